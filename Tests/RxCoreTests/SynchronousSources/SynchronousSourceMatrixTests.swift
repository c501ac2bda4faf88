// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every operator × every source that acts while being subscribed (`SyncSource`) × inner, fallback or trigger
/// sequences that are synchronous, asynchronous, or both (`InnerKind`), against what RxSwift 6.10.2 records.
///
/// The source's events all happen at 200 (the subscription). Fallbacks and triggers are `inners.make(9)`
/// (90, or 90 then 91); inner sequences are `inners.make(v)`. The expected values are written from RxSwift's
/// operators (RxSwift/Observables/*.swift): which source each operator subscribes first, and when it disposes.
final class SynchronousSourceMatrixTests: RxTestCase {
    struct Expected {
        var events: [Recorded<Event<Int>>]
        /// The expected subscriptions of the cold part of `inners.make(v)`, for each `v` listed.
        var subscriptions: [Int: [Subscription]] = [:]
    }

    /// Runs `build` for every source (and every inner kind when `usesInner`) and compares with `expected`.
    private func check(
        _ name: String,
        usesInner: Bool = true,
        file: StaticString = #filePath,
        line: UInt = #line,
        build: @escaping (Observable<Int>, Inners) -> Observable<Int>,
        expected: (SyncSource, Inners) -> Expected
    ) {
        for source in SyncSource.allCases {
            for kind in usesInner ? InnerKind.allCases : [.async] {
                let scheduler = TestScheduler(initialClock: 0)
                let inners = Inners(scheduler: scheduler, kind: kind)
                let res = scheduler.start { build(source.make(), inners) }
                let want = expected(source, inners)
                var problems: [String] = []
                if res.events != want.events {
                    problems.append("events \(describe(res.events)), expected \(describe(want.events))")
                }
                for (v, subscriptions) in want.subscriptions.sorted(by: { $0.key < $1.key })
                where inners.subscriptions(v) != subscriptions {
                    problems.append("subscriptions of inner \(v) \(inners.subscriptions(v)), expected \(subscriptions)")
                }
                if !problems.isEmpty {
                    let cell = usesInner ? "\(name) × \(source) × \(kind)" : "\(name) × \(source)"
                    XCTFail("\(cell): " + problems.joined(separator: "; "), file: file, line: line)
                }
            }
        }
    }

    // MARK: - Single-source operators

    func test_map() {
        check("map", usesInner: false, build: { s, _ in s.map { $0 * 2 } }) { s, _ in
            Expected(events: s.all { $0 * 2 })
        }
    }

    func test_filter() {
        check("filter", usesInner: false, build: { s, _ in s.filter { $0 % 2 == 1 } }) { s, _ in
            Expected(events: s.values.filter { $0 % 2 == 1 }.map { .next(200, $0) } + [s.terminal(at: 200)])
        }
    }

    func test_scan() {
        check("scan", usesInner: false, build: { s, _ in s.scan(0, accumulator: +) }) { s, _ in
            var sum = 0
            return Expected(
                events: s.values.map {
                    sum += $0; return .next(200, sum)
                } + [s.terminal(at: 200)]
            )
        }
    }

    func test_startWith() {
        check("startWith", usesInner: false, build: { s, _ in s.startWith(0) }) { s, _ in
            Expected(events: [.next(200, 0)] + s.all())
        }
    }

    func test_delaySubscription() {
        check(
            "delaySubscription",
            usesInner: false,
            build: { s, i in
                s.delaySubscription(.seconds(10), scheduler: i.scheduler)
            }
        ) { s, _ in
            Expected(events: s.all(at: 210))
        }
    }

    func test_using() {
        check(
            "using",
            usesInner: false,
            build: { s, _ in
                Observable.using({ BooleanDisposable() }, observableFactory: { _ in s })
            }
        ) { s, _ in
            Expected(events: s.all())
        }
    }

    func test_buffer() {
        // RxSwift's buffer emits each full buffer at once, and the rest (even empty) before completing.
        check(
            "buffer",
            usesInner: false,
            build: { s, i in
                s.buffer(timeSpan: .seconds(100), count: 2, scheduler: i.scheduler)
                    .map { $0.count * 100 + $0.reduce(0) { $0 * 10 + $1 } }
            }
        ) { s, _ in
            Expected(events: Self.chunks(s) { $0.count * 100 + $0.reduce(0) { $0 * 10 + $1 } })
        }
    }

