// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting

// Shared pieces of the synchronous-source matrix, metamorphic and random-pipeline tests.

/// A source that does all its work while it is being subscribed.
enum SyncSource: CaseIterable, CustomStringConvertible {
    case just, of, empty, error
    case deferredJust, deferredOf, deferredEmpty, deferredError
    /// `create` that emits 1, 2 and completes before returning.
    case createCompleting
    /// `create` that emits 1 and fails before returning.
    case createFailing

    var description: String {
        switch self {
        case .just: "just(1)"
        case .of: "of(1, 2, 3)"
        case .empty: "empty"
        case .error: "error"
        case .deferredJust: "deferred(just(1))"
        case .deferredOf: "deferred(of(1, 2, 3))"
        case .deferredEmpty: "deferred(empty)"
        case .deferredError: "deferred(error)"
        case .createCompleting: "create(1, 2, completed)"
        case .createFailing: "create(1, error)"
        }
    }

    /// The elements, in order.
    var values: [Int] {
        switch self {
        case .just, .deferredJust: [1]
        case .of, .deferredOf: [1, 2, 3]
        case .empty, .deferredEmpty, .error, .deferredError: []
        case .createCompleting: [1, 2]
        case .createFailing: [1]
        }
    }

    /// Whether it emits through the current-thread scheduler, as RxSwift's `of` does: inside an operator's
    /// subscription its events wait until the outermost `subscribe` returns (RxSwift's Producer runs nested
    /// scheduling on the current-thread trampoline), so every source subscribed later in the same `subscribe` acts
    /// first. `just`, `empty`, `error`, `create` and `deferred` of them act at once.
    var trampolined: Bool {
        self == .of || self == .deferredOf
    }

    /// Whether it ends with `testError` rather than completing.
    var fails: Bool {
        self == .error || self == .deferredError || self == .createFailing
    }

    func make() -> Observable<Int> {
        switch self {
        case .just: .just(1)
        case .of: .of(1, 2, 3)
        case .empty: .empty()
        case .error: .error(testError)
        case .deferredJust: .deferred { .just(1) }
        case .deferredOf: .deferred { .of(1, 2, 3) }
        case .deferredEmpty: .deferred { .empty() }
        case .deferredError: .deferred { .error(testError) }
        case .createCompleting:
            .create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        case .createFailing:
            .create { observer in
                observer.onNext(1)
                observer.onError(testError)
                return Disposables.create()
            }
        }
    }

    /// The elements, transformed, all at `time`.
    func nexts(at time: Int, _ transform: (Int) -> Int = { $0 }) -> [Recorded<Event<Int>>] {
        values.map { .next(time, transform($0)) }
    }

    /// The terminal event at `time`.
    func terminal(at time: Int) -> Recorded<Event<Int>> {
        fails ? .error(time, testError) : .completed(time)
    }

    /// Everything it emits, at `time`.
    func all(at time: Int = 200, _ transform: (Int) -> Int = { $0 }) -> [Recorded<Event<Int>>] {
        nexts(at: time, transform) + [terminal(at: time)]
    }
}

/// How an inner, fallback or trigger sequence produces its events.
enum InnerKind: CaseIterable, CustomStringConvertible {
    /// `just(10 v)`: everything while subscribed.
    case sync
    /// Cold: 10 v at +10, completed at +20.
    case async
    /// 10 v while subscribed, then cold: 10 v + 1 at +10, completed at +20 (`cold.startWith(10 v)`).
    case both

    var description: String {
        switch self {
        case .sync: "sync inner"
        case .async: "async inner"
        case .both: "sync-then-async inner"
        }
    }
}

/// Builds the inner, fallback or trigger sequence for a value `v`, and keeps the cold observables it creates so
/// their subscriptions can be checked.
final class Inners {
    let scheduler: TestScheduler
    let kind: InnerKind
    private var colds: [Int: TestableObservable<Int>] = [:]

    init(scheduler: TestScheduler, kind: InnerKind) {
        self.scheduler = scheduler
        self.kind = kind
    }

