// SPDX-License-Identifier: MIT
/// The sink of `combineLatest` and `zip` over any number of sources, type-erased to `Any`.
///
/// Every source event is an input of an ``InputSerializer``: whoever holds its role applies the inputs one at a
/// time, in the order they were accepted, updates each source's latest element (`combineLatest`) or queue of
/// elements (`zip`), runs the result selector and delivers, all outside any lock. So sources on several threads are
/// safe, and every combination goes out in the order its inputs were applied: each one is at least as new, source
/// by source, as the one before it (a combination computed under a lock but delivered after it could overtake a
/// newer one). Each source's subscription is disposed when that source ends, as in RxSwift, and the others' when
/// the sink is disposed.
final class CombineSink<Result>: Sink<Result>, @unchecked Sendable {
    // Unchecked: `state` belongs to the holder of the role of `inputs`; the selector and the subscriptions' array are
    // immutable.

    /// What the sink does, and when it completes, after RxSwift 6.10.2's operator of the same form.
    enum Mode {
        /// `combineLatest` of a fixed number of sources or of a collection: completes once every source completed,
        /// or at an element that cannot be combined because every other source completed (one without an element).
        /// A collection of no sources emits the selector of no elements and completes.
        case combineLatest
        /// `zip` of a fixed number of sources: completes once every source completed.
        case zip
        /// `zip` of a collection: completes once every source completed, or at an element that cannot be paired
        /// now while every other source has completed. A collection of no sources just completes.
        case zipCollection
    }

    private struct State {
        /// `combineLatest`: each source's latest element (a placeholder until ``hasLatest`` says it has one), and
        /// the values passed to the selector. Updated in place: once the selector returned, nothing else holds the
        /// array, so no element allocates (a selector that keeps the array makes the next update copy it).
        var latest: [Any]
        var hasLatest: [Bool]
        var queues: [[Any]]
        /// `zip`: the values passed to the selector, emptied and refilled in place for each combination.
        var zipped: [Any]
        var isDone: [Bool]
        var valueCount = 0

        init(arity: Int) {
            latest = Array(repeating: (), count: arity)
            hasLatest = Array(repeating: false, count: arity)
            queues = Array(repeating: [], count: arity)
            zipped = []
            zipped.reserveCapacity(arity)
            isDone = Array(repeating: false, count: arity)
        }
    }

    private let mode: Mode
    private let arity: Int
    private let selector: ([Any]) throws -> Result
    @exclusivity(unchecked) private final nonisolated(unsafe) var inputs = InputSerializer<
        (event: Event<Any>, index: Int)
    >()
    // Unsafe: owned by the holder of `inputs`' role; no access spans a call, and the optimiser keeps a run-time
    // exclusivity check on every element without this.
    @exclusivity(unchecked) private var state: State
    // One per source, created up front so a source ending while it is being subscribed can dispose its own.
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: AnyObserver<Result>, mode: Mode, arity: Int, selector: @escaping ([Any]) throws -> Result) {
        self.mode = mode
        self.arity = arity
        self.selector = selector
        unsafe self.state = State(arity: arity)
        self.subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    /// Whether ``start(_:)`` is still subscribing the sources; a disposal meanwhile waits for it
    /// (``StartingDisposal``).
    @exclusivity(unchecked) private final nonisolated(unsafe) var startPhase = StartingDisposal.make()

    override func disposeResources() {
        if unsafe StartingDisposal.deferIfStarting(&startPhase) { return }
        disposeSubscriptions()
    }

    private func disposeSubscriptions() {
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Subscribes to the sources, each through `subscribeSource(index, sink)`.
    func start(_ subscribeSource: [(Int, CombineSink<Result>) -> Disposable]) {
        // Every source is subscribed, even once one has failed: as in RxSwift, a disposal that came due meanwhile is
        // performed once all are subscribed.
        for (index, subscribe) in subscribeSource.enumerated() {
            subscriptions[index].setDisposable(subscribe(index, self))
        }
        if unsafe StartingDisposal.started(&startPhase) { disposeSubscriptions() }
        if arity == 0 {
            startWithoutSources()
        }
    }

    /// No source: `combineLatest` of an empty collection emits the selector of no elements, then completes.
    private func startWithoutSources() {
        guard case .combineLatest = mode else {
            forwardTerminal(.completed)
            return
        }
        do {
            forwardNext(try selector([]))
            forwardTerminal(.completed)
        } catch {
            forwardTerminal(.error(error))
        }
    }

    /// Receives an event of the source at `index`: applied now, or by the thread applying another input.
    func on(_ event: Event<Any>, index: Int) {
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
            subscriptions[index].dispose()
            if unsafe state.isDone[index] { return }
            unsafe state.isDone[index] = true
            if unsafe !state.isDone.contains(false) { forwardTerminal(.completed) }
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
            guard unsafe state.valueCount == arity else { return completeIfStarved(index) }
            emit(unsafe state.latest)
        case .zip, .zipCollection:
            unsafe state.queues[index].append(element)
            guard unsafe !state.queues.contains(where: \.isEmpty) else {
                // RxSwift's zip of a fixed number of sources waits for every source to complete.
                if case .zip = mode { return }
                return completeIfStarved(index)
            }
            unsafe state.zipped.removeAll(keepingCapacity: true)
            for source in unsafe state.queues.indices { unsafe state.zipped.append(state.queues[source].removeFirst()) }
            emit(unsafe state.zipped)
        }
    }

    /// Delivers the selector's result for `values`.
    private func emit(_ values: [Any]) {
        do {
            forwardNext(try selector(values))
        } catch {
            forwardTerminal(.error(error))
        }
    }

    /// No result yet for the element of the source at `index`: it never comes if every other source has completed.
    private func completeIfStarved(_ index: Int) {
        if unsafe state.isDone.indices.allSatisfy({ unsafe $0 == index || state.isDone[$0] }) {
            forwardTerminal(.completed)
        }
    }
}