    func test_window() {
        // Each window is reduced to its digits; RxSwift opens a new (possibly empty) window after a full one.
        check(
            "window",
            usesInner: false,
            build: { s, i in
                s.window(timeSpan: .seconds(100), count: 2, scheduler: i.scheduler)
                    .flatMap { $0.reduce(0) { $0 * 10 + $1 } }
            }
        ) { s, _ in
            Expected(events: Self.chunks(s) { $0.reduce(0) { $0 * 10 + $1 } })
        }
    }

    /// Full chunks of two at 200, then (when the source completes) the rest and completed, else the error.
    private static func chunks(_ s: SyncSource, _ encode: ([Int]) -> Int) -> [Recorded<Event<Int>>] {
        var events: [Recorded<Event<Int>>] = []
        var chunk: [Int] = []
        for v in s.values {
            chunk.append(v)
            if chunk.count == 2 {
                events.append(.next(200, encode(chunk)))
                chunk = []
            }
        }
        if !s.fails { events.append(.next(200, encode(chunk))) }
        return events + [s.terminal(at: 200)]
    }

    func test_groupByFlatMap() {
        check(
            "groupBy+flatMap",
            usesInner: false,
            build: { s, _ in
                s.groupBy { $0 % 2 }.flatMap { group in group.map { group.key * 100 + $0 } }
            }
        ) { s, _ in
            Expected(events: s.all { $0 % 2 * 100 + $0 })
        }
    }

    func test_share() {
        // The first subscriber's connection ends while it is subscribed, so the second one connects again; a
        // trampolined source has not emitted yet when the second subscriber arrives, which shares the connection.
        check(
            "share",
            usesInner: false,
            build: { s, _ in
                let shared = s.share()
                return Observable.merge(shared, shared)
            }
        ) { s, _ in
            Expected(events: Self.twoSubscribers(s))
        }
    }

    func test_shareReplay1() {
        check(
            "share(replay: 1)",
            usesInner: false,
            build: { s, _ in
                let shared = s.share(replay: 1)
                return Observable.merge(shared, shared)
            }
        ) { s, _ in
            Expected(events: Self.twoSubscribers(s))
        }
    }

    /// What `merge(shared, shared)` records over a shared synchronous source.
    static func twoSubscribers(_ s: SyncSource) -> [Recorded<Event<Int>>] {
        if s.fails { return s.all() }
        if s.trampolined { return s.values.flatMap { [Recorded.next(200, $0), .next(200, $0)] } + [.completed(200)] }
        return s.nexts(at: 200) + s.all()
    }

    // MARK: - The catch family

    func test_catch() {
        check("catch", build: { s, i in s.catch { _ in i.make(9) } }) { s, i in
            Expected(
                events: s.nexts(at: 200) + (s.fails ? i.events(9, from: 200) : [.completed(200)]),
                subscriptions: [9: s.fails ? i.subscribed(200, 220) : []]
            )
        }
    }

    func test_catchSequence() {
        check("catch(sequence:)", build: { s, i in Observable.catch(sequence: [s, i.make(9)]) }) { s, i in
            Expected(
                events: s.nexts(at: 200) + (s.fails ? i.events(9, from: 200) : [.completed(200)]),
                subscriptions: [9: s.fails ? i.subscribed(200, 220) : []]
            )
        }
    }

    func test_catchAndReturn() {
        check("catchAndReturn", usesInner: false, build: { s, _ in s.catchAndReturn(7) }) { s, _ in
            Expected(events: s.nexts(at: 200) + (s.fails ? [.next(200, 7), .completed(200)] : [.completed(200)]))
        }
    }

    func test_ifEmptySwitchTo() {
        check("ifEmpty(switchTo:)", build: { s, i in s.ifEmpty(switchTo: i.make(9)) }) { s, i in
            let switches = !s.fails && s.values.isEmpty
            return Expected(
                events: switches ? i.events(9, from: 200) : s.all(),
                subscriptions: [9: switches ? i.subscribed(200, 220) : []]
            )
        }
    }