    /// The sequence for `v` (one cold observable per `v`, reused when subscribed again).
    func make(_ v: Int) -> Observable<Int> {
        switch kind {
        case .sync:
            return .just(10 * v)
        case .async:
            return cold(v, [.next(10, 10 * v), .completed(20)]).asObservable()
        case .both:
            return cold(v, [.next(10, 10 * v + 1), .completed(20)]).startWith(10 * v)
        }
    }

    private func cold(_ v: Int, _ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        if let existing = colds[v] { return existing }
        let created = scheduler.createColdObservable(events)
        colds[v] = created
        return created
    }

    /// The subscriptions of the cold part for `v`; empty when it was never created.
    func subscriptions(_ v: Int) -> [Subscription] {
        colds[v]?.subscriptions ?? []
    }

    /// The events of the sequence for `v`, as offsets from its subscription.
    func timeline(_ v: Int) -> [(offset: Int, event: Event<Int>)] {
        switch kind {
        case .sync: [(0, .next(10 * v)), (0, .completed)]
        case .async: [(10, .next(10 * v)), (20, .completed)]
        case .both: [(0, .next(10 * v)), (10, .next(10 * v + 1)), (20, .completed)]
        }
    }

    /// The events of the sequence for `v` subscribed at `time`, with or without its completion.
    func events(_ v: Int, from time: Int, completing: Bool = true) -> [Recorded<Event<Int>>] {
        timeline(v).filter { completing || !$0.event.isStopEvent }.map {
            Recorded(time: time + $0.offset, value: $0.event)
        }
    }

    /// How long the sequence lasts.
    var duration: Int { kind == .sync ? 0 : 20 }

    /// The expected subscriptions of the cold part: none for a synchronous sequence.
    func subscribed(_ start: Int, _ end: Int) -> [Subscription] {
        kind == .sync ? [] : [Subscription(start, end)]
    }
}

/// How the merge family treats a new inner sequence.
enum MergePolicy {
    /// `flatMap`, `merge`, `merge(maxConcurrent:)`, `concatMap` (at most `max` at once, the rest queued).
    case all(max: Int)
    /// `flatMapLatest`, `switchLatest`.
    case latest
    /// `flatMapFirst`.
    case first
}

/// What RxSwift 6.10.2 records for a merge-family operator over a synchronous source whose elements all arrive
/// at 200, each mapped to `inners.make(v)`; and the subscriptions of each inner's cold part.
///
/// A small discrete-event model: an inner's events at offset 0 are delivered while it is subscribed, the others
/// at their times in scheduling order; a completed inner lets a queued one in (at that time); the result
/// completes when the source and every inner have; a source error disposes every inner at once.
func expectedMerge(
    _ source: SyncSource,
    _ inners: Inners,
    _ policy: MergePolicy
) -> (events: [Recorded<Event<Int>>], subscriptions: [Int: [Subscription]]) {
    var out: [Recorded<Event<Int>>] = []
    var starts: [Int: Int] = [:]
    var ends: [Int: Int] = [:]
    var active: [Int] = []
    var queue: [Int] = []
    var pending: [(time: Int, order: Int, v: Int, event: Event<Int>)] = []
    var order = 0
    var sourceDone = false
    var finished = false

    func end(_ v: Int, at time: Int) {
        active.removeAll { $0 == v }
        ends[v] = time
    }
    func deliver(_ v: Int, _ event: Event<Int>, at time: Int) {
        guard !finished, active.contains(v) else { return }
        switch event {
        case .next(let value):
            out.append(.next(time, value))
        case .error(let error):
            out.append(.error(time, error))
            finished = true
        case .completed:
            end(v, at: time)
            if case .all = policy, !queue.isEmpty {
                subscribe(queue.removeFirst(), at: time)
            } else if sourceDone && active.isEmpty {
                out.append(.completed(time))
                finished = true
            }
        }
    }
    func subscribe(_ v: Int, at time: Int) {
        active.append(v)
        starts[v] = time
        for (offset, event) in inners.timeline(v) {
            if offset == 0 {
                deliver(v, event, at: time)
            } else {
                pending.append((time + offset, order, v, event))
                order += 1
            }
        }
    }

    for v in source.values {
        switch policy {
        case .all(let max):
            if active.count < max { subscribe(v, at: 200) } else { queue.append(v) }
        case .latest:
            for current in active { end(current, at: 200) }
            subscribe(v, at: 200)
        case .first:
            if active.isEmpty { subscribe(v, at: 200) }
        }
    }
    if source.fails {
        out.append(.error(200, testError))
        finished = true
        for current in active { end(current, at: 200) }
    } else {
        sourceDone = true
        if active.isEmpty && queue.isEmpty {
            out.append(.completed(200))
            finished = true
        }
    }
    while !finished, let next = pending.min(by: { ($0.time, $0.order) < ($1.time, $1.order) }) {
        pending.removeAll { $0.order == next.order }
        deliver(next.v, next.event, at: next.time)
    }
    var subscriptions: [Int: [Subscription]] = [:]
    for v in source.values {
        if let start = starts[v] {
            subscriptions[v] = inners.subscribed(start, ends[v] ?? 1000)
        } else {
            subscriptions[v] = []
        }
    }
    return (out, subscriptions)
}

