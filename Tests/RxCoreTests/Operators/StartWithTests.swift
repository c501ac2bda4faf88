// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class StartWithTests: RxTestCase {
    func test_marbles_prependsElements() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-----c-|")
        let res = scheduler.start { xs.startWith("a", "b") }
        XCTAssertMarbles(res, "(ab)--c-|")
        // As with RxTest, the test observable's subscription ends with its completion.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func test_errorDisposalAndResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.startWith(1) }.events, [.next(200, 1), .error(220, testError)])
        let source = Observable.just(3).startWith(1, 2)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 1, 2, 3])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(260, 5)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.startWith(0) }.events, [.next(200, 0)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

extension StartWithTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_startWith_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.next(200, 0), .completed(250)],
                never: [.next(200, 0)],
                failing: [.next(200, 0), .error(250, testError)],
                disposed: [.next(200, 0), .next(210, 1)]
            )
        ) { xs, _ in
            xs.startWith(0)
        }
    }
}
