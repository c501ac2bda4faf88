// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class ConnectableTests: RxTestCase {
    func test_publish_sharesOneSubscriptionFromConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .completed(300)])
        let published = xs.publish()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(first) }
        scheduler.scheduleAt(220) { connection = published.connect() }
        scheduler.scheduleAt(250) { _ = published.subscribe(second) }
        scheduler.scheduleAt(280) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(240, 2), .next(270, 3)])
        XCTAssertEqual(second.events, [.next(270, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(220, 280)])
    }

    func test_replay_givesLateSubscribersTheBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let replayed = xs.replay(2)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(250, 2), .next(250, 3), .completed(300)])
    }

    func test_replayAll_givesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let replayed = xs.replayAll()
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        let afterTheEnd = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(225) { _ = replayed.subscribe(late) }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(afterTheEnd) }
        scheduler.start()
        XCTAssertEqual(late.events, [.next(225, 1), .next(225, 2), .completed(230)])
        // The end of the source dropped the subject: a later subscriber waits on a fresh one (RxSwift 6.10.2).
        XCTAssertEqual(afterTheEnd.events, [])
    }

    func test_refCount_connectsOnFirstAndDisconnectsAfterLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3), .next(310, 4)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(280) { subscriptions[1].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(320) { subscriptions[2].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(240, 2), .next(310, 4)])
        XCTAssertEqual(second.events, [.next(240, 2), .next(270, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280), Subscription(300, 320)])
    }

    func test_refCount_sourceTermination_endsConnection_andResubscriptionReconnects() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(200) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    func test_multicastWithFixedSubject_andSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in shared.map { $0 * 10 } })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])

        let subject = ReplaySubject<Int>.createUnbounded()
        let connectable = Observable.of(1, 2).multicast(subject)
        _ = connectable.connect()
        var values: [Int] = []
        _ = connectable.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func test_multicastSelectorThrowing_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(1).multicast(
                { PublishSubject<Int>() },
                selector: { _ -> Observable<Int> in throw testError }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }
}

final class RefCountSynchronousSourceTests: RxTestCase {
    func test_synchronouslyCompletingSource_withARawObserver_connectsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let connections = Counter()
        let source = Observable<Int>.create { observer in
            connections.increment()
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        let observer = scheduler.createObserver(Int.self)
        let subscription = source.publish().refCount().subscribe(observer)
        subscription.dispose()
        XCTAssertEqual(connections.value, 1)
        XCTAssertEqual(observer.events, [.next(0, 1), .completed(0)])
    }
}

/// Subjects and sources that end while being subscribed (RxSwift 6.10.2 `Multicast.swift`, `RefCountSink.run()`).
extension ConnectableTests {
    func test_refCount_firstSubscriberTerminatedWhileSubscribing_doesNotConnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let subject = PublishSubject<Int>()
        subject.onCompleted()
        let res = scheduler.start { xs.multicast(subject).refCount() }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_refCount_lateSubscriberReplayedToTheEnd_doesNotReconnect() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = xs.multicast(ReplaySubject<Int>.create(bufferSize: 1)).refCount()
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(late.events, [.next(300, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_publishRefCount_ofASynchronousSource_reconnectsWithAFreshSubjectForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let shared = Observable.of(1, 2).publish().refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(second.events, [.next(300, 1), .next(300, 2), .completed(300)])
    }

    func test_multicastSelector_synchronousSource_runsThroughTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2).multicast(
                { PublishSubject<Int>() },
                selector: { shared in
                    Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
                }
            )
        }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .completed(200)])
    }
}

/// The order of a source's end and its disposal. Unlike `share()` and `share(replay: 1)`, these follow RxSwift
/// 6.10.2's `Connection.on` in `Multicast.swift`: the connection disposes the source subscription, then hands the end
/// to the subject (and `refCount()` forwards it after ending its own connection).
extension ConnectableTests {
    func test_connectables_disposeTheSourceBeforeTheSubscribersGetTheEnd() {
        let variants: [(String, (Observable<Int>) -> ConnectableObservable<Int>)] = [
            ("publish", { $0.publish() }),
            ("replay(1)", { $0.replay(1) }),
            ("replayAll", { $0.replayAll() }),
            ("multicast(_:)", { $0.multicast(PublishSubject()) }),
            ("multicast(makeSubject:)", { $0.multicast(makeSubject: { ReplaySubject.create(bufferSize: 2) }) }),
        ]
        for (name, makeConnectable) in variants {
            for refCounted in [false, true] {
                let scheduler = TestScheduler(initialClock: 0)
                let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
                let log = Recorder<String>()
                let res = scheduler.createObserver(Int.self)
                let connectable = makeConnectable(
                    xs.asObservable().do(onDispose: { log.append("source disposed at \(scheduler.clock)") })
                )
                let shared = refCounted ? connectable.refCount() : connectable.asObservable()
                scheduler.scheduleAt(200) {
                    _ = shared.subscribe { event in
                        res.on(event)
                        if event.isStopEvent { log.append("subscriber ended at \(scheduler.clock)") }
                    }
                    if !refCounted { _ = connectable.connect() }
                }
                scheduler.start()
                let label = "\(name), refCount \(refCounted)"
                XCTAssertEqual(res.events, [.next(210, 1), .completed(300)], label)
                XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)], label)
                XCTAssertEqual(log.values, ["source disposed at 300", "subscriber ended at 300"], label)
            }
        }
    }
}

