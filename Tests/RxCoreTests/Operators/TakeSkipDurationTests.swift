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

extension TakeSkipDurationTests {
    func test_skipDuration_synchronousSource_dropsTheElementsButNotTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.of(1, 2).skip(.seconds(10), scheduler: scheduler) }.events,
            [.completed(200)]
        )
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(testError).skip(.seconds(10), scheduler: failing) }.events,
            [.error(200, testError)]
        )
    }

    func test_skipDuration_disposalAtAnExactTime_unsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(300, 3), .completed(400)])
        XCTAssertEqual(
            scheduler.start(disposed: 280) { xs.skip(.seconds(30), scheduler: scheduler) }.events,
            [.next(260, 2)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_skipDuration_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, scheduler in
            xs.skip(.seconds(5), scheduler: scheduler)
        }
    }
}
