// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ShareTests: RxTestCase {
    func test_shareReplay1_sharesOneSubscriptionAndReplaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(270, 4)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_whileConnected_startsAfreshAfterTheLastSubscriberLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(330) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func test_forever_replaysTheOldBufferToTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(330) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(300, 2), .next(310, 1), .next(320, 2)])
    }

    func test_marbles_shareWithoutReplay_andCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let shared = xs.share()
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
        let res = scheduler.start { shared }
        XCTAssertMarbles(res, "^-a-b-c-|")
        XCTAssertMarbles(late, "^---b-c-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func test_errorIsSharedAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

extension ShareTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_share_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.share(replay: 1)
        }
    }
}

/// Sources and subjects that end while being subscribed (RxSwift 6.10.2 `ShareReplayScope.swift`, `RefCountSink.run()`).
extension ShareTests {
    func test_shareForever_lateSubscriberAfterTheEnd_getsTheBufferAndTheEnd_withoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_shareForeverWithoutReplay_lateSubscriberAfterTheEnd_getsTheEnd_withoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_shareForever_ofASynchronousSource_subscribesItOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = Counter()
        let source = Observable.deferred {
            subscriptions.increment()
            return Observable.of(1, 2, 3)
        }
        let shared = source.share(replay: 2, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(second.events, [.next(200, 2), .next(200, 3), .completed(200)])
        XCTAssertEqual(subscriptions.value, 1)
    }

    func test_shareReplayWhileConnected_ofJust_subscribesTheSourceAgainForEachSubscriber() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let subscriptions = Counter()
            let source = Observable.deferred {
                subscriptions.increment()
                return Observable.just(1)
            }
            let shared = source.share(replay: replay)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
            scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(200, 1), .completed(200)], "replay \(replay)")
            XCTAssertEqual(second.events, [.next(200, 1), .completed(200)], "replay \(replay)")
            XCTAssertEqual(subscriptions.value, 2, "replay \(replay)")
        }
    }
}

extension ShareTests {
    func test_shareReplay_subscriberLeavingOnTheSynchronousElement_disconnectsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 2)])
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return xs.subscribe(observer)
        }
        let res = scheduler.start { source.share(replay: 1).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}

/// The connection lifecycle (RxSwift 6.10.2 `ShareReplayScope.swift`: `ShareWhileConnected`,
/// `ShareReplay1WhileConnected`, and `multicast(...).refCount()` for the other replays and scopes).
extension ShareTests {
    func test_shareBehindRetry_resubscribesTheSourceOnEveryRetry() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
            let shared = xs.share(replay: replay)
            let other = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(205) { _ = shared.subscribe(other) }
            let res = scheduler.start { shared.retry(3) }
            XCTAssertEqual(
                res.events,
                [.next(210, 1), .next(230, 1), .next(250, 1), .error(260, testError)],
                "replay \(replay)"
            )
            XCTAssertEqual(other.events, [.next(210, 1), .error(220, testError)], "replay \(replay)")
            XCTAssertEqual(
                xs.subscriptions,
                [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)],
                "replay \(replay)"
            )
        }
    }

    func test_shareForever_neverResubscribesAfterTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        let res = scheduler.start { shared }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    /// Found by the concurrency fuzzer (seed c57f64d6965ec519): a subscriber arriving between the source's end and
    /// that end reaching the subject connected the source again, into the subject that was about to end (its
    /// elements reached the subscribers before the old end did), or crashed the state machine. Here the subscriber
    /// arrives from the source's disposal at its end, which runs inside that window. As in RxSwift 6.10.2 (where
    /// `.forever` is `multicast(subject).refCount()`), it gets the replay and the end, and the source is not
    /// subscribed again.
    func test_shareForever_subscriberArrivingAsTheSourceEnds_getsTheEnd_withoutConnectingAgain() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
            var shared: Observable<Int>!
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            shared = xs.asObservable()
                .do(onDispose: { if subscriptions.count == 1 { subscriptions.append(shared.subscribe(late)) } })
                .share(replay: replay, scope: .forever)
            let res = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(res)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)], "replay \(replay)")
            let replayed: [Recorded<Event<Int>>] = [.next(300, 1), .next(300, 2)].suffix(replay)
            XCTAssertEqual(late.events, replayed + [.completed(300)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], "replay \(replay)")
        }
    }

    func test_shareWhileConnected_resubscribeFromTheTerminalEvent_reachesANewConnection() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = xs.share(replay: replay)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            let resubscribing = AnyObserver<Int> { event in
                first.on(event)
                if event.isStopEvent { subscriptions.append(shared.subscribe(second)) }
            }
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(resubscribing)) }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .completed(220)], "replay \(replay)")
            XCTAssertEqual(second.events, [.next(230, 1), .completed(240)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)], "replay \(replay)")
        }
    }

    func test_shareWhileConnected_subscriberDisposedAfterTheEnd_doesNotEndTheNextConnection() {
        for replay in [0, 1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let shared = xs.share(replay: replay)
            var subscriptions: [Disposable] = []
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
            scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
            scheduler.scheduleAt(305) { subscriptions[0].dispose() }
            scheduler.scheduleAt(400) { subscriptions[1].dispose() }
            scheduler.start()
            XCTAssertEqual(second.events, [.next(310, 1), .completed(320)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)], "replay \(replay)")
        }
    }

    /// Subscribers coming and going on three threads while the source's disposal takes a while:
    /// `share(replay: 0)` must never hold two source subscriptions at once (the old one is disposed before a new
    /// connection starts).
    func test_shareReconnecting_neverOverlapsTwoSourceSubscriptions() {
        let live = Recorder<Int>()
        let counter = Counter()
        let source = Observable<Int>.create { _ in
            counter.increment()
            live.append(counter.value)
            return Disposables.create {
                let until = DispatchTime.now().uptimeNanoseconds + 20_000
                while DispatchTime.now().uptimeNanoseconds < until {}
                counter.add(-1)
            }
        }
        for replay in [0, 1] {
            let shared = source.share(replay: replay)
            let group = DispatchGroup()
            for _ in 0..<3 {
                group.enter()
                Thread {
                    for _ in 0..<1_000 { shared.subscribe().dispose() }
                    group.leave()
                }.start()
            }
            XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
            XCTAssertEqual(live.values.max(), 1, "replay \(replay): two source subscriptions overlapped")
            XCTAssertEqual(counter.value, 0)
        }
    }
}