/// One line per event, for failure messages.
func describe(_ events: [Recorded<Event<Int>>]) -> String {
    "[" + events.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
}

/// Whether `events` follow the Rx grammar: elements, then at most one terminal event, which is last; times never
/// go backwards. Returns the problem, or `nil`.
func grammarProblem(_ events: [Recorded<Event<Int>>]) -> String? {
    var previous = Int.min
    for (index, recorded) in events.enumerated() {
        if recorded.time < previous { return "time goes backwards at index \(index)" }
        previous = recorded.time
        if recorded.value.isStopEvent && index != events.count - 1 {
            return "\(events.count - 1 - index) event(s) recorded after the terminal event at index \(index)"
        }
    }
    return nil
}

// MARK: - Scripts: the same events produced synchronously or scheduled

/// One event of a script, at an offset from the subscription.
struct ScriptEvent {
    let offset: Int
    let event: Event<Int>

    /// `v` at `offset`.
    static func next(_ offset: Int, _ v: Int) -> ScriptEvent { ScriptEvent(offset: offset, event: .next(v)) }
    /// Completed at `offset`.
    static func completed(_ offset: Int) -> ScriptEvent { ScriptEvent(offset: offset, event: .completed) }
    /// `testError` at `offset`.
    static func error(_ offset: Int) -> ScriptEvent { ScriptEvent(offset: offset, event: .error(testError)) }
}

/// The events of a sequence, at offsets from its subscription.
struct Script: CustomStringConvertible {
    var events: [ScriptEvent]

    init(_ events: [ScriptEvent]) {
        self.events = events
    }

    /// The events at offset 0, which a synchronous representation emits while being subscribed.
    var burst: [Event<Int>] { events.filter { $0.offset == 0 }.map(\.event) }
    /// The later events.
    var rest: [ScriptEvent] { events.filter { $0.offset > 0 } }

    /// The same script with every element transformed.
    func mapValues(_ transform: (Int) -> Int) -> Script {
        Script(
            events.map { entry in
                guard case .next(let value) = entry.event else { return entry }
                return ScriptEvent(offset: entry.offset, event: .next(transform(value)))
            }
        )
    }

    var description: String {
        "["
            + events.map { entry -> String in
                switch entry.event {
                case .next(let value): "\(entry.offset):\(value)"
                case .error: "\(entry.offset):error"
                case .completed: "\(entry.offset):completed"
                }
            }.joined(separator: ", ") + "]"
    }
}

/// How a script is turned into an observable.
enum Representation: Hashable, CustomStringConvertible {
    /// The events at offset 0 are emitted while being subscribed, in one of several styles: 0 `create` (or
    /// `cold.startWith(…)` when later events follow), 1 `just`/`of`/`empty`/`error` where they fit (or `create`
    /// returning the cold subscription), 2 `deferred` of style 0.
    case synchronous(style: Int)
    /// Every event comes from a cold observable, those at offset 0 delivered by the TestScheduler at the
    /// subscription tick, after `subscribe` returned.
    case scheduled

