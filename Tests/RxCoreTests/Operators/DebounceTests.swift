// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DebounceTests: RxTestCase {
    func test_emitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(300)])
    }

    func test_completionFlushesThePendingElement_errorDropsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a|")
        XCTAssertMarbles(scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }, "^--(a|)")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(failing.start { ys.debounce(.seconds(20), scheduler: failing) }.events, [.error(215, testError)])
    }

    func test_disposalCancelsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        XCTAssertEqual(scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: scheduler) }.events, [])
    }
}

extension DebounceTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_debounce_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(220, 1)]
            )
        ) { xs, scheduler in
            xs.debounce(.seconds(10), scheduler: scheduler)
        }
    }
}
