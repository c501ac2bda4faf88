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

/// The pending element is the sink's lock-owned state (`LockedStateSink`): disposal at an exact time with the
/// source's log, a synchronous source, and the sink's release.
extension DebounceTests {
    func test_disposedWhileAnElementWaits_endsTheSourceThenAndEmitsNothingLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let res = scheduler.start(disposed: 255) { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 255)])
    }

    func test_synchronousSource_emitsItsLastElementAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(7).debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func test_theSinkIsReleasedAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = withLifetimeProbe { probe in
            Observable<Int>.never().debounce(.seconds(20), scheduler: scheduler).subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
    }
}
