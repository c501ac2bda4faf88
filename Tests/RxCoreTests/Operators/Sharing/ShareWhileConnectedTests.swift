// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `share(replay: 0 or 1, scope: .whileConnected)` (every `Driver` and `Signal` operator's share): a connection's first
/// subscriber is forwarded to alone, and a second one moves it into a subject. These tests cross that move: what the
/// second receives first, who keeps the connection, and when the source is disposed.
final class ShareWhileConnectedTests: RxTestCase {
    private func run(
        replay: Int,
        _ source: [Recorded<Event<Int>>],
        secondAt: TestTime = 230,
        firstDisposedAt: TestTime,
        secondDisposedAt: TestTime
    ) -> (first: [Recorded<Event<Int>>], second: [Recorded<Event<Int>>], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(source)
        let shared = xs.share(replay: replay, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var firstSubscription: Disposable?
        var secondSubscription: Disposable?
        scheduler.scheduleAt(200) { firstSubscription = shared.subscribe(first) }
        scheduler.scheduleAt(secondAt) { secondSubscription = shared.subscribe(second) }
        scheduler.scheduleAt(firstDisposedAt) { firstSubscription?.dispose() }
        scheduler.scheduleAt(secondDisposedAt) { secondSubscription?.dispose() }
        scheduler.start()
        return (first.events, second.events, xs.subscriptions)
    }

    private let elements: [Recorded<Event<Int>>] = [
        .next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .next(280, 5),
    ]

    func test_replay1_aSecondSubscriberGetsTheLatest_thenBothGetLaterElements_andTheFirstLeavesFirst() {
        let result = run(replay: 1, elements, firstDisposedAt: 250, secondDisposedAt: 290)
        XCTAssertEqual(result.first, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(result.second, [.next(230, 2), .next(240, 3), .next(260, 4), .next(280, 5)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 290)])
    }

    func test_replay1_theSecondLeavesFirst_andTheFirstKeepsTheConnection() {
        let result = run(replay: 1, elements, firstDisposedAt: 290, secondDisposedAt: 250)
        XCTAssertEqual(result.first, [.next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4), .next(280, 5)])
        XCTAssertEqual(result.second, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 290)])
    }

    func test_replay0_aSecondSubscriberGetsOnlyLaterElements() {
        let result = run(replay: 0, elements, firstDisposedAt: 250, secondDisposedAt: 290)
        XCTAssertEqual(result.first, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(result.second, [.next(240, 3), .next(260, 4), .next(280, 5)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 290)])
    }

    func test_replay1_bothLeaveAtOnce_disconnects_andTheNextSubscriberConnectsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(elements)
        let shared = xs.share(replay: 1)
        let late = scheduler.createObserver(Int.self)
        let both = CompositeDisposable()
        var lateSubscription: Disposable?
        scheduler.scheduleAt(200) { _ = both.insert(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(215) { _ = both.insert(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(230) { both.dispose() }
        scheduler.scheduleAt(250) { lateSubscription = shared.subscribe(late) }
        scheduler.scheduleAt(290) { lateSubscription?.dispose() }
        scheduler.start()
        // The latest element went with the connection: the late subscriber gets no replay of 2.
        XCTAssertEqual(late.events, [.next(260, 4), .next(280, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 290)])
    }

    func test_replay1_theSourceFailsAfterTheMove_bothGetTheError_andTheSourceIsDisposedOnce() {
        let result = run(
            replay: 1,
            [.next(210, 1), .next(240, 3), .error(250, testError)],
            firstDisposedAt: 300,
            secondDisposedAt: 300
        )
        XCTAssertEqual(result.first, [.next(210, 1), .next(240, 3), .error(250, testError)])
        XCTAssertEqual(result.second, [.next(230, 1), .next(240, 3), .error(250, testError)])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 250)])
    }

    func test_replay1_theSourceCompletesWhileTheFirstIsAlone_completesIt_thenDisposesTheSource() {
        let result = run(replay: 1, [.next(210, 1), .completed(220)], firstDisposedAt: 300, secondDisposedAt: 300)
        XCTAssertEqual(result.first, [.next(210, 1), .completed(220)])
        // A new connection: the hot source has nothing more to send.
        XCTAssertEqual(result.second, [])
        XCTAssertEqual(result.subscriptions, [Subscription(200, 220), Subscription(230, 300)])
    }

    /// RxSwift's `ShareReplay1WhileConnected` keeps an element before it sends it: a subscriber that subscribes while
    /// it is being delivered receives it as its replay, then every later element after the first subscriber.
    func test_replay1_aSubscriberArrivingInsideTheFirstsOnNext_getsThatElementAsItsReplay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = xs.share(replay: 1)
        let inner = scheduler.createObserver(Int.self)
        var order: [String] = []
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onNext: { element in
                order.append("outer \(element)")
                if innerSubscription == nil {
                    innerSubscription = shared.do(onNext: { order.append("inner \($0)") }).subscribe(inner)
                }
            })
        }
        scheduler.start()
        XCTAssertEqual(inner.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(order, ["outer 1", "inner 1", "outer 2", "inner 2"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_replay0_aSubscriberArrivingInsideTheFirstsOnNext_getsOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let shared = xs.share()
        let inner = scheduler.createObserver(Int.self)
        var innerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onNext: { _ in
                if innerSubscription == nil { innerSubscription = shared.subscribe(inner) }
            })
        }
        scheduler.start()
        XCTAssertEqual(inner.events, [.next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// A synchronous source ends each connection while its first subscriber subscribes: each subscriber connects
    /// afresh, gets everything, and the source is disposed right after its end.
    func test_replay1_ofASynchronousSource_eachSubscriberConnectsAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = CallbackLog(scheduler: scheduler)
        let shared = loggedCreate("source", log) { (observer: AnyObserver<Int>) in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
        }.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(300, 2), .completed(300)])
        XCTAssertEqual(
            log.lines,
            ["200 source subscribed", "200 source disposed", "300 source subscribed", "300 source disposed"]
        )
    }
}