    static let all: [Representation] = [
        .synchronous(style: 0), .synchronous(style: 1), .synchronous(style: 2), .scheduled,
    ]

    var description: String {
        switch self {
        case .synchronous(let style): ["sync(create)", "sync(just/of)", "sync(deferred)"][style]
        case .scheduled: "scheduled"
        }
    }
}

/// Builds observables from scripts on one TestScheduler, and keeps every cold observable it creates, by slot, so
/// the subscription logs of two runs can be compared.
final class Scripted {
    let scheduler: TestScheduler
    private(set) var colds: [String: [TestableObservable<Int>]] = [:]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The subscription logs of the cold observables created for `slot`, in creation order.
    func logs(_ slot: String) -> [[Subscription]] {
        (colds[slot] ?? []).map(\.subscriptions)
    }

    /// The slots that created cold observables.
    var slots: [String] { colds.keys.sorted() }

    /// `script` as an observable; the cold part, if any, is recorded under `slot`.
    func make(_ script: Script, _ representation: Representation, slot: String) -> Observable<Int> {
        switch representation {
        case .scheduled:
            return cold(script.events, slot: slot).asObservable()
        case .synchronous(let style):
            let burst = script.burst
            let rest = script.rest
            if rest.isEmpty {
                switch style {
                case 0: return Self.emitting(burst)
                case 1: return Self.canonical(burst)
                default: return .deferred { Self.emitting(burst) }
                }
            }
            let later = cold(rest, slot: slot)
            let values = burst.compactMap { event -> Int? in
                if case .next(let value) = event { value } else { nil }
            }
            if values.isEmpty { return later.asObservable() }
            switch style {
            case 0:
                return later.asObservable().startingWith(values)
            case 1:
                return .create { observer in
                    for value in values { observer.onNext(value) }
                    return later.subscribe(observer)
                }
            default:
                return .deferred { later.asObservable().startingWith(values) }
            }
        }
    }

    /// A hot observable that is the same in every run, recorded under `slot`.
    func hot(_ events: [Recorded<Event<Int>>], slot: String) -> Observable<Int> {
        let created = scheduler.createHotObservable(events)
        colds[slot, default: []].append(created)
        return created.asObservable()
    }

    /// A cold observable that is the same in every run, recorded under `slot`.
    func fixedCold(_ events: [Recorded<Event<Int>>], slot: String) -> Observable<Int> {
        let created = scheduler.createColdObservable(events)
        colds[slot, default: []].append(created)
        return created.asObservable()
    }

    private func cold(_ events: [ScriptEvent], slot: String) -> TestableObservable<Int> {
        let created = scheduler.createColdObservable(events.map { Recorded(time: $0.offset, value: $0.event) })
        colds[slot, default: []].append(created)
        return created
    }

    /// A `create` that emits `events` and returns.
    static func emitting(_ events: [Event<Int>]) -> Observable<Int> {
        .create { observer in
            for event in events { observer.on(event) }
            return Disposables.create()
        }
    }

    /// `just`, `of`, `empty` or `error` when `events` are exactly that, else `emitting`.
    static func canonical(_ events: [Event<Int>]) -> Observable<Int> {
        let values = events.compactMap { event -> Int? in
            if case .next(let value) = event { value } else { nil }
        }
        guard let last = events.last, last.isStopEvent, values.count == events.count - 1 else {
            return emitting(events)
        }
        if case .error(let error) = last {
            return values.isEmpty ? .error(error) : emitting(events)
        }
        switch values.count {
        case 0: return .empty()
        case 1: return .just(values[0])
        default: return .from(values)
        }
    }
}

extension Observable where Element == Int {
    /// `startWith` of several elements given as an array.
    func startingWith(_ values: [Int]) -> Observable<Int> {
        values.reversed().reduce(self) { $0.startWith($1) }
    }
}