/// The order of a source's end and its disposal (RxSwift 6.10.2 `ShareReplayScope.swift`): `ShareWhileConnected`
/// and `ShareReplay1WhileConnected` (`.whileConnected` with `replay` 0 or 1) hand the end to their subscribers and
/// leave the source to dispose itself afterwards; the other variants are `multicast(...).refCount()`, whose
/// connection disposes the source before the subject forwards the end.
extension ShareTests {
    /// Runs a hot source through `do(onDispose:)` and `share(replay:scope:)`, subscribed at 200, ending at 300 with
    /// `end`; returns the recorded events, the source's subscriptions and the order of the callbacks.
    private func endOrder(
        replay: Int,
        scope: SubjectLifetimeScope,
        end: Recorded<Event<Int>>
    ) -> (events: [Recorded<Event<Int>>], subscriptions: [Subscription], log: [String]) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), end])
        let log = Recorder<String>()
        let res = scheduler.createObserver(Int.self)
        let shared = xs.asObservable()
            .do(onDispose: { log.append("source disposed at \(scheduler.clock)") })
            .share(replay: replay, scope: scope)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe { event in
                res.on(event)
                if event.isStopEvent { log.append("subscriber ended at \(scheduler.clock)") }
            }
        }
        scheduler.start()
        return (res.events, xs.subscriptions, log.values)
    }

    func test_shareWhileConnected_replay0And1_forwardTheEndBeforeDisposingTheSource() {
        for replay in [0, 1] {
            for end: Recorded<Event<Int>> in [.completed(300), .error(300, testError)] {
                let (events, subscriptions, log) = endOrder(replay: replay, scope: .whileConnected, end: end)
                XCTAssertEqual(events, [.next(210, 1), end], "replay \(replay)")
                XCTAssertEqual(subscriptions, [Subscription(200, 300)], "replay \(replay)")
                XCTAssertEqual(
                    log,
                    ["subscriber ended at 300", "source disposed at 300"],
                    "replay \(replay), \(end)"
                )
            }
        }
    }

    func test_shareMulticastVariants_disposeTheSourceBeforeForwardingTheEnd() {
        let variants: [(Int, SubjectLifetimeScope)] = [
            (2, .whileConnected), (0, .forever), (1, .forever), (2, .forever),
        ]
        for (replay, scope) in variants {
            for end: Recorded<Event<Int>> in [.completed(300), .error(300, testError)] {
                let (events, subscriptions, log) = endOrder(replay: replay, scope: scope, end: end)
                XCTAssertEqual(events, [.next(210, 1), end], "replay \(replay), \(scope)")
                XCTAssertEqual(subscriptions, [Subscription(200, 300)], "replay \(replay), \(scope)")
                XCTAssertEqual(
                    log,
                    ["source disposed at 300", "subscriber ended at 300"],
                    "replay \(replay), \(scope), \(end)"
                )
            }
        }
    }

    /// The example of the report, with a hot source in place of the subject: behind `do(onDispose:)` and `share()`,
    /// every subscriber's `onCompleted` runs before the upstream `onDispose`.
    func test_share_subscribersCompleteBeforeTheUpstreamDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let log = Recorder<String>()
        let shared = xs.asObservable().do(onDispose: { log.append("onDispose") }).share()
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(onNext: { log.append("first \($0)") }, onCompleted: { log.append("first completed") })
            _ = shared.subscribe(onCompleted: { log.append("second completed") })
        }
        scheduler.start()
        XCTAssertEqual(log.values, ["first 1", "first completed", "second completed", "onDispose"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    /// A subscriber that subscribes again from the end (as `retry` does) starts a new connection; since one share
    /// never holds two source subscriptions, that connection is made once the ended one has been disposed (RxSwift
    /// makes it first, from inside the subscriber's handler, and the old subscription disposes itself after).
    func test_shareWhileConnected_resubscribeFromTheEnd_connectsAfterTheOldSubscriptionIsDisposed() {
        for replay in [0, 1] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let log = Recorder<String>()
            var shared: Observable<Int>!
            shared = xs.asObservable()
                .do(onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
                .share(replay: replay)
            let res = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) {
                subscriptions.append(
                    shared.subscribe { event in
                        res.on(event)
                        guard event.isStopEvent else { return }
                        log.append("completed")
                        if subscriptions.count == 1 { subscriptions.append(shared.subscribe(res)) }
                    }
                )
            }
            scheduler.scheduleAt(1000) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(res.events, [.next(210, 1), .completed(220), .next(230, 1), .completed(240)], "\(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)], "replay \(replay)")
            XCTAssertEqual(
                log.values,
                ["subscribe", "completed", "dispose", "subscribe", "dispose"],
                "replay \(replay)"
            )
        }
    }
}

/// A subscriber that leaves while it subscribes (`take(1)` or `single()` answered by the replay of a `.forever`
/// share): RxSwift 6.10.2's `.forever` is `multicast(subject).refCount()`, whose subscriber subscribes to the
/// subject, then connects if it is the first, and is disposed only once its subscription is returned: so the source
/// is connected and disconnected again at that moment. Ours does the same.
extension ShareTests {
    func test_shareForever_takeOneOfTheReplay_connectsAndDisconnectsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { _ = shared.take(1).subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1)])
        XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 300)])
    }

    /// `single()` (as `asMaybe()` and `asSingle()`) fails at the second replayed element, while it subscribes.
    func test_shareForever_singleFailingOnTheReplay_connectsAndDisconnectsTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .completed(400)])
        let shared = xs.share(replay: 2, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { _ = shared.single().subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events.count, 2, "\(second.events)")
        XCTAssertEqual(second.events.first, .next(300, 1))
        guard case .error(RxError.moreThanOneElement)? = second.events.last?.value,
            second.events.last?.time == 300
        else { return XCTFail("\(second.events)") }
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 300)])
    }

    func test_shareForever_ofASynchronousSource_takeOne_connectsEachTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(320, 2)])
        let subscribed = Counter()
        let source = Observable<Int>.create { observer in
            subscribed.increment()
            observer.onNext(1)
            return xs.subscribe(observer)
        }
        let shared = source.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.take(1).subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.take(1).subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200), Subscription(300, 300)])
        XCTAssertEqual(subscribed.value, 2)
    }

    /// A deliberate difference: the outer subscriber is counted when it arrives, so the inner `take(1)`, subscribing
    /// from inside the outer one's replay, joins the outer one's connection. RxSwift's `refCount` counts a subscriber
    /// only once it has subscribed to the subject: there the inner one connects and disconnects the source first,
    /// then the outer one connects (source subscriptions 200-250, 300-300, 300-400). Counting on arrival is what keeps
    /// a subscriber from receiving a connection it does not hold, then a restarted run, when threads race (the
    /// concurrency fuzzer's "consecutive shared runs").
    func test_shareForever_subscriberLeavingInsideAnotherSubscribersReplay_joinsTheOuterSubscribersConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(320, 3), .completed(400)])
        let shared = xs.share(replay: 1, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.scheduleAt(300) { _ = shared.flatMap { _ in shared.take(1) }.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(300, 2), .next(320, 3), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 400)])
    }

    func test_shareWhileConnected_takeOneOfTheReplayOfALiveConnection_neverConnectsAgain() {
        for replay in [1, 2] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
            let shared = xs.share(replay: replay, scope: .whileConnected)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = shared.subscribe(first) }
            scheduler.scheduleAt(300) { _ = shared.take(1).subscribe(second) }
            scheduler.scheduleAt(350) { subscription?.dispose() }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .next(320, 2)], "replay \(replay)")
            XCTAssertEqual(second.events, [.next(300, 1), .completed(300)], "replay \(replay)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)], "replay \(replay)")
        }
    }
}
