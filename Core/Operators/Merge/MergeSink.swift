// SPDX-License-Identifier: MIT
/// How `MergeSink` treats a new inner sequence.
@usableFromInline
enum MergeMode {
    /// Subscribe to every inner sequence at once (`flatMap`, `merge`).
    case all
    /// Subscribe to at most this many; the others wait, in order (`merge(maxConcurrent:)`, `concatMap`).
    case limited(Int)
    /// Ignore inner sequences while one runs (`flatMapFirst`).
    case dropWhileBusy
}

/// The locked state of a `MergeSink`.
@usableFromInline
struct MergeState<SourceElement, Element>: FlatteningState {
    @usableFromInline var phase = OuterPhase()
    @usableFromInline var active = 0
    @usableFromInline var waiting: [Observable<Element>] = []
    /// Waiting inner sequences taken from `waiting` (and counted as active) for the thread running
    /// ``MergeSink/startInners(_:)`` to subscribe; `isStartingInners` while one does.
    @usableFromInline var ready: [Observable<Element>] = []
    @usableFromInline var isStartingInners = false
    /// The inner subscriptions; kept under the same lock as the counts, so starting or ending an inner
    /// sequence takes the lock once.
    @usableFromInline var inners = KeyedStore<MergeInnerSink<SourceElement, Element>>()

    @usableFromInline
    init() {}

    @inlinable
    var innersDone: Bool { active == 0 && waiting.isEmpty }

    @inlinable
    mutating func takeInners() -> KeyedStore<MergeInnerSink<SourceElement, Element>>.Taken {
        inners.takeAll()
    }
}

