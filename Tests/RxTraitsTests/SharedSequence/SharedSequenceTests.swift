// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class DriverTests: RxTestCase {
    func test_asDriver_deliversOnTheSharingScheduler_andReplacesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 }.asObservable() }
            XCTAssertEqual(res.events, [.next(211, 10), .next(221, 20), .next(231, -10), .completed(231)])
        }
    }

    func test_sharesOneSubscriptionAndReplaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let driver = xs.asDriver(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(first.events, [.next(211, 1), .next(241, 2)])
            XCTAssertEqual(second.events, [.next(220, 1), .next(241, 2)])
            // One shared subscription, ended by the disposal after the run (the clock stopped at 241).
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 241)])
        }
    }

    func test_onErrorDriveWith_andRecover() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: .just(7)).asObservable() }
            XCTAssertEqual(res.events, [.next(212, 7), .completed(212)])
            let recover = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: recover) {
                let ys = recover.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
                let res2 = recover.start { ys.asDriver(onErrorRecover: { _ in .empty() }).asObservable() }
                XCTAssertEqual(res2.events, [.completed(212)])
            }
        }
    }

    func test_driveOnTheMainThread_withClosuresObserversAndRelays() {
        XCTAssertTrue(Thread.isMainThread)
        var values: [Int] = []
        let relay = BehaviorRelay(value: 0)
        let driver = Driver.of(1, 2).filter { $0 > 1 }.startWith(0)
        let subscription = driver.drive(onNext: { values.append($0) })
        let toRelay = driver.drive(relay)
        runMainLoop(until: { values.count == 2 && relay.value == 2 })
        XCTAssertEqual(values, [0, 2])
        subscription.dispose()
        toRelay.dispose()
    }

    func test_behaviorRelayAsDriver_andDistinctUntilChanged() {
        let relay = BehaviorRelay(value: 1)
        var values: [Int] = []
        let subscription = relay.asDriver().distinctUntilChanged().drive(onNext: { values.append($0) })
        relay.accept(1)
        relay.accept(2)
        runMainLoop(until: { values == [1, 2] })
        subscription.dispose()
    }
}

final class SignalTests: RxTestCase {
    func test_signalDoesNotReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
            let signal = xs.asSignal(onErrorJustReturn: 0)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(signal.asObservable().subscribe(first)) }
            scheduler.scheduleAt(220) { subscriptions.append(signal.asObservable().subscribe(late)) }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            XCTAssertEqual(first.events, [.next(211, 1), .next(241, 2)])
            XCTAssertEqual(late.events, [.next(241, 2)])
        }
    }

    func test_emitToRelayAndClosures() {
        let relay = PublishRelay<Int>()
        var viaRelay: [Int] = []
        let observing = relay.asSignal().emit(onNext: { viaRelay.append($0) })
        let emitting = Signal.of(5, 6).emit(to: relay)
        runMainLoop(until: { viaRelay == [5, 6] })
        observing.dispose()
        emitting.dispose()
    }
}

/// Driver and Signal share with `share(replay: 1)` and `share()` in `.whileConnected` (RxCocoa 6.10.2
/// `DriverSharingStrategy`, `SignalSharingStrategy`), so their subscribers get the source's end before the source
/// subscription is disposed. On the main thread `MainScheduler` delivers at once, which makes the order visible.
final class SharedSequenceEndOrderTests: RxTestCase {
    private func endOrder(_ share: (Observable<Int>) -> Observable<Int>) -> [String] {
        XCTAssertTrue(Thread.isMainThread)
        let subject = PublishSubject<Int>()
        let log = Recorder<String>()
        let shared = share(subject.do(onDispose: { log.append("source disposed") }))
        let first = shared.subscribe { log.append("first \($0)") }
        let second = shared.subscribe { log.append("second \($0)") }
        subject.onNext(1)
        subject.onCompleted()
        first.dispose()
        second.dispose()
        return log.values
    }

    func test_driver_subscribersGetTheEndBeforeTheSourceIsDisposed() {
        XCTAssertEqual(
            endOrder { $0.asDriver(onErrorJustReturn: -1).asObservable() },
            ["first next(1)", "second next(1)", "first completed", "second completed", "source disposed"]
        )
    }

    func test_signal_subscribersGetTheEndBeforeTheSourceIsDisposed() {
        XCTAssertEqual(
            endOrder { $0.asSignal(onErrorJustReturn: -1).asObservable() },
            ["first next(1)", "second next(1)", "first completed", "second completed", "source disposed"]
        )
    }
}
