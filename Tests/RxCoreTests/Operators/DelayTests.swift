// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class DelayTests: RxTestCase {
    func test_delay_shiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_delay_errorIsNotDelayed_andDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(
            scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }.events,
            [.error(215, testError)]
        )
    }

    func test_marbles_delayAndDisposal() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-|")
        XCTAssertMarbles(scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }, "^---a-b-|")
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(240, 2)])
        XCTAssertEqual(
            disposal.start(disposed: 245) { ys.delay(.seconds(10), scheduler: disposal) }.events,
            [.next(220, 1)]
        )
    }

    func test_delay_eventsAtOneTick_comeOutOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(210, 3), .completed(210)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(221, 2), .next(222, 3), .completed(223)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_delay_zero_ofASynchronousSource_emitsEachEventOnItsOwnTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(0).delay(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(202)])
    }

    func test_delay_withoutProcessorDelay_eventsAtOneTickComeOutTogether() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, 1), .next(220, 2), .completed(220)])
    }

    func test_delay_errorWhileEventsWait_isEmittedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(218, testError)])
        let res = scheduler.start { xs.delay(.seconds(5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(215, 1), .error(218, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 218)])
    }

    func test_delay_synchronousError_isEmittedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(1).concat(Observable<Int>.error(testError)).delay(.seconds(5), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_delay_resubscription_startsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let delayed = xs.delay(.seconds(5), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = delayed.subscribe(first) }
        scheduler.scheduleAt(300) { _ = delayed.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(215, 1), .completed(225)])
        XCTAssertEqual(second.events, [.next(315, 1), .completed(325)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func test_delaySubscription_subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([Recorded<Event<Int>>.next(240, 1)])
        _ = disposal.start(disposed: 220) { ys.delaySubscription(.seconds(30), scheduler: disposal) }
        XCTAssertEqual(ys.subscriptions, [])
    }

    func test_stress_concurrentScheduler_keepsTheSourceOrder() {
        // Timers with the same due time may fire in any order on a concurrent queue; the events must not.
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let outOfOrder = Counter()
        let finished = DispatchSemaphore(value: 0)
        var subscriptions: [Disposable] = []
        for _ in 0..<200 {
            let received = Recorder<Event<Int>>()
            subscriptions.append(
                Observable.of(1, 2, 3).delay(.milliseconds(1), scheduler: scheduler).subscribe { event in
                    received.append(event)
                    if event.isStopEvent {
                        if received.values != [.next(1), .next(2), .next(3), .completed] { outOfOrder.increment() }
                        finished.signal()
                    }
                }
            )
        }
        for _ in 0..<200 { XCTAssertEqual(finished.wait(timeout: .now() + 10), .success) }
        subscriptions.forEach { $0.dispose() }
        XCTAssertEqual(outOfOrder.value, 0)
    }
}

extension DelayTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_delay_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(260)],
                disposed: [.next(220, 1)]
            )
        ) { xs, scheduler in
            xs.delay(.seconds(10), scheduler: scheduler)
        }
    }
}

/// Sources that act while being subscribed (RxSwift 6.10.2 `DelaySubscription.swift`).
extension DelayTests {
    func test_delaySubscription_synchronousSource_emitsAtTheDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1), .next(230, 2), .completed(230)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(testError).delaySubscription(.seconds(30), scheduler: failing) }
                .events,
            [.error(230, testError)]
        )
    }

    func test_delaySubscription_synchronousSourceThenAsynchronous_isNotCutShort() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start {
            Observable.just(1).concat(xs).delaySubscription(.seconds(30), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(230, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 250)])
    }
}

/// Runs relative actions only when told, on the calling thread: a stand-in for a timer that fires on another thread
/// at a chosen moment.
private final class HeldTimerScheduler: SchedulerType, @unchecked Sendable {
    // Unchecked: used from one thread only.
    private var held: [() -> Void] = []

    var now: RxTime { Date(timeIntervalSinceReferenceDate: 0) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        held.append { _ = action(state) }
        return Disposables.create()
    }

    /// Runs the actions held so far.
    func fire() {
        let actions = held
        held = []
        actions.forEach { $0() }
    }
}

extension DelayTests {
    /// Found by the concurrency fuzzer (seed ae67608be48a78ae): an error that arrived while a timer was pending (not
    /// running) was emitted at once, and the timer, firing before the sink was disposed, emitted it again. Here the
    /// timer fires from inside the observer's `onError`, the window in which it fired on another thread.
    func test_delay_timerFiringWhileTheErrorIsDelivered_doesNotEmitItAgain() {
        let scheduler = HeldTimerScheduler()
        var source: AnyObserver<Int>!
        let events = Recorder<Event<Int>>()
        let subscription = Observable<Int>.create { observer in
            source = observer
            return Disposables.create()
        }
        .delay(.seconds(1), scheduler: scheduler)
        .subscribe(
            AnyObserver { event in
                events.append(event)
                if event.isStopEvent { scheduler.fire() }
            }
        )
        source.onNext(1)
        source.onError(testError)
        scheduler.fire()
        subscription.dispose()
        XCTAssertEqual(events.values.map { "\($0)" }, ["\(Event<Int>.error(testError))"])
    }
}

/// The state machine is the sink's lock-owned state (`LockingSink`): disposal at an exact time while events wait,
/// with the source's log, and the sink's release.
extension DelayTests {
    func test_disposedWhileEventsWait_endsTheSourceThenAndEmitsNothingLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let res = scheduler.start(disposed: 235) { xs.delay(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_theSinkIsReleasedAfterDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposed = withLifetimeProbe { probe in
            Observable<Int>.never().delay(.seconds(20), scheduler: scheduler).subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
    }
}
