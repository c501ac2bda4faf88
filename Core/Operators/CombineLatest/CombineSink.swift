// SPDX-License-Identifier: MIT
/// The sink of the parameter-pack forms of `combineLatest` and `zip`, over any number of sources, type-erased to `Any`
/// (the collection forms have a typed sink, ``CombineCollectionSink``).
///
/// Every source event is an input of an ``InputSerializer``: whoever holds its role applies the inputs one at a
/// time, in the order they were accepted, updates each source's latest element (`combineLatest`) or queue of
/// elements (`zip`), runs the result selector and delivers, all outside any lock. So sources on several threads are
/// safe, and every combination goes out in the order its inputs were applied: each one is at least as new, source
/// by source, as the one before it (a combination computed under a lock but delivered after it could overtake a
/// newer one). Each source's subscription is disposed when that source ends, as in RxSwift, and the others' when
/// the sink is disposed. The subscriptions, the start phase and sending a combination are ``CombiningSinkBase``'s.
final class CombineSink<Result>: CombiningSinkBase<Result>, @unchecked Sendable {
    // Unchecked: `state` belongs to the holder of the role of `inputs`; the selector is immutable.

    /// What the sink does; when it ends is ``CombiningRules``' business. A pack of no sources emits the
    /// selector of no elements and completes (`combineLatest`), or just completes (`zip`).
    typealias Mode = CombiningRules.Form

    private struct State {
        /// `combineLatest`: each source's latest element (a placeholder until ``hasLatest`` says it has one), and
        /// the values passed to the selector.
        var latest: [Any]
        var hasLatest: [Bool]
        var queues: [[Any]]
        /// `zip`: the values passed to the selector, emptied and refilled in place for each combination.
        var zipped: [Any]
        /// The sources that completed, as ``CombiningRules`` reads them.
        var completed: CompletedSourceFlags
        var valueCount = 0

        init(arity: Int) {
            latest = Array(repeating: (), count: arity)
            hasLatest = Array(repeating: false, count: arity)
            queues = Array(repeating: [], count: arity)
            zipped = []
            zipped.reserveCapacity(arity)
            completed = CompletedSourceFlags(arity: arity)
        }
    }

    private let mode: Mode
    private let selector: ([Any]) throws -> Result
    @exclusivity(unchecked) private final nonisolated(unsafe) var inputs = InputSerializer<
        (event: Event<Any>, index: Int)
    >()
    // Unsafe: owned by the holder of `inputs`' role; no access spans a call, and the optimiser keeps a run-time
    // exclusivity check on every element without this.
    @exclusivity(unchecked) private var state: State

    /// Whether a source's own subscription is disposed before its end goes on, or (a failing source's and the last
    /// completing one's, in RxSwift's collection forms) after it: see ``CombiningRules``.
    private let disposesEndedSourceFirst: Bool

    init(
        observer: AnyObserver<Result>,
        mode: Mode,
        arity: Int,
        endsAsCollection: Bool,
        selector: @escaping ([Any]) throws -> Result
    ) {
        self.mode = mode
        self.disposesEndedSourceFirst = CombiningRules.disposesEndedSourceFirst(isCollection: endsAsCollection)
        self.selector = selector
        unsafe self.state = State(arity: arity)
        super.init(observer: observer, arity: arity)
    }

    /// Subscribes to the sources, in order, each through `subscribeSource(index, sink)`.
    func start(_ subscribeSource: [(Int, CombineSink<Result>) -> Disposable]) {
        for (index, subscribe) in subscribeSource.enumerated() {
            attach(subscribe(index, self), at: index)
        }
        subscribed()
        if arity == 0 {
            startWithoutSources()
        }
    }

    /// No source: `combineLatest` of an empty collection emits the selector of no elements, then completes (unless
    /// the selector threw: the error ended it).
    private func startWithoutSources() {
        if case .combineLatest = mode { emit { try selector([]) } }
        forwardTerminal(.completed)
    }

    /// Receives an event of the source at `index`: applied now, or by the thread applying another input.
    func on(_ event: Event<Any>, index: Int) {
        if case .error = event, disposesEndedSourceFirst { disposeSubscription(at: index) }
        unsafe InputSerializer.receive(&inputs.role, &inputs.queue, (event: event, index: index)) { input in
            apply(input.event, index: input.index)
        }
    }

    /// Applies one input; called by the holder of the role of `inputs` only.
    private func apply(_ event: Event<Any>, index: Int) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            next(element, index: index)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            if disposesEndedSourceFirst { subscriptions[index].dispose() }
            if unsafe CombiningRules.completes(afterSource: index, in: &state.completed) {
                return forwardTerminal(.completed)
            }
            if !disposesEndedSourceFirst { subscriptions[index].dispose() }
        }
    }

    private func next(_ element: Any, index: Int) {
        switch mode {
        case .combineLatest:
            if unsafe !state.hasLatest[index] {
                unsafe state.hasLatest[index] = true
                unsafe state.valueCount += 1
            }
            unsafe state.latest[index] = element
            guard unsafe state.valueCount == arity else { return completeIfUncombinable(index) }
            let latest = unsafe state.latest
            emit { try selector(latest) }
        case .zip, .zipCollection:
            unsafe state.queues[index].append(element)
            guard unsafe !state.queues.contains(where: \.isEmpty) else { return completeIfUncombinable(index) }
            unsafe state.zipped.removeAll(keepingCapacity: true)
            for source in unsafe state.queues.indices { unsafe state.zipped.append(state.queues[source].removeFirst()) }
            let zipped = unsafe state.zipped
            emit { try selector(zipped) }
        }
    }

    /// No result yet for the element of the source at `index`: completes if ``CombiningRules`` says none can ever
    /// come.
    private func completeIfUncombinable(_ index: Int) {
        if unsafe CombiningRules.completes(withoutCombining: index, mode, state.completed) {
            forwardTerminal(.completed)
        }
    }
}
