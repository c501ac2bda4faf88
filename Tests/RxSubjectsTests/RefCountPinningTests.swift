// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// Pins `publish().refCount()` and `replay(_:).refCount()`: the source's subscription log across connecting,
/// disconnecting and reconnecting, synchronous sources, subscribing again from the end, and disposal from inside a
/// delivery. Recorded against the implementation before its connection lost an allocation (issue 43).
final class RefCountPinningTests: RxTestCase {
    func test_connectDisconnectReconnect_subscriptionLogAndEvents() {
        for replay in [0, 1] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(225, 2), .next(240, 3), .next(270, 4), .next(310, 5), .next(330, 6),
            ])
            let shared = replay == 0 ? xs.publish().refCount() : xs.replay(1).refCount()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let third = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
            scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
            scheduler.scheduleAt(250) { subscriptions[0].dispose() }
            scheduler.scheduleAt(280) { subscriptions[1].dispose() }
            scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(third)) }
            scheduler.scheduleAt(320) { subscriptions[2].dispose() }
            scheduler.start()
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 280), Subscription(300, 320)], "replay \(replay)")
            XCTAssertEqual(first.events, [.next(210, 1), .next(225, 2), .next(240, 3)])
            XCTAssertEqual(second.events, (replay == 1 ? [.next(230, 2)] : []) + [.next(240, 3), .next(270, 4)])
            XCTAssertEqual(third.events, [.next(310, 5)])
        }
    }

    func test_synchronousSources() {
        for replay in [0, 1] {
            for (name, source, expected) in [
                ("just", Observable.just(7), [Event<Int>.next(7), .completed]),
                ("of", Observable.of(1, 2, 3), [.next(1), .next(2), .next(3), .completed]),
                ("error", Observable<Int>.error(testError), [.error(testError)]),
            ] {
                let subscriptions = Counter()
                let counted = Observable.deferred {
                    subscriptions.increment()
                    return source
                }
                let shared = replay == 0 ? counted.publish().refCount() : counted.replay(1).refCount()
                var first: [Event<Int>] = []
                var second: [Event<Int>] = []
                _ = shared.subscribe { first.append($0) }
                _ = shared.subscribe { second.append($0) }
                XCTAssertEqual(first, expected, "\(name), replay \(replay)")
                XCTAssertEqual(second, expected, "\(name), replay \(replay)")
                XCTAssertEqual(subscriptions.value, 2, "\(name), replay \(replay)")
            }
        }
    }

    func test_subscribingAgainFromTheEnd_reconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.publish().refCount()
        let again = scheduler.createObserver(Int.self)
        var events: [Recorded<Event<Int>>] = []
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(
                onNext: { events.append(.next(scheduler.clock, $0)) },
                onCompleted: {
                    events.append(.completed(scheduler.clock))
                    _ = shared.subscribe(again)
                }
            )
        }
        scheduler.start()
        XCTAssertEqual(events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(again.events, [.next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func test_subscriberDisposingItselfInsideADelivery_disconnectsAsTheLastOneLeaves() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
        let shared = xs.publish().refCount()
        var leaverEvents: [Int] = []
        var stayerEvents: [Int] = []
        var leaver: Disposable?
        var stay: Disposable?
        scheduler.scheduleAt(200) {
            leaver = shared.subscribe(onNext: { value in
                leaverEvents.append(value)
                if value == 2 { leaver?.dispose() }
            })
            stay = shared.subscribe(onNext: { value in
                stayerEvents.append(value)
                if value == 3 { stay?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(leaverEvents, [1, 2])
        XCTAssertEqual(stayerEvents, [1, 2, 3])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