    func test_retry() {
        check("retry(2)", usesInner: false, build: { s, _ in s.retry(2) }) { s, _ in
            Expected(events: s.fails ? s.nexts(at: 200) + s.all() : s.all())
        }
    }

    func test_retryWhen() {
        // The trigger is `inners.make(0)`: it retries once, and the second error fails the result. RxSwift
        // subscribes the trigger when the error arrives; a synchronous trigger resubscribes at once.
        check(
            "retry(when:)",
            build: { s, i in
                s.retry(when: { (errors: Observable<Swift.Error>) in
                    errors.enumerated().flatMap { pair -> Observable<Int> in
                        pair.index < 1 ? i.make(0) : .error(pair.element)
                    }
                })
            }
        ) { s, i in
            guard s.fails else { return Expected(events: s.all(), subscriptions: [0: []]) }
            let retried = i.kind == .async ? 210 : 200
            return Expected(
                events: s.nexts(at: 200) + s.all(at: retried),
                subscriptions: [0: i.subscribed(200, retried)]
            )
        }
    }

    // MARK: - Sequential and merging operators

    func test_concat() {
        check("concat", build: { s, i in s.concat(i.make(9)) }) { s, i in
            Expected(
                events: s.fails ? s.all() : s.nexts(at: 200) + i.events(9, from: 200),
                subscriptions: [9: s.fails ? [] : i.subscribed(200, 220)]
            )
        }
    }

    func test_concatOfCollection() {
        check("Observable.concat([…])", build: { s, i in Observable.concat([s, i.make(9)]) }) { s, i in
            Expected(
                events: s.fails ? s.all() : s.nexts(at: 200) + i.events(9, from: 200),
                subscriptions: [9: s.fails ? [] : i.subscribed(200, 220)]
            )
        }
    }

    private func checkMerge(
        _ name: String,
        _ policy: MergePolicy,
        line: UInt = #line,
        build: @escaping (Observable<Int>, Inners) -> Observable<Int>
    ) {
        check(name, line: line, build: build) { s, i in
            let model = expectedMerge(s, i, policy)
            return Expected(events: model.events, subscriptions: model.subscriptions)
        }
    }

    func test_concatMap() {
        checkMerge("concatMap", .all(max: 1)) { s, i in s.concatMap { i.make($0) } }
    }

    func test_flatMap() {
        checkMerge("flatMap", .all(max: .max)) { s, i in s.flatMap { i.make($0) } }
    }

    func test_flatMapLatest() {
        checkMerge("flatMapLatest", .latest) { s, i in s.flatMapLatest { i.make($0) } }
    }

    func test_flatMapFirst() {
        checkMerge("flatMapFirst", .first) { s, i in s.flatMapFirst { i.make($0) } }
    }

    func test_switchLatest() {
        checkMerge("switchLatest", .latest) { s, i in s.map { i.make($0) }.switchLatest() }
    }

    func test_mergeOfSequences() {
        checkMerge("merge()", .all(max: .max)) { s, i in s.map { i.make($0) }.merge() }
    }

    func test_mergeMaxConcurrent() {
        checkMerge("merge(maxConcurrent: 2)", .all(max: 2)) { s, i in s.map { i.make($0) }.merge(maxConcurrent: 2) }
    }

    func test_mergeTwoSources() {
        // RxSwift still subscribes the second source after the first failed while subscribed, and disposes it.
        // A trampolined source emits after the other's synchronous part.
        check("merge(s, other)", build: { s, i in Observable.merge(s, i.make(9)) }) { s, i in
            let other = i.events(9, from: 200)
            let first = s.trampolined ? Array(other.prefix { $0.time == 200 && !$0.value.isStopEvent }) : []
            return Expected(
                events: s.fails ? s.all() : first + s.nexts(at: 200) + other.dropFirst(first.count),
                subscriptions: [9: s.fails ? i.subscribed(200, 200) : i.subscribed(200, 220)]
            )
        }
    }

    // MARK: - Operators with a second sequence