/// The sink of the merge family: one outer subscription, any number of inner ones, serialised output.
///
/// State lives behind one lock (counts, the waiting queue and the inner subscriptions), the outer sequence's events
/// are handled by ``FlatteningSink``, and downstream delivery goes through `SerializingSink`; no lock is held while
/// calling out.
///
/// As in RxSwift, a sink disposed while it is still subscribing (a source that fails during `subscribe`) keeps its
/// inner subscriptions until its `start` returns: the sources that come after are still subscribed, then disposed
/// together at once, so their subscription logs show `(200, 200)` rather than nothing.
@usableFromInline
// Unchecked: the selector is immutable; the rest (the locked state) is `FlatteningSinkBase`'s.
final class MergeSink<SourceElement, Element>:
    FlatteningSinkBase<Element, MergeState<SourceElement, Element>>, FlatteningSink, @unchecked Sendable
{
    @usableFromInline let mode: MergeMode
    @usableFromInline let selector: (SourceElement) throws -> Observable<Element>

    @usableFromInline
    init(
        observer: AnyObserver<Element>,
        mode: MergeMode,
        selector: @escaping (SourceElement) throws -> Observable<Element>
    ) {
        self.mode = mode
        self.selector = selector
        super.init(observer: observer, state: MergeState())
    }

    @inlinable
    static func dispose(_ inners: KeyedStore<MergeInnerSink<SourceElement, Element>>.Taken) {
        inners.forEach { $0.dispose() }
    }

    /// Subscribes to every source of a static `merge`, as if an outer sequence emitted them and completed.
    @inlinable
    func start(sources: [SourceElement]) {
        // Every source is subscribed, even after one failed: the later ones are disposed at once by
        // `finishStarting()`, as RxSwift disposes them when its subscription returns.
        if sources.count > 1 { withState { $0.inners.reserveCapacity(sources.count) } }
        for source in sources { outerNext(source) }
        outerCompleted()
        finishStarting()
    }

    @inlinable
    func outerNext(_ element: SourceElement) {
        let mode = self.mode
        if case .dropWhileBusy = mode {
            // As in RxSwift, the selector runs only for an element that is accepted: the inner slot is taken first.
            let accepted = withState { state -> Bool in
                if state.active > 0 { return false }
                state.active += 1
                return true
            }
            guard accepted, let inner = map(element) else { return }
            subscribeInner(inner)
            return
        }
        guard let inner = map(element) else { return }
        if case .all = mode {
            // A `just` would emit its element and complete during the subscription: deliver the element instead.
            if let element = JustProducer<Element>.immediateElement(of: inner) {
                serialNext(element)
                return
            }
            if runChainOverJust(inner) { return }
            // Every inner sequence starts at once: one lock both counts it and keeps its subscription.
            let innerSink = withState { state -> MergeInnerSink<SourceElement, Element>? in
                guard let innerSink = state.inners.insert(making: { MergeInnerSink(parent: self, key: $0) }) else {
                    return nil
                }
                state.active += 1
                return innerSink
            }
            if let innerSink { subscribe(innerSink, to: inner) }
            return
        }
        let subscribeNow = withState { state -> Bool in
            if case .limited(let limit) = mode, state.active >= limit {
                state.waiting.append(inner)
                return false
            }
            state.active += 1
            return true
        }
        if subscribeNow { subscribeInner(inner) }
    }

    /// Runs `inner` when it is a `map`/`filter`/`compactMap` chain over a `just`, which would deliver its result (or
    /// nothing, or a stage's error) and complete while being subscribed, instead of subscribing to it; returns
    /// whether it was one. Out of line, so the plain `just` shortcut before it keeps its short path.
    @inlinable
    @inline(never)
    func runChainOverJust(_ inner: Observable<Element>) -> Bool {
        guard let chain = FusedProducer<Element>.startingWithJust(inner) else { return false }
        let result: Element?
        do {
            result = try chain.runJust()
        } catch {
            serialTerminal(.error(error))
            return true
        }
        if let result { serialNext(result) }
        return true
    }

    /// The inner sequence for `element`, or `nil` after ending the sequence with the selector's error.
    @inlinable
    func map(_ element: SourceElement) -> Observable<Element>? {
        do {
            return try selector(element)
        } catch {
            serialTerminal(.error(error))
            return nil
        }
    }

    @inlinable
    func subscribeInner(_ inner: Observable<Element>) {
        guard
            let innerSink = withState({ $0.inners.insert(making: { MergeInnerSink(parent: self, key: $0) }) })
        else { return }
        subscribe(innerSink, to: inner)
    }

    @inlinable
    func subscribe(_ innerSink: MergeInnerSink<SourceElement, Element>, to inner: Observable<Element>) {
        innerSink.attach(
            inner._subscribe(
                AnyObserver(
                    next: { [innerSink] in innerSink.parent.serialNext($0) },
                    event: { [innerSink] in innerSink.on($0) }
                )
            )
        )
    }

    @inlinable
    func innerCompleted(_ inner: MergeInnerSink<SourceElement, Element>) {
        typealias Outcome = (removed: MergeInnerSink<SourceElement, Element>?, startsNext: Bool, done: Bool)
        let (removed, startsNext, done) = withState { state -> Outcome in
            let removed = state.inners.remove(for: inner.key)
            if !state.waiting.isEmpty {
                state.ready.append(state.waiting.removeFirst())
                // Whoever is already starting inner sequences starts this one too.
                if state.isStartingInners { return (removed, false, false) }
                state.isStartingInners = true
                return (removed, true, false)
            }
            state.active -= 1
            return (removed, false, state.isFinished)
        }
        removed?.dispose()
        // Through the current-thread trampoline, as RxSwift's `merge(maxConcurrent:)` does: at once when none runs on
        // this thread, else after what is already queued there (an inner sequence that ends while its subscription
        // is being made lets that subscription return first). A sink disposed meanwhile subscribes nothing.
        if startsNext {
            _ = CurrentThreadScheduler.instance.schedule(self) { sink in
                sink.startInners()
                return Disposables.create()
            }
        }
        if done { serialTerminal(.completed) }
    }

    /// `merge(maxConcurrent:)` and `concatMap` complete at once, then release the outer subscription, when nothing
    /// is running or waiting; otherwise they release it first. `flatMap`, `merge` and `flatMapFirst` always release
    /// it first. Both as in RxSwift.
    @inlinable
    func outerSourceCompleted() {
        guard case .limited = mode else {
            releaseOuterSubscription()
            outerCompleted()
            return
        }
        if !outerCompleted() { releaseOuterSubscription() }
    }

    /// Subscribes the ready inner sequences one after another, in a loop: an inner sequence that completes while
    /// being subscribed hands the next one to this loop instead of subscribing it from inside that subscription, so
    /// a long queue of sequences that end at once (`concatMap` over completed subjects) takes constant stack space.
    @inlinable
    @inline(never)
    func startInners() {
        while let next = withState({ state -> Observable<Element>? in
            if state.ready.isEmpty {
                state.isStartingInners = false
                return nil
            }
            return state.ready.removeFirst()
        }) {
            subscribeInner(next)
        }
    }

    @usableFromInline
    override func disposeResources() {
        disposeSubscriptions()
    }
}

/// One inner subscription of a `MergeSink`; it is also the disposable the sink keeps for it.
@usableFromInline
// Unchecked: immutable; events arrive serially by the Rx contract.
final class MergeInnerSink<SourceElement, Element>: SubscriptionBase, @unchecked Sendable {
    @usableFromInline let parent: MergeSink<SourceElement, Element>
    /// The key the sink keeps this subscription under, made with it under the sink's lock.
    @usableFromInline let key: UInt64

    @usableFromInline
    init(parent: MergeSink<SourceElement, Element>, key: UInt64) {
        self.parent = parent
        self.key = key
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            parent.serialNext(element)
        case .error(let error):
            parent.serialTerminal(.error(error))
        case .completed:
            parent.innerCompleted(self)
        }
    }
}
