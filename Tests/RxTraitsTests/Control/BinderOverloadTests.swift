// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// `bind(to:)`, `drive(_:)` and `emit(to:)` with a `Binder`, the overloads that subscribe the binder's own observer. Tests run on the main thread, where a binder on the main scheduler applies each element at once,
/// so its target records the virtual time of every element.
final class BinderOverloadTests: RxTestCase {
    private final class Target {
        var log: [Recorded<Event<Int>>] = []
    }

    /// A binder on the main scheduler that records each element at the scheduler's virtual time.
    private func recordingBinder(_ target: Target, _ scheduler: TestScheduler) -> Binder<Int> {
        Binder(target) { target, value in target.log.append(.next(scheduler.clock, value)) }
    }

    func test_bind_sendsElementsAtTheirTimes_ignoresCompletion_andEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])
        let target = Target()
        scheduler.scheduleAt(200) { _ = xs.bind(to: self.recordingBinder(target, scheduler)) }
        scheduler.start()
        XCTAssertEqual(target.log, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_bind_disposedAtAnExactTime_stopsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let target = Target()
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: self.recordingBinder(target, scheduler)) }
        scheduler.scheduleAt(225) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(target.log, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_bind_again_afterDisposal_subscribesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let target = Target()
        let binder = recordingBinder(target, scheduler)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
        scheduler.scheduleAt(220) { subscription?.dispose() }
        scheduler.scheduleAt(240) { subscription = xs.bind(to: binder) }
        scheduler.scheduleAt(260) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(target.log, [.next(210, 1), .next(250, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(240, 260)])
    }

    func test_bind_toASynchronousSource_appliesEveryElementWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let subscription = Observable.of(1, 2, 3).bind(to: recordingBinder(target, scheduler))
        XCTAssertEqual(target.log, [.next(0, 1), .next(0, 2), .next(0, 3)])
        subscription.dispose()
    }

    func test_bind_afterTheTargetIsGone_dropsTheElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
        var target: Target? = Target()
        weak let released = target
        var log: [Recorded<Event<Int>>] = []
        let binder = Binder(target!) { target, value in
            target.log.append(.next(scheduler.clock, value))
            log = target.log
        }
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.scheduleAt(220) { target = nil }
        scheduler.start()
        XCTAssertNil(released, "the binder holds its target weakly")
        XCTAssertEqual(log, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_drive_andEmit_sendTheElementsOfTheSharedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let driven = Target()
        let emitted = Target()
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(xs.asDriver(onErrorJustReturn: -1).drive(self.recordingBinder(driven, scheduler)))
                subscriptions.append(
                    xs.asSignal(onErrorJustReturn: -1).emit(to: self.recordingBinder(emitted, scheduler))
                )
            }
            scheduler.scheduleAt(1_000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            // The mocked sharing scheduler delivers each element one tick later.
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(200, 250)])
        }
        XCTAssertEqual(driven.log, [.next(211, 1), .next(221, 2)])
        XCTAssertEqual(emitted.log, [.next(211, 1), .next(221, 2)])
    }

    func test_drive_disposedAtAnExactTime_stopsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = xs.asDriver(onErrorJustReturn: -1).drive(self.recordingBinder(target, scheduler))
            }
            scheduler.scheduleAt(225) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        }
        XCTAssertEqual(target.log, [.next(211, 1), .next(221, 2)])
    }

    func test_bind_throughAChainOfOperators_disposedAtAnExactTime_stopsThere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        let target = Target()
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.map { $0 * 10 }.filter { $0 != 20 }.bind(to: self.recordingBinder(target, scheduler))
        }
        scheduler.scheduleAt(235) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(target.log, [.next(210, 10), .next(230, 30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_oneBinder_boundToTwoSources_appliesTheElementsOfBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4), .completed(260)])
        let target = Target()
        let binder = recordingBinder(target, scheduler)
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: binder)
            _ = ys.bind(to: binder)
        }
        scheduler.start()
        // The binder keeps no state: one source's end does not stop the other's elements.
        XCTAssertEqual(target.log, [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
    }

    func test_asObserver_andOn_applyElements_andIgnoreCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = recordingBinder(target, scheduler)
        let observer = binder.asObserver()
        observer.onNext(1)
        observer.onCompleted()
        binder.on(.next(2))
        binder.on(.completed)
        observer.onNext(3)
        XCTAssertEqual(target.log, [.next(0, 1), .next(0, 2), .next(0, 3)])
    }

    func test_bind_onceTheSourceEndedAndTheSubscriptionIsReleased_releasesTheBinding() {
        let target = Target()
        var binding = withLifetimeProbe { probe -> Disposable? in
            Observable.of(1, 2).map { $0 + 1 }.bind(
                to: Binder(target) { target, value in
                    _ = probe
                    target.log.append(.next(0, value))
                }
            )
        }
        XCTAssertEqual(target.log, [.next(0, 2), .next(0, 3)])
        // As documented (the migration article): the ended binding keeps its binder until it is released.
        XCTAssertFalse(binding.isReleased())
        XCTAssertNotNil(binding.result)
        binding.result = nil
        XCTAssertTrue(binding.isReleased(), "the ended binding still holds its binder")
    }

    func test_bind_disposed_releasesTheBinding_evenWhileTheSubscriptionIsHeld() {
        let relay = PublishSubject<Int>()
        let target = Target()
        let (subscription, isReleased) = withLifetimeProbe { probe in
            relay.bind(
                to: Binder(target) { target, value in
                    _ = probe
                    target.log.append(.next(0, value))
                }
            )
        }
        relay.onNext(1)
        subscription.dispose()
        relay.onNext(2)
        XCTAssertEqual(target.log, [.next(0, 1)])
        XCTAssertTrue(isReleased(), "the disposed binding still holds its binder")
        withExtendedLifetime(subscription) {}
    }
}
