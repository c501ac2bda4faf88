// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class ObserveOnTests: RxTestCase {
    func test_virtualTime_eachEventIsItsOwnAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(210, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(212, 3), .next(241, 4), .completed(301)])
        // As with RxTest, the test observable's subscription ends when it sends its completion (300), before the
        // completion is delivered on the scheduler (301).
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_marbles_errorIsDeliveredAfterThePrecedingElements() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-#", error: testError)
        let res = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(221, "a"), .next(241, "b"), .error(261, testError)])
    }

    func test_disposal_dropsQueuedEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let res = scheduler.start(disposed: 250) { xs.observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_serialDispatchQueue_deliversInOrderOnTheQueueInBatches() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observe-on")
        let key = DispatchSpecificKey<Bool>()
        scheduler.queue.setSpecific(key: key, value: true)
        let values = Recorder<Int>()
        let onQueue = Counter()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(start: 0, count: 10_000)
            .observe(on: scheduler)
            .subscribe(
                onNext: { value in
                    if DispatchQueue.getSpecific(key: key) == true { onQueue.increment() }
                    values.append(value)
                },
                onCompleted: { done.signal() }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        XCTAssertEqual(values.values, Array(0..<10_000))
        XCTAssertEqual(onQueue.value, 10_000)
    }

    func test_concurrentScheduler_deliveriesAreStillSerial() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let inside = Counter()
        let overlaps = Counter()
        let count = Counter()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(start: 0, count: 5_000)
            .observe(on: scheduler)
            .subscribe(
                onNext: { _ in
                    inside.increment()
                    if inside.value > 1 { overlaps.increment() }
                    count.increment()
                    inside.add(-1)
                },
                onCompleted: { done.signal() }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(count.value, 5_000)
    }

    func test_subscribeOn_subscribesAndDisposesOnTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(300, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
    }

    func test_subscribeOn_sourceThatEnds_isDisposedOnTheSchedulerAfterItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), Recorded<Event<Int>>.completed(300)])
        XCTAssertEqual(scheduler.start { xs.subscribe(on: scheduler) }.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(300, testError)])
        XCTAssertEqual(failing.start { ys.subscribe(on: failing) }.events, [.error(300, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 301)])
    }

    func test_subscribeOn_disposedBeforeTheSubscriptionRuns() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_subscribeOn_realQueue_runsTheSubscriptionThere() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "subscribe-on")
        let key = DispatchSpecificKey<Bool>()
        scheduler.queue.setSpecific(key: key, value: true)
        let subscribedOnQueue = Recorder<Bool>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.create { observer in
            subscribedOnQueue.append(DispatchQueue.getSpecific(key: key) == true)
            observer.onCompleted()
            return Disposables.create()
        }
        .subscribe(on: scheduler)
        .subscribe(onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        scheduler.queue.sync {}
        XCTAssertEqual(subscribedOnQueue.values, [true])
    }
}

extension ObserveOnTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_observeOn_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(251)],
                failing: [.error(251, testError)],
                disposed: [.next(211, 1)]
            )
        ) { xs, scheduler in
            xs.observe(on: scheduler)
        }
    }
}

/// Disposal racing with events (RxSwift 6.10.2 `SubscribeOn.swift`: the sink stops forwarding at once, the source's
/// disposal is scheduled).
extension ObserveOnTests {
    func test_subscribeOn_eventAtTheDisposalTime_isNotDelivered() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .next(10, 2)])
        let res = scheduler.start(disposed: 206) { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 207)])
    }

    func test_subscribeOn_synchronousSource_deliversAtTheScheduledSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { disposedAt.append(scheduler.clock) }
        }
        let res = scheduler.start { source.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(201)])
        XCTAssertEqual(disposedAt, [201])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(testError).subscribe(on: failing) }.events,
            [
                .error(201, testError)
            ]
        )
    }
}
