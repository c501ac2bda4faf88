// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// The connection lifecycle of `multicast`, `publish`, `replay`, `replayAll` and `refCount` (RxSwift 6.10.2
/// `Multicast.swift`: `Connection.on(_:)`, `ConnectableObservableAdapter.connect()`, `RefCountSink`).
final class ConnectableLifecycleTests: RxTestCase {
    /// Every connectable of a fresh subject per connection, by name.
    private static func makeSubjectVariants(_ xs: Observable<Int>) -> [(String, ConnectableObservable<Int>)] {
        [
            ("publish", xs.publish()),
            ("replay(1)", xs.replay(1)),
            ("replayAll", xs.replayAll()),
            ("multicast(makeSubject:)", xs.multicast(makeSubject: { PublishSubject<Int>() })),
        ]
    }

    func test_sourceTermination_dropsConnectionAndSubject_soALateSubscriberAndConnectStartAfresh() {
        for (name, _) in Self.makeSubjectVariants(.never()) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(150, 1), .completed(160), .next(310, 2), .completed(320),
            ])
            let connectable = Self.makeSubjectVariants(xs.asObservable()).first { $0.0 == name }!.1
            scheduler.scheduleAt(100) { _ = connectable.connect() }
            scheduler.scheduleAt(300) { _ = connectable.connect() }
            let res = scheduler.start { connectable }
            XCTAssertEqual(res.events, [.next(310, 2), .completed(320)], name)
            XCTAssertEqual(xs.subscriptions, [Subscription(100, 160), Subscription(300, 320)], name)
        }
    }

    func test_sourceError_dropsConnectionAndSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .error(160, testError), .next(310, 2), .completed(320)])
        let connectable = xs.publish()
        scheduler.scheduleAt(100) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.connect() }
        let res = scheduler.start { connectable }
        XCTAssertEqual(res.events, [.next(310, 2), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 160), Subscription(300, 320)])
    }

    func test_fixedSubject_sourceTermination_dropsTheConnection_soConnectSubscribesAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(160), .next(310, 2), .completed(320)])
        let connectable = xs.multicast(ReplaySubject<Int>.createUnbounded())
        scheduler.scheduleAt(100) { _ = connectable.connect() }
        scheduler.scheduleAt(300) { _ = connectable.connect() }
        let res = scheduler.start { connectable }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 160), Subscription(300, 320)])
    }

    func test_resubscribeAndConnectFromTheTerminalEvent_reachTheNewConnection() {
        for failing in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let end: Recorded<Event<Int>> = failing ? .error(20, testError) : .completed(20)
            let xs = scheduler.createColdObservable([.next(10, 1), end])
            let connectable = xs.publish()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            let resubscribing = AnyObserver<Int> { event in
                first.on(event)
                if event.isStopEvent {
                    subscriptions.append(connectable.subscribe(second))
                    subscriptions.append(connectable.connect())
                }
            }
            scheduler.scheduleAt(200) {
                subscriptions.append(connectable.subscribe(resubscribing))
                subscriptions.append(connectable.connect())
            }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            let secondEnd: Recorded<Event<Int>> = failing ? .error(240, testError) : .completed(240)
            XCTAssertEqual(first.events, [.next(210, 1), failing ? .error(220, testError) : .completed(220)])
            XCTAssertEqual(second.events, [.next(230, 1), secondEnd])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
        }
    }

    func test_synchronousSource_connectAgainAfterItEnded_subscribesItAgain() {
        let subscriptions = Counter()
        let connectable = Observable.deferred {
            subscriptions.increment()
            return Observable.of(1, 2)
        }.publish()
        var values: [Int] = []
        _ = connectable.subscribe(onNext: { values.append($0) })
        _ = connectable.connect()
        _ = connectable.subscribe(onNext: { values.append($0 * 10) })
        _ = connectable.connect()
        XCTAssertEqual(values, [1, 2, 10, 20])
        XCTAssertEqual(subscriptions.value, 2)
    }

    func test_synchronousSource_resubscribeAndConnectFromOnCompleted_reachTheNewConnection() {
        let subscriptions = Counter()
        let connectable = Observable.deferred {
            subscriptions.increment()
            return Observable.just(subscriptions.value)
        }.publish()
        var events: [String] = []
        _ = connectable.subscribe(
            onNext: { events.append("a\($0)") },
            onCompleted: {
                events.append("a|")
                _ = connectable.subscribe(onNext: { events.append("b\($0)") }, onCompleted: { events.append("b|") })
                _ = connectable.connect()
            }
        )
        _ = connectable.connect()
        XCTAssertEqual(events, ["a1", "a|", "b2", "b|"])
        XCTAssertEqual(subscriptions.value, 2)
    }

    func test_secondConnect_returnsADisposableThatDisconnectsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(360, 3)])
        let connectable = xs.publish()
        var connections: [Disposable] = []
        scheduler.scheduleAt(205) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(220) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(250) { connections[1].dispose() }
        scheduler.scheduleAt(300) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(400) { connections[2].dispose() }
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(310) { _ = connectable.subscribe(late) }
        let res = scheduler.start { connectable }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(late.events, [.next(360, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(205, 250), Subscription(300, 400)])
    }

    func test_disposingAnEndedConnection_leavesTheCurrentOneAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let connectable = xs.publish()
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(300) { connections.append(connectable.connect()) }
        scheduler.scheduleAt(305) { connections[0].dispose() }
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(302) { _ = connectable.subscribe(late) }
        let res = scheduler.start { connectable }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
    }

    func test_refCount_stopsCountingASubscriberOnceItTerminated() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let shared = xs.publish().refCount()
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(300) { subscription = shared.subscribe(second) }
        scheduler.scheduleAt(400) { subscription?.dispose() }
        let res = scheduler.start { shared }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(second.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func test_refCount_terminatedSubscribersOfAFixedSubject_areNotCounted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250), .next(310, 2)])
        let shared = xs.multicast(PublishSubject<Int>()).refCount()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        let res = scheduler.start { shared }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_refCount_behindRetry_resubscribesTheSourceOnEveryRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let shared = xs.publish().refCount()
        let other = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(205) { _ = shared.subscribe(other) }
        let res = scheduler.start { shared.retry(3) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)])
        XCTAssertEqual(other.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    func test_refCount_subscriberLeavingWhileTheConnectionIsMade_disconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2)])
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return xs.subscribe(observer)
        }
        let res = scheduler.start { source.publish().refCount().take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_refCount_behindRetry_ofASynchronouslyFailingSource_resubscribesItOnEveryRetry() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = Counter()
        let source = Observable.deferred {
            subscriptions.increment()
            return Observable.just(subscriptions.value).concat(Observable<Int>.error(testError))
        }
        let res = scheduler.start { source.publish().refCount().retry(3) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .error(200, testError)])
        XCTAssertEqual(subscriptions.value, 3)
    }

    func test_connectionDisposedThroughASecondConnect_whileASynchronousSourceEmits_forwardsNothingMore() {
        let connectable = Observable.of(1, 2, 3).publish()
        var values: [Int] = []
        var completed = false
        let subscription = connectable.subscribe(
            onNext: { value in
                values.append(value)
                connectable.connect().dispose()
            },
            onCompleted: { completed = true }
        )
        _ = connectable.connect()
        XCTAssertEqual(values, [1])
        XCTAssertFalse(completed)
        subscription.dispose()
    }
}