    func test_amb() {
        // The source decides while subscribed; RxSwift still subscribes the other, into a disposed slot. A
        // trampolined source has not emitted yet, so an other that emits while subscribed wins.
        check("amb", build: { s, i in s.amb(i.make(9)) }) { s, i in
            if s.trampolined && i.kind != .async {
                return Expected(events: i.events(9, from: 200), subscriptions: [9: i.subscribed(200, 220)])
            }
            return Expected(events: s.all(), subscriptions: [9: i.subscribed(200, 200)])
        }
    }

    func test_timeoutWithOther() {
        check(
            "timeout(_:other:)",
            build: { s, i in
                s.timeout(.seconds(50), other: i.make(9), scheduler: i.scheduler)
            }
        ) { s, _ in
            Expected(events: s.all(), subscriptions: [9: []])
        }
    }

    func test_takeUntil() {
        // RxSwift subscribes the trigger first: a trigger that emits while subscribed completes the result at
        // once, and the source's events are ignored.
        check("take(until:)", build: { s, i in s.take(until: i.make(9)) }) { s, i in
            Expected(
                events: i.kind == .async ? s.all() : [.completed(200)],
                subscriptions: [9: i.subscribed(200, 200)]
            )
        }
    }

    func test_skipUntil() {
        // RxSwift subscribes the source first: its elements are skipped, its completion is not forwarded (no
        // element was), its error is. A trampolined source emits after a synchronous trigger fired.
        check("skip(until:)", build: { s, i in s.skip(until: i.make(9)) }) { s, i in
            if s.trampolined && i.kind != .async {
                return Expected(events: s.all(), subscriptions: [9: i.subscribed(200, 200)])
            }
            return Expected(events: s.fails ? [.error(200, testError)] : [], subscriptions: [9: i.subscribed(200, 200)])
        }
    }

    func test_withLatestFrom() {
        // RxSwift subscribes the second sequence first, so a synchronous 90 is there for every element.
        check("withLatestFrom", build: { s, i in s.withLatestFrom(i.make(9)) }) { s, i in
            Expected(
                events: i.kind == .async ? [s.terminal(at: 200)] : s.all { _ in 90 },
                subscriptions: [9: i.subscribed(200, 200)]
            )
        }
    }

    func test_sample() {
        // RxSwift subscribes the source first; the ended source waits for a tick, which emits its last element
        // and completes. An error is forwarded at once.
        check("sample", build: { s, i in s.sample(i.make(9)) }) { s, i in
            if s.fails { return Expected(events: [.error(200, testError)], subscriptions: [9: i.subscribed(200, 200)]) }
            if s.trampolined && i.kind == .sync {
                // The synchronous ticks come before the trampolined elements; no tick follows, so nothing ends.
                return Expected(events: [])
            }
            let tick = i.kind == .async || s.trampolined ? 210 : 200
            let last: [Recorded<Event<Int>>] = s.values.last.map { [.next(tick, $0)] } ?? []
            return Expected(events: last + [.completed(tick)], subscriptions: [9: i.subscribed(200, tick)])
        }
    }

    func test_combineLatest() {
        // RxSwift completes when every source has, or as soon as one emits while every other is done.
        check(
            "combineLatest",
            build: { s, i in
                Observable.combineLatest(s, i.make(9)) { $0 * 1000 + $1 }
            }
        ) { s, i in
            if s.fails { return Expected(events: [.error(200, testError)], subscriptions: [9: i.subscribed(200, 200)]) }
            guard let last = s.values.last else {
                let end = i.kind == .async ? 210 : 200
                return Expected(events: [.completed(end)], subscriptions: [9: i.subscribed(200, end)])
            }
            var combined = i.events(9, from: 200, completing: false).map { recorded -> Recorded<Event<Int>> in
                guard case .next(let value) = recorded.value else { return recorded }
                return .next(recorded.time, last * 1000 + value)
            }
            if s.trampolined && i.kind != .async {
                // The other's synchronous 90 comes first; each trampolined element then combines with it.
                combined = s.nexts(at: 200) { $0 * 1000 + 90 } + combined.dropFirst()
            }
            return Expected(
                events: combined + [.completed(200 + i.duration)],
                subscriptions: [9: i.subscribed(200, 220)]
            )
        }
    }

