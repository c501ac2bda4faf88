// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ThrottleTests: RxTestCase {
    func test_completionWhileTheLatestElementWaits_endsTheSourceSubscriptionAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(495, 2), .next(500, 3), .completed(500)])
        let res = scheduler.start { xs.throttle(.seconds(20), scheduler: scheduler) }
        // The completion waits for the latest element (due at 515); the source's subscription ends at 500.
        XCTAssertEqual(res.events, [.next(210, 1), .next(495, 2), .next(515, 3), .completed(515)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    }

    func test_latest_emitsFirstThenTheLastOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300),
        ])
        let res = scheduler.start { xs.throttle(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 3), .next(260, 4), .completed(300)])
    }

    func test_notLatest_dropsTheRestOfTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300),
        ])
        let res = scheduler.start { xs.throttle(.seconds(25), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 4), .completed(300)])
    }

    func test_completionWaitsForThePendingLatest_errorDoesNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(
            scheduler.start { xs.throttle(.seconds(25), scheduler: scheduler) }.events,
            [.next(210, 1), .next(235, 2), .completed(235)]
        )
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .next(220, 2), .error(225, testError)])
        XCTAssertEqual(
            failing.start { ys.throttle(.seconds(25), scheduler: failing) }.events,
            [.next(210, 1), .error(225, testError)]
        )
    }
}

extension ThrottleTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_throttle_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, scheduler in
            xs.throttle(.seconds(10), scheduler: scheduler)
        }
    }
}

/// The window is the sink's lock-owned state (`LockedStateSink`): disposal at an exact time with the source's log,
/// a synchronous source, and the sink's release.
extension ThrottleTests {
    func test_disposedWhileTheLatestElementWaits_endsTheSourceThenAndEmitsNothingLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 225) { xs.throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_synchronousSource_emitsTheFirstAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7).throttle(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func test_theSinkIsReleasedAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = withLifetimeProbe { probe in
            Observable<Int>.never().throttle(.seconds(20), scheduler: scheduler).subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
    }
}