/// `refCount()` subscribes on the current-thread trampoline, as RxSwift 6.10.2's `RefCount` (a `Producer`) does: a
/// subscriber that subscribes again while being subscribed (here, on the value a `BehaviorSubject` replays to it)
/// is counted and connects, but the source it connects to, on the `CurrentThreadScheduler`, starts only once the
/// outer subscription is set up; both subscribers then get each element in the order they subscribed.
extension ConnectableTests {
    /// Subscribes `first` at 200; on its first element `first` subscribes `second`. Returns the order of delivery.
    private func subscribeSecondOnFirstElement(
        _ shared: Observable<Int>,
        _ scheduler: TestScheduler,
        _ first: TestableObserver<Int>,
        _ second: TestableObserver<Int>
    ) -> Recorder<String> {
        let order = Recorder<String>()
        var secondSubscribed = false
        scheduler.scheduleAt(200) {
            _ = shared.subscribe { event in
                order.append("first \(event)")
                first.on(event)
                guard !secondSubscribed else { return }
                secondSubscribed = true
                _ = shared.subscribe { event in
                    order.append("second \(event)")
                    second.on(event)
                }
            }
        }
        return order
    }

    func test_refCount_subscriberJoiningOnTheReplayedValue_sharesACurrentThreadSourceInSubscriptionOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let source = Observable.range(start: 1, count: 2, scheduler: CurrentThreadScheduler.instance).concat(xs)
        let shared = source.multicast(BehaviorSubject(value: -1000)).refCount()
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let order = subscribeSecondOnFirstElement(shared, scheduler, first, second)
        scheduler.start()
        let expected: [Recorded<Event<Int>>] = [
            .next(200, -1000), .next(200, 1), .next(200, 2), .next(210, 5), .next(220, 6), .completed(230),
        ]
        XCTAssertEqual(first.events, expected)
        XCTAssertEqual(second.events, expected)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(
            order.values,
            [
                "first next(-1000)", "second next(-1000)", "first next(1)", "second next(1)", "first next(2)",
                "second next(2)", "first next(5)", "second next(5)", "first next(6)", "second next(6)",
                "first completed", "second completed",
            ]
        )
    }

    func test_refCount_subscriberJoiningOnTheReplayedValue_synchronousSources() {
        let sources: [(String, Observable<Int>)] = [
            ("of", Observable.of(1, 2)),
            ("range", Observable.range(start: 1, count: 2)),
            ("from", Observable.from([1, 2])),
        ]
        for (name, source) in sources {
            let scheduler = TestScheduler(initialClock: 0)
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            let shared = source.multicast(BehaviorSubject(value: -1000)).refCount()
            let order = subscribeSecondOnFirstElement(shared, scheduler, first, second)
            scheduler.start()
            let expected: [Recorded<Event<Int>>] = [.next(200, -1000), .next(200, 1), .next(200, 2), .completed(200)]
            XCTAssertEqual(first.events, expected, name)
            XCTAssertEqual(second.events, expected, name)
            XCTAssertEqual(
                order.values,
                [
                    "first next(-1000)", "second next(-1000)", "first next(1)", "second next(1)", "first next(2)",
                    "second next(2)", "first completed", "second completed",
                ],
                name
            )
        }
    }
}

/// `refCount()` subscribed through `subscribe(on: CurrentThreadScheduler.instance)` from nested `flatMap`s of
/// current-thread sources: every subscription, connection and scheduled disposal is queued on the one trampoline, in
/// the order RxSwift 6.10.2 queues them (`SubscribeOn.swift`, `ScheduledDisposable.swift`, `Multicast.swift`).
extension ConnectableTests {
    private func nestedSubscribeOn(
        _ shared: Observable<Int>,
        outer: Int,
        take count: Int,
        _ scheduler: TestScheduler
    ) -> TestableObserver<Int> {
        let trampoline = CurrentThreadScheduler.instance
        return scheduler.start {
            Observable.range(start: 0, count: outer, scheduler: trampoline)
                .flatMap { _ in
                    Observable.range(start: 0, count: 2, scheduler: trampoline)
                        .flatMap { _ in shared.subscribe(on: trampoline) }
                }
                .take(count)
        }
    }