    func test_zip() {
        // RxSwift's zip completes only when every source has completed.
        check("zip", build: { s, i in Observable.zip(s, i.make(9)) { $0 * 1000 + $1 } }) { s, i in
            if s.fails { return Expected(events: [.error(200, testError)], subscriptions: [9: i.subscribed(200, 200)]) }
            let others = i.events(9, from: 200, completing: false)
            let zipped = zip(s.values, others).map { value, recorded -> Recorded<Event<Int>> in
                guard case .next(let other) = recorded.value else { return recorded }
                return .next(recorded.time, value * 1000 + other)
            }
            return Expected(events: zipped + [.completed(200 + i.duration)], subscriptions: [9: i.subscribed(200, 220)])
        }
    }
    // MARK: - Subscription order: the first source is subscribed at once

    func test_subscriptionOrder_ambAgainstJust() {
        // `amb([op(s), just(5)])`: RxSwift's concat, retry, catch(sequence:) and retry(when:) subscribe their first
        // source at once (RxSwift/Observables/Concat.swift, Retry…, Catch.swift, RetryWhen.swift: the tail-
        // recursive sink runs its first step while being subscribed), so when op(s) emits or ends while being
        // subscribed it wins; otherwise (a trampolined source, or nothing before a later fallback) just(5) wins.
        let cases:
            [(String, (Observable<Int>, Inners) -> Observable<Int>, (SyncSource, Inners) -> [Recorded<Event<Int>>])] = [
                (
                    "concat", { s, i in s.concat(i.make(9)) },
                    { s, i in
                        s.fails ? s.all() : s.nexts(at: 200) + i.events(9, from: 200)
                    }
                ),
                (
                    "Observable.concat([…])", { s, i in Observable.concat([s, i.make(9)]) },
                    { s, i in
                        s.fails ? s.all() : s.nexts(at: 200) + i.events(9, from: 200)
                    }
                ),
                ("retry(2)", { s, _ in s.retry(2) }, { s, _ in s.fails ? s.nexts(at: 200) + s.all() : s.all() }),
                (
                    "catch(sequence:)", { s, i in Observable.catch(sequence: [s, i.make(9)]) },
                    { s, i in
                        s.nexts(at: 200) + (s.fails ? i.events(9, from: 200) : [.completed(200)])
                    }
                ),
                (
                    "retry(when:)",
                    { s, i in
                        s.retry(when: { (errors: Observable<Swift.Error>) in
                            errors.enumerated().flatMap { pair -> Observable<Int> in
                                pair.index < 1 ? i.make(0) : .error(pair.element)
                            }
                        })
                    },
                    { s, i in
                        s.fails ? s.nexts(at: 200) + s.all(at: i.kind == .async ? 210 : 200) : s.all()
                    }
                ),
            ]
        for (name, build, left) in cases {
            check("amb([\(name), just(5)])", build: { s, i in Observable.amb([build(s, i), Observable.just(5)]) }) {
                s,
                i in
                let events = left(s, i)
                let leftWins = !s.trampolined && events.first?.time == 200
                return Expected(events: leftWins ? events : [.next(200, 5), .completed(200)])
            }
        }
    }
    func test_retryWhen_triggerThatEmitsThenFails_resubscribesAndFailsAtTheNextFailure() {
        // RxSwift resubscribes at once when the trigger emits outside a resubscription (the tail-recursive gate
        // is free). The resubscription replaces the failed attempt, and with it the attempt's listener on the
        // trigger, so the trigger's error that follows finds no failure waiting: the next failure (220) finds the
        // trigger ended and ends the result with its error (RxSwift/Observables/RetryWhen.swift).
        // SynchronousMetamorphicTests leaves this position out.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start {
            xs.retry(when: { (errors: Observable<Swift.Error>) in
                errors.flatMap { _ in
                    Observable<Int>.create { observer in
                        observer.onNext(0)
                        observer.onError(testError2)
                        return Disposables.create()
                    }
                }
            })
        }
        XCTAssertEqual(res.events, [.error(220, testError2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
    }
}
