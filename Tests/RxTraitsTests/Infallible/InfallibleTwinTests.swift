// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Every `Infallible` operator that has an `Observable` twin delivers the same events at the same virtual times,
/// and subscribes and disposes its sources in the same order and at the same times, as the twin: RxSwift 6.10.2
/// builds each of them by forwarding to the twin. The sources are hot, cold and synchronous ones (`of`, `just`,
/// `empty`, a `create` that emits at once), and each pipeline is also run under `take(1)` and inside a `flatMap`
/// over a current-thread source (so with the trampoline already running).
final class InfallibleTwinTests: RxTestCase {
    // MARK: - startWith, against RxSwift's recorded times

    func test_startWith_subscribesTheSourceAfterTheStartElements_evenWhenTheSubscriberLeavesDuringThem() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).startWith(0).take(1) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_startWith_emitsTheStartElementsThenSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, -1), .next(210, 1), .completed(230)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).startWith(-3, -2) }
        XCTAssertEqual(res.events, [.next(200, -3), .next(200, -2), .next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_startWith_insideTheTrampoline_emitsTheStartElementsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2).flatMap { value in Infallible.just(value * 10).startWith(value) }
        }
        XCTAssertEqual(
            res.events,
            [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)]
        )
    }

    func test_signalStartWith_subscribesTheSourceAfterTheStartElements_evenWhenTheSubscriberLeavesDuringThem() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).startWith(0).asObservable().take(1) }
            XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        }
    }

    // MARK: - Every operator against its twin

    func test_everyOperator_sameEventsAndSubscriptionsAsItsObservableTwin() {
        for twin in Self.twins {
            for scenario in Scenario.allCases {
                for consumer in Consumer.allCases {
                    let fromInfallible = run(scenario, consumer) { source, other, scheduler, log in
                        twin.infallible(source, other, scheduler, log).asObservable()
                    }
                    let fromObservable = run(scenario, consumer) { source, other, scheduler, log in
                        twin.observable(source.asObservable(), other.asObservable(), scheduler, log)
                    }
                    XCTAssertEqual(
                        fromInfallible,
                        fromObservable,
                        "\(twin.name), \(scenario) source, \(consumer)"
                    )
                }
            }
        }
    }

    // MARK: - The table

    /// What a pipeline recorded: its events, the test sources' subscriptions, and the subscriptions and side effects
    /// it logged with their virtual times.
    private struct Outcome: Equatable {
        var events: [Recorded<Event<Int>>]
        var subscriptions: [[Subscription]]
        var log: [String]
    }

    private enum Scenario: CaseIterable {
        case hot, cold, of, just, empty, createAtOnce
    }

    private enum Consumer: CaseIterable {
        case plain, takeOne, insideTrampoline
    }

    /// Appends entries stamped with the virtual time.
    private final class Log {
        let scheduler: TestScheduler
        var entries: [String] = []

        init(_ scheduler: TestScheduler) {
            self.scheduler = scheduler
        }

        func callAsFunction(_ entry: String) {
            entries.append("\(entry)@\(scheduler.clock)")
        }
    }

    private func run(
        _ scenario: Scenario,
        _ consumer: Consumer,
        _ build: (Infallible<Int>, Infallible<Int>, TestScheduler, Log) -> Observable<Int>
    ) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Log(scheduler)
        var recorded: [TestableObservable<Int>] = []
        let source: Observable<Int>
        let other: Observable<Int>
        switch scenario {
        case .hot, .cold:
            let xs =
                scenario == .hot
                ? scheduler.createHotObservable([
                    .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 2), .next(240, 3), .completed(250),
                ])
                : scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(25, 2), .completed(30)])
            let ys = scheduler.createHotObservable([.next(205, 7), .next(235, 8), .completed(270)])
            recorded = [xs, ys]
            source = xs.asObservable()
            other = ys.asObservable()
        case .of:
            source = Observable.of(1, 2, 2, 3)
            other = Observable.of(7, 8)
        case .just:
            source = Observable.just(1)
            other = Observable.just(7)
        case .empty:
            source = Observable.empty()
            other = Observable.empty()
        case .createAtOnce:
            source = Observable.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
            other = Observable.create { observer in
                observer.onNext(7)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        let logged = { (name: String, sequence: Observable<Int>) in
            sequence.do(onSubscribe: { log("subscribe \(name)") }, onDispose: { log("dispose \(name)") })
                .asInfallible(onErrorJustReturn: -1)
        }
        let pipeline = build(logged("source", source), logged("other", other), scheduler, log)
        let res = scheduler.start {
            switch consumer {
            case .plain: pipeline
            case .takeOne: pipeline.take(1)
            case .insideTrampoline: Observable.of(100, 200).flatMap { offset in pipeline.map { $0 + offset } }
            }
        }
        return Outcome(events: res.events, subscriptions: recorded.map(\.subscriptions), log: log.entries)
    }

    /// An operator as `Infallible` and as `Observable`.
    private struct Twin {
        let name: String
        let infallible: (Infallible<Int>, Infallible<Int>, TestScheduler, Log) -> Infallible<Int>
        let observable: (Observable<Int>, Observable<Int>, TestScheduler, Log) -> Observable<Int>
    }

    private final class Owner: Sendable {}

    private static let owner = Owner()

    private static var twins: [Twin] {
        [
            Twin(
                name: "map",
                infallible: { s, _, _, _ in s.map { $0 * 10 } },
                observable: { s, _, _, _ in s.map { $0 * 10 } }
            ),
            Twin(
                name: "compactMap",
                infallible: { s, _, _, _ in s.compactMap { $0 == 2 ? nil : $0 } },
                observable: { s, _, _, _ in s.compactMap { $0 == 2 ? nil : $0 } }
            ),
            Twin(
                name: "filter",
                infallible: { s, _, _, _ in s.filter { $0 > 1 } },
                observable: { s, _, _, _ in s.filter { $0 > 1 } }
            ),
            Twin(
                name: "scan",
                infallible: { s, _, _, _ in s.scan(0, accumulator: +) },
                observable: { s, _, _, _ in s.scan(0, accumulator: +) }
            ),
            Twin(
                name: "scan(into:)",
                infallible: { s, _, _, _ in s.scan(into: 0) { $0 += $1 } },
                observable: { s, _, _, _ in s.scan(into: 0) { $0 += $1 } }
            ),
            Twin(
                name: "startWith",
                infallible: { s, _, _, _ in s.startWith(-2, -1) },
                observable: { s, _, _, _ in s.startWith(-2, -1) }
            ),
            Twin(
                name: "distinctUntilChanged()",
                infallible: { s, _, _, _ in s.distinctUntilChanged() },
                observable: { s, _, _, _ in s.distinctUntilChanged() }
            ),
            Twin(
                name: "distinctUntilChanged(key)",
                infallible: { s, _, _, _ in s.distinctUntilChanged { $0 % 2 } },
                observable: { s, _, _, _ in s.distinctUntilChanged { $0 % 2 } }
            ),
            Twin(
                name: "distinctUntilChanged(comparer)",
                infallible: { s, _, _, _ in s.distinctUntilChanged { $0 == $1 } },
                observable: { s, _, _, _ in s.distinctUntilChanged { $0 == $1 } }
            ),
            Twin(
                name: "distinctUntilChanged(key, comparer)",
                infallible: { s, _, _, _ in s.distinctUntilChanged({ $0 }, comparer: ==) },
                observable: { s, _, _, _ in s.distinctUntilChanged({ $0 }, comparer: ==) }
            ),
            Twin(
                name: "distinctUntilChanged(at:)",
                infallible: { s, _, _, _ in s.distinctUntilChanged(at: \.self) },
                observable: { s, _, _, _ in s.distinctUntilChanged(at: \.self) }
            ),
            Twin(name: "take", infallible: { s, _, _, _ in s.take(2) }, observable: { s, _, _, _ in s.take(2) }),
            Twin(
                name: "take(while:)",
                infallible: { s, _, _, _ in s.take(while: { $0 < 2 }, behavior: .inclusive) },
                observable: { s, _, _, _ in s.take(while: { $0 < 2 }, behavior: .inclusive) }
            ),
            Twin(
                name: "take(until: observable)",
                infallible: { s, o, _, _ in s.take(until: o.asObservable()) },
                observable: { s, o, _, _ in s.take(until: o) }
            ),
            Twin(
                name: "take(until: infallible)",
                infallible: { s, o, _, _ in s.take(until: o) },
                observable: { s, o, _, _ in s.take(until: o) }
            ),
            Twin(
                name: "take(until: predicate)",
                infallible: { s, _, _, _ in s.take(until: { $0 == 2 }, behavior: .inclusive) },
                observable: { s, _, _, _ in s.take(until: { $0 == 2 }, behavior: .inclusive) }
            ),
            Twin(
                name: "take(for:)",
                infallible: { s, _, c, _ in s.take(for: .seconds(25), scheduler: c) },
                observable: { s, _, c, _ in s.take(for: .seconds(25), scheduler: c) }
            ),
            Twin(name: "skip", infallible: { s, _, _, _ in s.skip(1) }, observable: { s, _, _, _ in s.skip(1) }),
            Twin(
                name: "skip(while:)",
                infallible: { s, _, _, _ in s.skip(while: { $0 < 2 }) },
                observable: { s, _, _, _ in s.skip(while: { $0 < 2 }) }
            ),
            Twin(
                name: "skip(until:)",
                infallible: { s, o, _, _ in s.skip(until: o.asObservable()) },
                observable: { s, o, _, _ in s.skip(until: o) }
            ),
            Twin(
                name: "debounce",
                infallible: { s, _, c, _ in s.debounce(.seconds(5), scheduler: c) },
                observable: { s, _, c, _ in s.debounce(.seconds(5), scheduler: c) }
            ),
            Twin(
                name: "throttle",
                infallible: { s, _, c, _ in s.throttle(.seconds(15), scheduler: c) },
                observable: { s, _, c, _ in s.throttle(.seconds(15), scheduler: c) }
            ),
            Twin(
                name: "throttle(latest: false)",
                infallible: { s, _, c, _ in s.throttle(.seconds(15), latest: false, scheduler: c) },
                observable: { s, _, c, _ in s.throttle(.seconds(15), latest: false, scheduler: c) }
            ),
            Twin(
                name: "delay",
                infallible: { s, _, c, _ in s.delay(.seconds(5), scheduler: c) },
                observable: { s, _, c, _ in s.delay(.seconds(5), scheduler: c) }
            ),
            Twin(
                name: "delaySubscription",
                infallible: { s, _, c, _ in s.delaySubscription(.seconds(5), scheduler: c) },
                observable: { s, _, c, _ in s.delaySubscription(.seconds(5), scheduler: c) }
            ),
            Twin(
                name: "observe(on:)",
                infallible: { s, _, c, _ in s.observe(on: c) },
                observable: { s, _, c, _ in s.observe(on: c) }
            ),
            Twin(
                name: "subscribe(on:)",
                infallible: { s, _, c, _ in s.subscribe(on: c) },
                observable: { s, _, c, _ in s.subscribe(on: c) }
            ),
            Twin(name: "share", infallible: { s, _, _, _ in s.share() }, observable: { s, _, _, _ in s.share() }),
            Twin(
                name: "share(replay: 1, .forever)",
                infallible: { s, _, _, _ in s.share(replay: 1, scope: .forever) },
                observable: { s, _, _, _ in s.share(replay: 1, scope: .forever) }
            ),
            Twin(
                name: "withUnretained(resultSelector:)",
                infallible: { s, _, _, _ in s.withUnretained(owner) { $1 } },
                observable: { s, _, _, _ in s.withUnretained(owner) { $1 } }
            ),
            Twin(
                name: "withUnretained",
                infallible: { s, _, _, _ in s.withUnretained(owner).map { $0.1 } },
                observable: { s, _, _, _ in s.withUnretained(owner).map { $0.1 } }
            ),
            Twin(
                name: "do",
                infallible: { s, _, _, log in
                    s.do(
                        onNext: { log("next \($0)") },
                        afterNext: { log("after next \($0)") },
                        onCompleted: { log("completed") },
                        afterCompleted: { log("after completed") },
                        onSubscribe: { log("subscribe") },
                        onSubscribed: { log("subscribed") },
                        onDispose: { log("dispose") }
                    )
                },
                observable: { s, _, _, log in
                    s.do(
                        onNext: { log("next \($0)") },
                        afterNext: { log("after next \($0)") },
                        onCompleted: { log("completed") },
                        afterCompleted: { log("after completed") },
                        onSubscribe: { log("subscribe") },
                        onSubscribed: { log("subscribed") },
                        onDispose: { log("dispose") }
                    )
                }
            ),
            Twin(
                name: "flatMap",
                infallible: { s, o, _, _ in s.flatMap { v in o.map { v * 10 + $0 } } },
                observable: { s, o, _, _ in s.flatMap { v in o.map { v * 10 + $0 } } }
            ),
            Twin(
                name: "flatMap(just)",
                infallible: { s, _, _, _ in s.flatMap { Infallible.just($0 * 10) } },
                observable: { s, _, _, _ in s.flatMap { Observable.just($0 * 10) } }
            ),
            Twin(
                name: "flatMapLatest",
                infallible: { s, o, _, _ in s.flatMapLatest { v in o.map { v * 10 + $0 } } },
                observable: { s, o, _, _ in s.flatMapLatest { v in o.map { v * 10 + $0 } } }
            ),
            Twin(
                name: "flatMapFirst",
                infallible: { s, o, _, _ in s.flatMapFirst { v in o.map { v * 10 + $0 } } },
                observable: { s, o, _, _ in s.flatMapFirst { v in o.map { v * 10 + $0 } } }
            ),
            Twin(
                name: "concatMap",
                infallible: { s, o, _, _ in s.concatMap { v in o.map { v * 10 + $0 } } },
                observable: { s, o, _, _ in s.concatMap { v in o.map { v * 10 + $0 } } }
            ),
            Twin(
                name: "concat(second)",
                infallible: { s, o, _, _ in s.concat(o) },
                observable: { s, o, _, _ in s.concat(o) }
            ),
            Twin(
                name: "concat(...)",
                infallible: { s, o, _, _ in Infallible.concat(s, o) },
                observable: { s, o, _, _ in Observable.concat(s, o) }
            ),
            Twin(
                name: "concat([...])",
                infallible: { s, o, _, _ in Infallible.concat([s, o]) },
                observable: { s, o, _, _ in Observable.concat([s, o]) }
            ),
            Twin(
                name: "withLatestFrom(resultSelector:)",
                infallible: { s, o, _, _ in s.withLatestFrom(o, resultSelector: +) },
                observable: { s, o, _, _ in s.withLatestFrom(o, resultSelector: +) }
            ),
            Twin(
                name: "withLatestFrom",
                infallible: { s, o, _, _ in s.withLatestFrom(o) },
                observable: { s, o, _, _ in s.withLatestFrom(o) }
            ),
            Twin(
                name: "merge(...)",
                infallible: { s, o, _, _ in Infallible.merge(s, o) },
                observable: { s, o, _, _ in Observable.merge(s, o) }
            ),
            // An array literal picks RxSwift's `[Infallible]` overload, which merges. RxSwift 6.10.2's overload for
            // any other collection concatenates instead (it forwards to `Observable.concat`, which its own
            // documentation contradicts); ours merges every collection.
            Twin(
                name: "merge([...])",
                infallible: { s, o, _, _ in Infallible.merge([s, o]) },
                observable: { s, o, _, _ in Observable.merge([s, o]) }
            ),
            Twin(
                name: "combineLatest",
                infallible: { s, o, _, _ in Infallible.combineLatest(s, o, resultSelector: +) },
                observable: { s, o, _, _ in Observable.combineLatest(s, o, resultSelector: +) }
            ),
            Twin(
                name: "combineLatest([...])",
                infallible: { s, o, _, _ in Infallible.combineLatest([s, o]) { $0.reduce(0, +) } },
                observable: { s, o, _, _ in Observable.combineLatest([s, o]) { $0.reduce(0, +) } }
            ),
            Twin(
                name: "zip",
                infallible: { s, o, _, _ in Infallible.zip(s, o, resultSelector: +) },
                observable: { s, o, _, _ in Observable.zip(s, o, resultSelector: +) }
            ),
            Twin(
                name: "zip([...])",
                infallible: { s, o, _, _ in Infallible.zip([s, o]) { $0.reduce(0, +) } },
                observable: { s, o, _, _ in Observable.zip([s, o]) { $0.reduce(0, +) } }
            ),
            Twin(
                name: "switchLatest",
                infallible: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.switchLatest() },
                observable: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.switchLatest() }
            ),
            Twin(
                name: "merge()",
                infallible: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.merge() },
                observable: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.merge() }
            ),
            Twin(
                name: "concat()",
                infallible: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.concat() },
                observable: { s, o, _, _ in s.map { v in o.map { v * 10 + $0 } }.concat() }
            ),
            Twin(
                name: "asInfallible(onErrorJustReturn:)",
                infallible: { s, _, _, _ in
                    s.asObservable().concat(Observable.error(testError)).asInfallible(onErrorJustReturn: 9)
                },
                observable: { s, _, _, _ in s.concat(Observable.error(testError)).catchAndReturn(9) }
            ),
            Twin(
                name: "asInfallible(onErrorFallbackTo:)",
                infallible: { s, o, _, _ in
                    s.asObservable().concat(Observable.error(testError)).asInfallible(onErrorFallbackTo: o)
                },
                observable: { s, o, _, _ in s.concat(Observable.error(testError)).catch { _ in o } }
            ),
            Twin(
                name: "asInfallible(onErrorRecover:)",
                infallible: { s, o, _, _ in
                    s.asObservable().concat(Observable.error(testError)).asInfallible(onErrorRecover: { _ in o })
                },
                observable: { s, o, _, _ in s.concat(Observable.error(testError)).catch { _ in o } }
            ),
            Twin(
                name: "just",
                infallible: { _, _, _, _ in Infallible.just(5) },
                observable: { _, _, _, _ in Observable.just(5) }
            ),
            Twin(
                name: "just(scheduler:)",
                infallible: { _, _, c, _ in Infallible.just(5, scheduler: c) },
                observable: { _, _, c, _ in Observable.just(5, scheduler: c) }
            ),
            Twin(
                name: "of",
                infallible: { _, _, _, _ in Infallible.of(5, 6) },
                observable: { _, _, _, _ in Observable.of(5, 6) }
            ),
            Twin(
                name: "from",
                infallible: { _, _, _, _ in Infallible.from([5, 6]) },
                observable: { _, _, _, _ in Observable.from([5, 6]) }
            ),
            Twin(
                name: "from(sequence)",
                infallible: { _, _, _, _ in Infallible.from(5...6) },
                observable: { _, _, _, _ in Observable.from(5...6) }
            ),
            Twin(
                name: "empty",
                infallible: { _, _, _, _ in Infallible.empty() },
                observable: { _, _, _, _ in Observable.empty() }
            ),
            Twin(
                name: "deferred",
                infallible: { s, _, _, _ in Infallible.deferred { s } },
                observable: { s, _, _, _ in Observable.deferred { s } }
            ),
            Twin(
                name: "timer",
                infallible: { _, _, c, _ in Infallible.timer(.seconds(5), period: .seconds(10), scheduler: c).take(3) },
                observable: { _, _, c, _ in Observable.timer(.seconds(5), period: .seconds(10), scheduler: c).take(3) }
            ),
            Twin(
                name: "interval",
                infallible: { _, _, c, _ in Infallible.interval(.seconds(10), scheduler: c).take(3) },
                observable: { _, _, c, _ in Observable.interval(.seconds(10), scheduler: c).take(3) }
            ),
            Twin(
                name: "create",
                infallible: { _, _, _, _ in
                    Infallible.create { observer in
                        observer(.next(5)); observer(.completed); return Disposables.create()
                    }
                },
                observable: { _, _, _, _ in
                    Observable.create { observer in
                        observer.onNext(5); observer.onCompleted(); return Disposables.create()
                    }
                }
            ),
        ]
    }
}