    func test_refCount_underSubscribeOnCurrentThread_firstElementEndsBeforeTheSourceMovesOn() {
        for (name, share) in [
            ("publish", { (source: Observable<Int>) in source.publish().refCount() }),
            ("replay(1)", { (source: Observable<Int>) in source.replay(1).refCount() }),
        ] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
            let shared = share(Observable.of(1).concat(xs))
            let res = nestedSubscribeOn(shared, outer: 1, take: 1, scheduler)
            XCTAssertEqual(res.events, [.next(200, 1), .completed(200)], name)
            // The scheduled disposal of the only subscriber runs before `of` completes: `xs` is never subscribed.
            XCTAssertEqual(xs.subscriptions, [], name)
        }
    }

    func test_refCount_publish_underNestedSubscribeOnCurrentThread_subscribesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let shared = Observable.of(1).concat(xs).publish().refCount()
        let res = nestedSubscribeOn(shared, outer: 2, take: 3, scheduler)
        // Only the first of the four subscribers is there for `1`; all four get `5`, and `take(3)` ends at the second.
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 5), .next(210, 5), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_refCount_replay_underNestedSubscribeOnCurrentThread_disposalsQueuedBehindTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .next(20, 6), .completed(30)])
        let shared = Observable.of(1).concat(xs).replay(1).refCount()
        let res = nestedSubscribeOn(shared, outer: 2, take: 3, scheduler)
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 1), .next(200, 1), .completed(200)])
        // `take(3)` ends on the replay to the third subscriber; the disposals it schedules are queued behind the
        // completion of `of`, which subscribes `xs` first.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}

/// `multicast` into a `BehaviorSubject` inside `flatMap` over a source on the `CurrentThreadScheduler`: each inner
/// sequence is subscribed while the range's element is being delivered, so its start elements, the subject's value
/// and its connection come before the range's next element (RxSwift 6.10.2: `Range.swift`, `Merge.swift`,
/// `StartWith.swift`, `Multicast.swift`).
extension ConnectableTests {
    func test_multicastBehaviorSubject_insideFlatMapOverACurrentThreadRange_keepsEachInnerSequenceTogether() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 7)])
        let res = scheduler.start {
            Observable.range(start: 0, count: 2, scheduler: CurrentThreadScheduler.instance)
                .flatMap { x in
                    xs.multicast(BehaviorSubject(value: -1000 + x)).refCount().startWith(x, x)
                }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 0), .next(200, 0), .next(200, -1000), .next(200, 1), .next(200, 1), .next(200, -999),
                .next(250, 7), .next(250, 7),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 1000)])
    }

    /// The same pipeline with `Infallible.startWith`, which forwards to `Observable.startWith` as RxSwift's does: its
    /// start elements are emitted while it is subscribed, not through the trampoline, so the order is the same.
    func test_multicastBehaviorSubject_insideFlatMapOverACurrentThreadRange_infallibleStartWithKeepsTheOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 7)])
        let res = scheduler.start {
            Observable.range(start: 0, count: 2, scheduler: CurrentThreadScheduler.instance)
                .flatMap { x in
                    xs.multicast(BehaviorSubject(value: -1000 + x)).refCount()
                        .asInfallible(onErrorJustReturn: 0)
                        .startWith(x, x)
                        .asObservable()
                }
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 0), .next(200, 0), .next(200, -1000), .next(200, 1), .next(200, 1), .next(200, -999),
                .next(250, 7), .next(250, 7),
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 1000)])
    }

    func test_multicastBehaviorSubject_insideFlatMapOverACurrentThreadRange_synchronousSources() {
        let sources: [(String, (Int) -> Observable<Int>)] = [
            ("never", { _ in Observable.never() }),
            ("just", { Observable.just($0 + 10) }),
            ("of", { Observable.of($0 + 10) }),
            ("empty", { _ in Observable.empty() }),
        ]
        let expected: [String: [Int]] = [
            "never": [0, 0, -1000, 1, 1, -999],
            // `just` emits inside `connect()`; `of` queues its element on the trampoline before the range queues its
            // next one: either way the element comes before the next inner sequence.
            "just": [0, 0, -1000, 10, 1, 1, -999, 11],
            "of": [0, 0, -1000, 10, 1, 1, -999, 11],
            "empty": [0, 0, -1000, 1, 1, -999],
        ]
        for (name, source) in sources {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                Observable.range(start: 0, count: 2, scheduler: CurrentThreadScheduler.instance)
                    .flatMap { x in
                        source(x).multicast(BehaviorSubject(value: -1000 + x)).refCount().startWith(x, x)
                    }
            }
            let completes = name != "never"
            XCTAssertEqual(
                res.events,
                (expected[name] ?? []).map { .next(200, $0) } + (completes ? [.completed(200)] : []),
                name
            )
        }
    }
}
