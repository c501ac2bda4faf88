// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The same events produced synchronously (emitted while being subscribed) or scheduled at the subscription time
/// (a cold observable with the events at offset 0, which the TestScheduler delivers at the subscription tick after
/// `subscribe` returned) give the same recorded events, with the same times, and the same subscription logs for
/// every hot and cold observable involved — in the positions where RxSwift 6.10.2 itself gives the same output.
///
/// Where RxSwift does not, the position is left out, with the reason next to it: RxSwift subscribes the sources
/// of `skip(until:)`, `sample`, `merge`, `amb` and `combineLatest` one after the other, so a synchronous first
/// source acts before the second is subscribed, but a scheduled one after the second acted while subscribed
/// (RxSwift/Observables/SkipUntil.swift, Sample.swift, Merge.swift, Amb.swift, CombineLatest+arity.swift). The
/// second sequence of those operators is therefore always asynchronous here. For inner sequences, the outer
/// sequence emits at distinct ticks: two outer elements in one synchronous burst would let a synchronous inner
/// finish before the next element, but not a scheduled one (flatMapLatest, flatMapFirst), as in RxSwift.
final class SynchronousMetamorphicTests: RxTestCase {
    struct Outcome {
        var events: [Recorded<Event<Int>>]
        var logs: [String: [[Subscription]]]
    }

    static func run(_ build: @escaping (Scripted) -> Observable<Int>) -> Outcome {
        let scheduler = TestScheduler(initialClock: 0)
        let scripted = Scripted(scheduler: scheduler)
        let res = scheduler.start { build(scripted) }
        var logs: [String: [[Subscription]]] = [:]
        for slot in scripted.slots { logs[slot] = scripted.logs(slot) }
        return Outcome(events: res.events, logs: logs)
    }

    /// How `candidate` differs from `reference`: events, grammar, and the logs of every slot both runs created
    /// cold or hot observables for (a synchronous script without later events creates none).
    ///
    /// The logs of a slot in `ignoring` are not compared: `create` and `deferred` (styles 1 and 2) dispose their
    /// subscription when they forward a terminal event, as RxSwift's AnonymousObservableSink and DeferredSink do,
    /// and a bare cold observable does not; so the later part of a script can be unsubscribed earlier there, which
    /// is the representation, not the operator under test.
    static func differences(_ candidate: Outcome, from reference: Outcome, ignoring: Set<String> = []) -> [String] {
        var problems: [String] = []
        if let problem = grammarProblem(candidate.events) { problems.append("grammar: \(problem)") }
        if candidate.events != reference.events {
            problems.append("events \(describe(candidate.events)), scheduled gives \(describe(reference.events))")
        }
        for (slot, logs) in candidate.logs.sorted(by: { $0.key < $1.key })
        where !ignoring.contains(slot) && reference.logs[slot] != logs {
            problems.append("subscriptions of \(slot) \(logs), scheduled gives \(reference.logs[slot] ?? [])")
        }
        return problems
    }

    typealias Operator = (name: String, apply: (Observable<Int>, Scripted) -> Observable<Int>)

    // MARK: - Single-source operators: the source is synchronous or scheduled

    static let sourceScripts: [Script] = [
        Script([.completed(0)]),
        Script([.error(0)]),
        Script([.next(0, 1), .completed(0)]),
        Script([.next(0, 1), .next(0, 2), .next(0, 3), .completed(0)]),
        Script([.next(0, 1), .error(0)]),
        Script([.next(0, 1), .next(0, 2)]),
        Script([.next(0, 1), .next(100, 2), .completed(200)]),
        Script([.next(0, 1), .next(0, 2), .error(100)]),
        Script([.next(0, 1), .next(0, 1), .next(0, 2), .completed(100)]),
    ]

    static let fallback: [Recorded<Event<Int>>] = [.next(5, 9), .completed(15)]

    static func inner(_ x: Scripted, _ v: Int) -> Observable<Int> {
        x.fixedCold([.next(5, 10 * v), .next(45, 10 * v + 1), .completed(55)], slot: "inner")
    }

