// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSubjects
import RxTraits

extension OperatorAllocations {
    /// Every operator of RxSwift 6.10.2's `Observable` API (the public functions of its `RxSwift/Observables/*.swift`,
    /// deprecated names left out), in the order of those files, with each form that has a sink of its own.
    ///
    /// The rule is one allocation for the operator itself: its sink, which is also the subscription. A ceiling above
    /// one says why the operator needs more.
    ///
    /// This package's parameter-pack forms of `combineLatest` and `zip` follow (``parameterPackRows``).
    static let rows: [Row] = rxSwiftRows + parameterPackRows

    /// The operators of RxSwift 6.10.2's `Observable` API, as ``rows`` says.
    private static let rxSwiftRows: [Row] = [
        // Amb.swift
        Row("amb", .nevers(2)) { s, _ in probe(s.amb(s)) },
        Row(
            "amb (static, of a sequence)",
            .nevers(3),
            ceiling: 4,
            because:
                "per source after the first an object that knows its index and holds its subscription, and their array (the first's observer captures only the sink, which holds its subscription; two sources take the one-object sink)"
        ) { s, _ in probe(Observable.amb([s, s, s])) },
        // Buffer.swift
        Row("buffer(timeSpan:count:scheduler:)") { s, scheduler in
            probe(s.buffer(timeSpan: .seconds(1), count: 3, scheduler: scheduler))
        },
        // Catch.swift
        Row("catch") { s, _ in probe(s.catch { _ in .just(0) }) },
        Row("catchAndReturn") { s, _ in probe(s.catchAndReturn(0)) },
        Row("catch(sequence:)", .nevers(1)) { s, _ in probe(Observable.catch(sequence: [s, s])) },
        Row("retry") { s, _ in probe(s.retry()) },
        Row("retry(_:)") { s, _ in probe(s.retry(3)) },
        // CombineLatest.swift, CombineLatest+arity.swift, CombineLatest+Collection.swift
        Row("combineLatest (2)", .nevers(2)) { s, _ in probe(Observable.combineLatest(s, s)) },
        Row("combineLatest (2, resultSelector)", .nevers(2)) { s, _ in
            probe(Observable.combineLatest(s, s) { $0 &+ $1 })
        },
        Row("combineLatest (3)", .nevers(3)) { s, _ in probe(Observable.combineLatest(s, s, s)) },
        Row(
            "combineLatest (collection)",
            .nevers(3),
            ceiling: 4,
            because:
                "any number of sources: one buffer of each source's subscription and latest elements (`zip`: queue), and per source after the first an observer object (its closures' context: the sink and the index; the first's closures capture only the sink)"
        ) { s, _ in probe(Observable.combineLatest([s, s, s])) },
        // CompactMap.swift
        Row("compactMap") { s, _ in probe(s.compactMap { $0 }) },
        // Concat.swift
        Row("concat (instance)", .nevers(1)) { s, _ in probe(s.concat(s)) },
        Row("concat (static, of a collection)", .nevers(1)) { s, _ in probe(Observable.concat([s, s])) },
        // Create.swift
        Row("create", .none) { _, _ in probe(Observable<Int>.create { _ in Disposables.create() }) },
        // Debounce.swift
        Row("debounce") { s, scheduler in probe(s.debounce(.seconds(1), scheduler: scheduler)) },
        // Debug.swift
        Row(
            "debug",
            ceiling: 500,
            because: "formats and prints a line per event and one at disposal (a date, strings): its work, not its sink"
        ) { s, _ in
            var probe = probe(s.debug("operator-allocations"))
            probe.prints = true
            return probe
        },
        // Decode.swift
        Row("decode") { _, _ in probe(Observable<Data>.never().decode(type: Int.self, decoder: JSONDecoder())) },
        // DefaultIfEmpty.swift, SwitchIfEmpty.swift
        Row("ifEmpty(default:)") { s, _ in probe(s.ifEmpty(default: 0)) },
        Row("ifEmpty(switchTo:)") { s, _ in probe(s.ifEmpty(switchTo: .just(0))) },
        // Deferred.swift
        Row("deferred") { s, _ in probe(Observable.deferred { s }) },
        // Delay.swift
        Row("delay") { s, scheduler in probe(s.delay(.seconds(1), scheduler: scheduler)) },
        // DelaySubscription.swift
        Row("delaySubscription") { s, scheduler in probe(s.delaySubscription(.seconds(1), scheduler: scheduler)) },
        // Dematerialize.swift
        Row("dematerialize") { _, _ in probe(Observable<Event<Int>>.never().dematerialize()) },
        // DistinctUntilChanged.swift
        Row("distinctUntilChanged") { s, _ in probe(s.distinctUntilChanged()) },
        Row("distinctUntilChanged(_: keySelector)") { s, _ in probe(s.distinctUntilChanged { $0 & 1 }) },
        Row("distinctUntilChanged(_: comparer)") { s, _ in probe(s.distinctUntilChanged { $0 == $1 }) },
        Row("distinctUntilChanged(_:comparer:)") { s, _ in
            probe(s.distinctUntilChanged({ $0 & 1 }, comparer: { $0 == $1 }))
        },
        Row("distinctUntilChanged(at:)") { s, _ in probe(s.distinctUntilChanged(at: \.bitWidth)) },
        // Do.swift
        Row("do(onNext:)") { s, _ in probe(s.do(onNext: { _ in })) },
        Row("do (every callback)") { s, _ in
            probe(
                s.do(
                    onNext: { _ in },
                    afterNext: { _ in },
                    onError: { _ in },
                    afterError: { _ in },
                    onCompleted: {},
                    afterCompleted: {},
                    onSubscribe: {},
                    onSubscribed: {},
                    onDispose: {}
                )
            )
        },
        // ElementAt.swift
        Row("element(at:)") { s, _ in probe(s.element(at: 2)) },
        // Empty.swift, Error.swift, Never.swift, Just.swift
        Row("empty", .none) { _, _ in probe(Observable<Int>.empty()) },
        Row("error", .none) { _, _ in probe(Observable<Int>.error(BenchmarkError())) },
        Row("never", .none) { _, _ in probe(Observable<Int>.never()) },
        Row("just", .none) { _, _ in probe(Observable.just(1)) },
        Row("just(_:scheduler:)", .none) { _, scheduler in probe(Observable.just(1, scheduler: scheduler)) },
        // Enumerated.swift
        Row("enumerated") { s, _ in probe(s.enumerated()) },
        // Filter.swift
        Row("filter") { s, _ in probe(s.filter { $0 > 0 }) },
        Row("ignoreElements") { s, _ in probe(s.ignoreElements()) },
        // First.swift, AsSingle.swift, AsMaybe.swift, ToArray.swift (returning traits)
        Row("first") { s, _ in probe(s.first()) },
        Row("asSingle") { s, _ in probe(s.asSingle()) },
        Row("asMaybe") { s, _ in probe(s.asMaybe()) },
        Row("toArray") { s, _ in probe(s.toArray()) },
        // Generate.swift
        Row("generate", .none) { _, scheduler in
            probe(Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: scheduler) { $0 + 1 })
        },
        // GroupBy.swift
        Row(
            "groupBy",
            ceiling: 3,
            because:
                "the source's subscription, shared by reference count with the groups, which outlive the outer subscription (RxSwift's RefCountDisposable)"
        ) { s, _ in probe(s.groupBy { $0 & 1 }) },
        // Map.swift
        Row("map") { s, _ in probe(s.map { $0 + 1 }) },
        // Materialize.swift
        Row("materialize") { s, _ in probe(s.materialize()) },
        // Merge.swift
        Row(
            "flatMap",
            .just,
            ceiling: 2,
            because: "an inner subscription: its sink (the table of inner subscriptions keeps the first inline)"
        ) { s, _ in probe(s.flatMap { _ in innerNever }) },
        Row("flatMapFirst", .just, ceiling: 2, because: "as `flatMap`") { s, _ in
            probe(s.flatMapFirst { _ in innerNever })
        },
        Row(
            "concatMap",
            .just,
            ceiling: 2,
            because: "an inner subscription, as `flatMap` (the queue of waiting inner sequences is made when one waits)"
        ) { s, _ in
            probe(s.concatMap { _ in innerNever })
        },
        Row("merge (instance)", .just, ceiling: 2, because: "as `flatMap`") { _, _ in
            probe(Observable.just(innerNever).merge())
        },
        Row(
            "merge(maxConcurrent:)",
            .just,
            ceiling: 2,
            because: "as `concatMap`"
        ) { _, _ in probe(Observable.just(innerNever).merge(maxConcurrent: 2)) },
        Row("concat (instance, of sequences)", .just, ceiling: 2, because: "as `merge(maxConcurrent:)`") { _, _ in
            probe(Observable.just(innerNever).concat())
        },
        Row(
            "merge (static)",
            .nevers(2),
            ceiling: 4,
            because:
                "each source subscribed as an inner sequence of the sink: per source an inner subscription, and the storage of the table that keeps them (the first inline, the rest reserved once)"
        ) { s, _ in
            probe(Observable.merge(s, s))
        },
        Row(
            "merge (static, of a collection)",
            .nevers(3),
            ceiling: 5,
            because: "as `merge (static)`, for three sources"
        ) { s, _ in probe(Observable.merge([s, s, s])) },
        // Multicast.swift
        Row(
            "multicast(_:)",
            ceiling: 2,
            because: "subscribes to its subject: the subject's subscription and its slot in the registry of observers"
        ) { s, _ in
            probe(s.multicast(PublishSubject<Int>()))
        },
        Row("multicast(makeSubject:)", ceiling: 2, because: "as `multicast(_:)`") { s, _ in
            probe(s.multicast(makeSubject: { PublishSubject<Int>() }))
        },
        Row("publish", ceiling: 2, because: "as `multicast(_:)`") { s, _ in probe(s.publish()) },
        Row("replay", ceiling: 2, because: "as `multicast(_:)`") { s, _ in probe(s.replay(1)) },
        Row("replayAll", ceiling: 2, because: "as `multicast(_:)`") { s, _ in probe(s.replayAll()) },
        Row(
            "publish().refCount()",
            ceiling: 6,
            because:
                "connects: the connection (holding the source subscription), a new subject (as RxSwift's `publish()`: the engine alone, and its registry's storage) and the subject's subscription and slot"
        ) { s, _ in probe(s.publish().refCount()) },
        // ObserveOn.swift, SubscribeOn.swift
        // A scheduler: the queue and the scheduled action's slot come with the first event.
        Row("observe(on:)") { s, scheduler in probe(s.observe(on: scheduler)) },
        Row("subscribe(on:)") { s, scheduler in probe(s.subscribe(on: scheduler)) },
        // Optional.swift, Sequence.swift, Range.swift, Repeat.swift
        Row("from(optional:)", .none) { _, _ in probe(Observable.from(optional: 1)) },
        Row("of", .none) { _, _ in probe(Observable.of(1, 2, 3)) },
        Row("from (array)", .none) { _, _ in probe(Observable.from([1, 2, 3])) },
        Row("from (sequence)", .none) { _, _ in probe(Observable.from(1...3)) },
        Row("range", .none) { _, _ in probe(Observable.range(start: 0, count: 3)) },
        Row("repeatElement", .none) { _, scheduler in probe(Observable.repeatElement(1, scheduler: scheduler)) },
        // Reduce.swift
        Row("reduce") { s, _ in probe(s.reduce(0, accumulator: &+)) },
        Row("reduce(_:accumulator:mapResult:)") { s, _ in probe(s.reduce(0, accumulator: &+, mapResult: { $0 * 2 })) },
        Row("reduce(into:)") { s, _ in probe(s.reduce(into: 0) { $0 &+= $1 }) },
        // RetryWhen.swift
        Row(
            "retry(when:)",
            ceiling: 6,
            because:
                "a subject of errors per subscription (RxSwift makes one too), the handler's observable of it, and the trigger's subscription to the subject (its subscription object, its slot, the registry's storage)"
        ) { s, _ in probe(s.retry(when: { errors in errors })) },
        // Sample.swift
        Row("sample", .nevers(2)) { s, _ in probe(s.sample(s)) },
        // Scan.swift
        Row("scan") { s, _ in probe(s.scan(0, accumulator: &+)) },
        Row("scan(into:)") { s, _ in probe(s.scan(into: 0) { $0 &+= $1 }) },
        // ShareReplayScope.swift
        // One subscriber: the connection's hub, which is also the subscription (`ShareWhileConnected`).
        Row("share") { s, _ in probe(s.share()) },
        Row("share(replay: 1)") { s, _ in probe(s.share(replay: 1)) },
        Row(
            "share(replay: 1, scope: .forever)",
            ceiling: 3,
            because:
                "connects: the connection (one object: the feed gate, the source's observer and subscription), and the subject's subscription and slot; the subject is made once"
        ) { s, _ in
            probe(s.share(replay: 1, scope: .forever))
        },
        // SingleAsync.swift
        Row("single") { s, _ in probe(s.single()) },
        Row("single(_:)") { s, _ in probe(s.single { $0 > 0 }) },
        // Skip.swift, SkipUntil.swift, SkipWhile.swift
        Row("skip(_:)") { s, _ in probe(s.skip(2)) },
        Row("skip(_:scheduler:)") { s, scheduler in probe(s.skip(.seconds(1), scheduler: scheduler)) },
        Row("skip(until:)", .nevers(2)) { s, _ in probe(s.skip(until: s)) },
        Row("skip(while:)") { s, _ in probe(s.skip(while: { $0 < 2 })) },
        // StartWith.swift
        Row("startWith") { s, _ in probe(s.startWith(0)) },
        // Switch.swift
        Row(
            "flatMapLatest",
            .just,
            ceiling: 2,
            because: "an inner subscription: its sink"
        ) { s, _ in
            probe(s.flatMapLatest { _ in innerNever })
        },
        Row(
            "switchLatest",
            .just,
            ceiling: 2,
            because: "as `flatMapLatest`"
        ) { _, _ in probe(Observable.just(innerNever).switchLatest()) },
        // Take.swift, TakeWithPredicate.swift, TakeLast.swift
        Row("take(_:)") { s, _ in probe(s.take(2)) },
        Row("take(for:scheduler:)") { s, scheduler in probe(s.take(for: .seconds(1), scheduler: scheduler)) },
        Row("take(until:) (a sequence)", .nevers(2)) { s, _ in probe(s.take(until: s)) },
        Row("take(until:) (a predicate)") { s, _ in probe(s.take(until: { $0 > 2 })) },
        Row("take(while:)") { s, _ in probe(s.take(while: { $0 < 2 })) },
        Row("takeLast") { s, _ in probe(s.takeLast(2)) },
        // Throttle.swift
        Row("throttle") { s, scheduler in probe(s.throttle(.seconds(1), scheduler: scheduler)) },
        // Timeout.swift
        Row("timeout") { s, scheduler in probe(s.timeout(.seconds(1), scheduler: scheduler)) },
        Row("timeout(_:other:scheduler:)") { s, scheduler in
            probe(s.timeout(.seconds(1), other: Observable.just(0), scheduler: scheduler))
        },
        // Timer.swift
        Row("timer", .none) { _, scheduler in
            probe(Observable<Int>.timer(.seconds(1), scheduler: scheduler))
        },
        Row("timer(_:period:scheduler:)", .none) { _, scheduler in
            probe(Observable<Int>.timer(.seconds(1), period: .seconds(1), scheduler: scheduler))
        },
        Row("interval", .none) { _, scheduler in
            probe(Observable<Int>.interval(.seconds(1), scheduler: scheduler))
        },
        // Using.swift
        Row("using", ceiling: 2, because: "the resource's disposable beside the source's, in a composite") { s, _ in
            probe(Observable.using({ InertResource() }, observableFactory: { _ in s }))
        },
        // Window.swift
        Row(
            "window",
            ceiling: 6,
            because:
                "opens a window at once: a subject per window (one open at a time) and its observable, and the resources' share the windows hold (a reference-counted disposable and the one it releases)"
        ) { s, scheduler in
            probe(s.window(timeSpan: .seconds(1), count: 3, scheduler: scheduler))
        },
        // WithLatestFrom.swift
        Row("withLatestFrom(_:)", .nevers(2)) { s, _ in probe(s.withLatestFrom(s)) },
        Row("withLatestFrom(_:resultSelector:)", .nevers(2)) { s, _ in probe(s.withLatestFrom(s) { $0 &+ $1 }) },
        // WithUnretained.swift
        Row("withUnretained(_:)") { s, _ in probe(s.withUnretained(retainedObject)) },
        Row("withUnretained(_:resultSelector:)") { s, _ in
            probe(s.withUnretained(retainedObject) { _, element in element })
        },
        // Zip.swift, Zip+arity.swift, Zip+Collection.swift
        Row("zip (2)", .nevers(2)) { s, _ in probe(Observable.zip(s, s)) },
        Row("zip (2, resultSelector)", .nevers(2)) { s, _ in probe(Observable.zip(s, s) { $0 &+ $1 }) },
        Row("zip (3)", .nevers(3)) { s, _ in probe(Observable.zip(s, s, s)) },
        Row("zip (collection)", .nevers(3), ceiling: 4, because: "as `combineLatest (collection)`") { s, _ in
            probe(Observable.zip([s, s, s]))
        },
    ]

    /// The parameter-pack forms of `combineLatest` and `zip`, which RxSwift does not have, reached from code generic
    /// over a pack (where the forms of a fixed number of sources do not apply); they need the Swift runtime of macOS 14
    /// (iOS 17, …), so the runner leaves them out before it (on Linux `#available` is always true).
    private static var parameterPackRows: [Row] {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) else { return [] }
        return [
            Row(
                "combineLatest (parameter pack)",
                .nevers(3),
                ceiling: 9,
                because:
                    "any number of sources of any element types: per source a typed slot of its elements (its storage allocated at its first element) and an observer object, the slots' array and the subscriptions' buffer"
            ) { s, _ in probe(combineLatestPack(s, s, s) { $0 &+ $1 &+ $2 }) },
            Row("zip (parameter pack)", .nevers(3), ceiling: 9, because: "as `combineLatest (parameter pack)`") {
                s,
                _ in
                probe(zipPack(s, s, s) { $0 &+ $1 &+ $2 })
            },
        ]
    }

    /// The inner sequence of the flattening rows: subscribed, never ending, so the operator holds it until disposed.
    private static let innerNever = Observable<Int>.never()

    /// `combineLatest` through its parameter-pack form: from a function generic over a pack, the forms for a fixed
    /// number of sources do not apply. `MultiSourceWorkloads` has its own, private copy: calling one shared function
    /// changed how the timed pack rows were compiled (`combineLatest-pack3` +6 instructions an event).
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func combineLatestPack<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Int
    ) -> Observable<Int> {
        Observable.combineLatest(repeat each sources, resultSelector: resultSelector)
    }

    /// `zip` through its parameter-pack form.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    private static func zipPack<each Source: ObservableConvertibleType>(
        _ sources: repeat each Source,
        resultSelector: @escaping (repeat (each Source).Element) throws -> Int
    ) -> Observable<Int> {
        Observable.zip(repeat each sources, resultSelector: resultSelector)
    }

    /// The object `withUnretained` holds weakly.
    private static let retainedObject = Retained()
}

/// What `withUnretained` holds weakly.
private final class Retained: Sendable {}

/// A resource for `using` that is a value, so that making one allocates nothing.
private struct InertResource: Disposable {
    func dispose() {}
}
