// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeSkipDurationTests: RxTestCase {
    func test_takeFor_completesWhenTheTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let res = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_skipDuration_dropsEarlyElementsButNotCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(
            scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }.events,
            [.next(220, 2), .completed(230)]
        )
        let early = TestScheduler(initialClock: 0)
        let ys: TestableObservable<String> = try early.createHotObservable("^-a|")
        XCTAssertMarbles(early.start { ys.skip(.seconds(50), scheduler: early) }, "^--|")
    }
}

extension TakeSkipDurationTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_takeFor_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                never: [.completed(250)],
                disposed: [.next(210, 1), .completed(250)],
                neverSubscriptions: [Subscription(200, 250)],
                disposedSubscriptions: [Subscription(200, 250)]
            )
        ) { xs, scheduler in
            xs.take(for: .seconds(50), scheduler: scheduler)
        }
    }
}
