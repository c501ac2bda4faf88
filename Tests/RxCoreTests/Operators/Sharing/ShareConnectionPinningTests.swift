// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Pins what `share` does through its subject-and-connection path (`scope: .forever`, and `replay` above 1): the
/// source's subscription log across connecting, disconnecting and reconnecting, synchronous sources, subscribing
/// again from the end, and disposal from inside a delivery. Recorded against the implementation before its
/// connection was made one object (issue 43), so that the change keeps every detail.
final class ShareConnectionPinningTests: RxTestCase {
    /// The variants served by the subject-and-connection path.
    private let variants: [(replay: Int, scope: SubjectLifetimeScope)] = [
        (0, .forever), (1, .forever), (2, .forever), (2, .whileConnected),
    ]

    func test_connectDisconnectReconnect_subscriptionLogAndEvents() {
        for (replay, scope) in variants {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([
                .next(210, 1), .next(225, 2), .next(240, 3), .next(270, 4), .next(310, 5), .next(330, 6),
            ])
            let shared = xs.share(replay: replay, scope: scope)
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
            let label = "replay \(replay), \(scope)"
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 280), Subscription(300, 320)], label)
            XCTAssertEqual(first.events, [.next(210, 1), .next(225, 2), .next(240, 3)], label)
            let secondReplay: [Recorded<Event<Int>>] =
                replay == 0 ? [] : replay == 1 ? [.next(230, 2)] : [.next(230, 1), .next(230, 2)]
            XCTAssertEqual(second.events, secondReplay + [.next(240, 3), .next(270, 4)], label)
            let thirdReplay: [Recorded<Event<Int>>] =
                scope == .whileConnected || replay == 0
                ? [] : replay == 1 ? [.next(300, 4)] : [.next(300, 3), .next(300, 4)]
            XCTAssertEqual(third.events, thirdReplay + [.next(310, 5)], label)
        }
    }

    func test_synchronousSources_throughEachVariant() {
        for (replay, scope) in variants {
            let label = "replay \(replay), \(scope)"
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
                let shared = counted.share(replay: replay, scope: scope)
                var first: [Event<Int>] = []
                var second: [Event<Int>] = []
                _ = shared.subscribe { first.append($0) }
                _ = shared.subscribe { second.append($0) }
                XCTAssertEqual(first, expected, "\(name), \(label)")
                let kept = expected.dropLast().suffix(replay)
                XCTAssertEqual(
                    second,
                    scope == .forever ? Array(kept) + [expected.last!] : expected,
                    "\(name), \(label)"
                )
                XCTAssertEqual(subscriptions.value, scope == .forever ? 1 : 2, "\(name), \(label)")
            }
        }
    }

    func test_subscribingAgainFromTheEnd_eachVariant() {
        for (replay, scope) in variants {
            let label = "replay \(replay), \(scope)"
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
            let shared = xs.share(replay: replay, scope: scope)
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
            XCTAssertEqual(events, [.next(210, 1), .next(220, 2), .completed(230)], label)
            if scope == .forever {
                let kept = [Recorded.next(230, 1), .next(230, 2)].suffix(replay)
                XCTAssertEqual(again.events, Array(kept) + [.completed(230)], label)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], label)
            } else {
                XCTAssertEqual(again.events, [.next(240, 1), .next(250, 2), .completed(260)], label)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)], label)
            }
        }
    }

    func test_subscriberDisposingItselfInsideADelivery_disconnectsAsTheLastOneLeaves() {
        for (replay, scope) in variants {
            let label = "replay \(replay), \(scope)"
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4)])
            let shared = xs.share(replay: replay, scope: scope)
            let stayer = scheduler.createObserver(Int.self)
            var leaverEvents: [Recorded<Event<Int>>] = []
            var leaver: Disposable?
            var stay: Disposable?
            scheduler.scheduleAt(200) {
                leaver = shared.subscribe(onNext: { value in
                    leaverEvents.append(.next(scheduler.clock, value))
                    if value == 2 { leaver?.dispose() }
                })
                stay = shared.subscribe(onNext: { value in
                    stayer.onNext(value)
                    if value == 3 { stay?.dispose() }
                })
            }
            scheduler.start()
            XCTAssertEqual(leaverEvents, [.next(210, 1), .next(220, 2)], label)
            XCTAssertEqual(stayer.events, [.next(210, 1), .next(220, 2), .next(230, 3)], label)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], label)
        }
    }

    func test_subscriberDisposingAnotherInsideADelivery_theOtherGetsNothingMore() {
        for (replay, scope) in variants {
            let label = "replay \(replay), \(scope)"
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
            let shared = xs.share(replay: replay, scope: scope)
            let second = scheduler.createObserver(Int.self)
            var secondSubscription: Disposable?
            var first: Disposable?
            scheduler.scheduleAt(200) {
                first = shared.subscribe(onNext: { value in
                    if value == 2 { secondSubscription?.dispose() }
                })
                secondSubscription = shared.subscribe(second)
            }
            scheduler.scheduleAt(250) { first?.dispose() }
            scheduler.start()
            XCTAssertEqual(second.events, [.next(210, 1)], label)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], label)
        }
    }

    func test_sourceErrorThenLateSubscriber_eachVariant() {
        for (replay, scope) in variants {
            let label = "replay \(replay), \(scope)"
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            let shared = xs.share(replay: replay, scope: scope)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
            scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)], label)
            if scope == .forever {
                let kept = [Recorded.next(300, 1)].suffix(replay)
                XCTAssertEqual(late.events, Array(kept) + [.error(300, testError)], label)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], label)
            } else {
                XCTAssertEqual(late.events, [.next(310, 1), .error(320, testError)], label)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)], label)
            }
        }
    }
}