    static var singleSourceOperators: [Operator] {
        [
            ("map", { s, _ in s.map { $0 * 2 } }),
            ("filter", { s, _ in s.filter { $0 != 2 } }),
            ("scan", { s, _ in s.scan(0, accumulator: +) }),
            ("startWith", { s, _ in s.startWith(0) }),
            ("take(1)", { s, _ in s.take(1) }),
            ("take(2)", { s, _ in s.take(2) }),
            ("skip(1)", { s, _ in s.skip(1) }),
            ("distinctUntilChanged", { s, _ in s.distinctUntilChanged() }),
            ("takeLast(1)", { s, _ in s.takeLast(1) }),
            ("reduce", { s, _ in s.reduce(0, accumulator: +) }),
            ("element(at: 1)", { s, _ in s.element(at: 1) }),
            ("catchAndReturn", { s, _ in s.catchAndReturn(7) }),
            ("retry(2)", { s, _ in s.retry(2) }),
            ("ifEmpty(default:)", { s, _ in s.ifEmpty(default: 7) }),
            (
                "buffer",
                { s, x in
                    s.buffer(timeSpan: .seconds(70), count: 2, scheduler: x.scheduler).map {
                        $0.reduce(0) { $0 * 10 + $1 }
                    }
                }
            ),
            (
                "window",
                { s, x in
                    s.window(timeSpan: .seconds(70), count: 2, scheduler: x.scheduler).flatMap {
                        $0.reduce(0, accumulator: +)
                    }
                }
            ),
            (
                "groupBy+flatMap",
                { s, _ in s.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } } }
            ),
            ("delaySubscription", { s, x in s.delaySubscription(.seconds(5), scheduler: x.scheduler) }),
            ("delay", { s, x in s.delay(.seconds(5), scheduler: x.scheduler) }),
            ("using", { s, _ in Observable.using({ BooleanDisposable() }, observableFactory: { _ in s }) }),
            (
                "share, twice in a row",
                { s, _ in
                    let shared = s.share()
                    return shared.concat(shared)
                }
            ),
            (
                "share(replay: 1), twice in a row",
                { s, _ in
                    let shared = s.share(replay: 1)
                    return shared.concat(shared)
                }
            ),
            ("catch", { s, x in s.catch { _ in x.fixedCold(fallback, slot: "fallback") } }),
            ("concat", { s, x in s.concat(x.fixedCold(fallback, slot: "fallback")) }),
            (
                "retry(when:)",
                { s, _ in
                    s.retry(when: { (errors: Observable<Swift.Error>) in
                        errors.enumerated().flatMap { pair -> Observable<Int> in
                            pair.index < 1 ? .just(0) : .error(pair.element)
                        }
                    })
                }
            ),
            ("take(until: hot)", { s, x in s.take(until: x.hot([.next(250, 0)], slot: "trigger")) }),
            // RxSwift subscribes take(until:)'s trigger first, so a synchronous trigger wins either way.
            ("take(until: just)", { s, _ in s.take(until: Observable.just(0)) }),
            ("skip(until: hot)", { s, x in s.skip(until: x.hot([.next(250, 0)], slot: "trigger")) }),
            (
                "withLatestFrom(hot)",
                { s, x in s.withLatestFrom(x.hot([.next(150, 4), .next(250, 5)], slot: "second")) { $0 * 10 + $1 } }
            ),
            // RxSwift subscribes withLatestFrom's second sequence first.
            ("withLatestFrom(just)", { s, _ in s.withLatestFrom(Observable.just(5)) { $0 * 10 + $1 } }),
            (
                "sample(hot)",
                { s, x in s.sample(x.hot([.next(205, 0), .next(305, 0), .next(405, 0)], slot: "sampler")) }
            ),
            (
                "timeout(_:other:)",
                { s, x in
                    s.timeout(.seconds(50), other: x.fixedCold(fallback, slot: "fallback"), scheduler: x.scheduler)
                }
            ),
            ("amb(hot)", { s, x in s.amb(x.hot([.next(250, 9)], slot: "other")) }),
            ("merge(s, hot)", { s, x in Observable.merge(s, x.hot([.next(250, 9), .completed(450)], slot: "other")) }),
            (
                "combineLatest(s, hot)",
                { s, x in
                    Observable.combineLatest(s, x.hot([.next(250, 5), .completed(450)], slot: "other")) { $0 * 10 + $1 }
                }
            ),
            (
                "zip(s, cold)",
                { s, x in
                    Observable.zip(s, x.fixedCold([.next(5, 5), .next(105, 6), .completed(205)], slot: "other")) {
                        $0 * 10 + $1
                    }
                }
            ),
            ("flatMap", { s, x in s.flatMap { inner(x, $0) } }),
            ("concatMap", { s, x in s.concatMap { inner(x, $0) } }),
            ("flatMapLatest", { s, x in s.flatMapLatest { inner(x, $0) } }),
            ("flatMapFirst", { s, x in s.flatMapFirst { inner(x, $0) } }),
            ("switchLatest", { s, x in s.map { inner(x, $0) }.switchLatest() }),
            ("merge(maxConcurrent: 2)", { s, x in s.map { inner(x, $0) }.merge(maxConcurrent: 2) }),
        ]
    }

    func test_singleSourceOperators_synchronousOrScheduledSource_sameOutput() {
        for op in Self.singleSourceOperators {
            for script in Self.sourceScripts {
                let reference = Self.run { x in op.apply(x.make(script, .scheduled, slot: "source"), x) }
                for style in 0..<3 {
                    let representation = Representation.synchronous(style: style)
                    let candidate = Self.run { x in op.apply(x.make(script, representation, slot: "source"), x) }
                    let problems = Self.differences(candidate, from: reference, ignoring: style == 0 ? [] : ["source"])
                    if !problems.isEmpty {
                        XCTFail("\(op.name) over \(representation) \(script): " + problems.joined(separator: "; "))
                    }
                }
            }
        }
    }

    // MARK: - Catch and fallback positions: the source and the fallback are each synchronous or scheduled

    static let failingOrEmptySources: [Script] = [
        Script([.error(0)]),
        Script([.next(0, 1), .error(0)]),
        Script([.next(0, 1), .error(100)]),
        Script([.completed(0)]),
        Script([.next(0, 1), .completed(0)]),
        Script([.completed(100)]),
    ]

    static let fallbackScripts: [Script] = [
        Script([.next(0, 9), .completed(0)]),
        Script([.next(0, 9), .next(0, 8), .completed(0)]),
        Script([.next(0, 9), .next(10, 8), .completed(20)]),
        Script([.completed(0)]),
        Script([.error(0)]),
        Script([.next(0, 9), .error(0)]),
        Script([.next(10, 9), .completed(20)]),
        Script([.next(0, 9)]),
    ]

    typealias TwoSlotOperator = (
        name: String, accepts: (Script) -> Bool, apply: (Observable<Int>, Observable<Int>, Scripted) -> Observable<Int>
    )

    /// Every fallback script.
    static func any(_ script: Script) -> Bool { true }

    /// Whether nothing follows the first element in the same tick. A `retry(when:)` trigger that emits and then
    /// acts again in the same tick races, in RxSwift itself, with the resubscribed source: a synchronous source
    /// fails again before the trigger's next event, a scheduled one after it (RxSwift/Observables/RetryWhen.swift
    /// resubscribes at once when the trigger emits outside a resubscription, later when inside one).
    static func nothingElseInTheFirstTick(_ script: Script) -> Bool {
        guard let first = script.events.first(where: { if case .next = $0.event { true } else { false } }) else {
            return true
        }
        return script.events.filter { $0.offset == first.offset }.count == 1
    }

    static var fallbackOperators: [TwoSlotOperator] {
        [
            ("catch", any, { s, f, _ in s.catch { _ in f } }),
            ("catch(sequence:)", any, { s, f, _ in Observable.catch(sequence: [s, f]) }),
            ("ifEmpty(switchTo:)", any, { s, f, _ in s.ifEmpty(switchTo: f) }),
            ("concat", any, { s, f, _ in s.concat(f) }),
            ("Observable.concat([…])", any, { s, f, _ in Observable.concat([s, f]) }),
            (
                "retry(when:) with the fallback as trigger", nothingElseInTheFirstTick,
                { s, f, _ in
                    s.retry(when: { (errors: Observable<Swift.Error>) in
                        errors.enumerated().flatMap { pair -> Observable<Int> in
                            pair.index < 1 ? f : .error(pair.element)
                        }
                    })
                }
            ),
            ("catch then map", any, { s, f, _ in s.catch { _ in f }.map { $0 + 1 } }),
            (
                "flatMapLatest { catch }", any,
                { s, f, x in
                    x.hot([.next(210, 1), .next(300, 2), .completed(400)], slot: "outer").flatMapLatest { _ in
                        s.catch { _ in f }
                    }
                }
            ),
        ]
    }

    func test_fallbackPositions_synchronousOrScheduled_sameOutput() {
        for op in Self.fallbackOperators {
            for source in Self.failingOrEmptySources {
                for fallback in Self.fallbackScripts where op.accepts(fallback) {
                    let reference = Self.run { x in
                        op.apply(
                            x.make(source, .scheduled, slot: "source"),
                            x.make(fallback, .scheduled, slot: "fallback"),
                            x
                        )
                    }
                    for sourceRepresentation in Representation.all {
                        for fallbackRepresentation in Representation.all
                        where sourceRepresentation != .scheduled || fallbackRepresentation != .scheduled {
                            let candidate = Self.run { x in
                                op.apply(
                                    x.make(source, sourceRepresentation, slot: "source"),
                                    x.make(fallback, fallbackRepresentation, slot: "fallback"),
                                    x
                                )
                            }
                            let ignoring = Set(
                                [("source", sourceRepresentation), ("fallback", fallbackRepresentation)]
                                    .filter { $0.1 != .scheduled && $0.1 != .synchronous(style: 0) }.map(\.0)
                            )
                            let problems = Self.differences(candidate, from: reference, ignoring: ignoring)
                            if !problems.isEmpty {
                                XCTFail(
                                    "\(op.name): source \(sourceRepresentation) \(source), fallback "
                                        + "\(fallbackRepresentation) \(fallback): " + problems.joined(separator: "; ")
                                )
                            }
                        }
                    }
                }
            }
        }
    }

    func test_timeoutFallback_synchronousOrScheduled_sameOutput() {
        for fallback in Self.fallbackScripts {
            let build: (Representation) -> (Scripted) -> Observable<Int> = { representation in
                { x in
                    x.hot([.next(210, 1), .next(300, 2)], slot: "source")
                        .timeout(
                            .seconds(50),
                            other: x.make(fallback, representation, slot: "fallback"),
                            scheduler: x.scheduler
                        )
                }
            }
            let reference = Self.run(build(.scheduled))
            for style in 0..<3 {
                let representation = Representation.synchronous(style: style)
                let problems = Self.differences(
                    Self.run(build(representation)),
                    from: reference,
                    ignoring: style == 0 ? [] : ["fallback"]
                )
                if !problems.isEmpty {
                    XCTFail("timeout fallback \(representation) \(fallback): " + problems.joined(separator: "; "))
                }
            }
        }
    }

    // MARK: - Inner positions: the outer sequence is hot, each inner sequence synchronous or scheduled

    static let innerScripts: [Script] = [
        Script([.next(0, 0), .completed(0)]),
        Script([.next(0, 0), .next(0, 1), .completed(0)]),
        Script([.next(0, 0), .next(5, 1), .completed(15)]),
        Script([.next(0, 0), .next(25, 1), .completed(35)]),
        Script([.error(0)]),
        Script([.next(0, 0), .error(0)]),
        Script([.completed(0)]),
        Script([.next(5, 0), .completed(15)]),
        Script([.next(0, 0)]),
    ]

    static var innerOperators:
        [(name: String, apply: (Observable<Int>, @escaping (Int) -> Observable<Int>) -> Observable<Int>)]
    {
        [
            ("flatMap", { outer, inner in outer.flatMap(inner) }),
            ("concatMap", { outer, inner in outer.concatMap(inner) }),
            ("flatMapLatest", { outer, inner in outer.flatMapLatest(inner) }),
            ("flatMapFirst", { outer, inner in outer.flatMapFirst(inner) }),
            ("switchLatest", { outer, inner in outer.map(inner).switchLatest() }),
            ("merge(maxConcurrent: 2)", { outer, inner in outer.map(inner).merge(maxConcurrent: 2) }),
            ("merge()", { outer, inner in outer.map(inner).merge() }),
        ]
    }

    func test_innerPositions_synchronousOrScheduled_sameOutput() {
        let outers: [[Recorded<Event<Int>>]] = [
            [.next(210, 1), .next(230, 2), .next(250, 3), .completed(270)],
            [.next(210, 1), .next(230, 2), .error(270, testError)],
        ]
        for op in Self.innerOperators {
            for outer in outers {
                for script in Self.innerScripts {
                    let build: (Representation) -> (Scripted) -> Observable<Int> = { representation in
                        { x in
                            op.apply(x.hot(outer, slot: "outer")) { v in
                                x.make(script.mapValues { 10 * v + $0 }, representation, slot: "inner")
                            }
                        }
                    }
                    let reference = Self.run(build(.scheduled))
                    for style in 0..<3 {
                        let representation = Representation.synchronous(style: style)
                        let problems = Self.differences(
                            Self.run(build(representation)),
                            from: reference,
                            ignoring: style == 0 ? [] : ["inner"]
                        )
                        if !problems.isEmpty {
                            XCTFail(
                                "\(op.name), outer \(describe(outer)), inner \(representation) \(script): "
                                    + problems.joined(separator: "; ")
                            )
                        }
                    }
                }
            }
        }
    }
}
