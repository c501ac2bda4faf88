/// The sink of `combineLatest` and `zip` over any number of sources, type-erased to `Any`.
///
/// Each source's latest element (`combineLatest`) or queue of elements (`zip`) is kept under a lock; when a
/// result is due, the elements are copied out and the result selector runs outside the lock; results go through
/// `SerializingSink`, so sources on several threads are safe. Each source's subscription is disposed when that
/// source ends, as in RxSwift, and the others' when the sink is disposed.
final class CombineSink<Result>: SerializingSink<Result>, @unchecked Sendable {
    // Unchecked: `state` is guarded by its lock; the selector and the subscriptions' array are immutable.

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
        var latest: [Any?]
        var queues: [[Any]]
        var isDone: [Bool]
        var valueCount = 0

        init(arity: Int) {
            latest = Array(repeating: nil, count: arity)
            queues = Array(repeating: [], count: arity)
            isDone = Array(repeating: false, count: arity)
        }
    }

    private enum Step {
        case nothing
        case emit([Any])
        case complete
    }

    private let mode: Mode
    private let arity: Int
    private let selector: ([Any]) throws -> Result
    private let state: Locked<State>
    // One per source, created up front so a source ending while it is being subscribed can dispose its own.
    private let subscriptions: [SingleAssignmentDisposable]

    init(observer: AnyObserver<Result>, mode: Mode, arity: Int, selector: @escaping ([Any]) throws -> Result) {
        self.mode = mode
        self.arity = arity
        self.selector = selector
        self.state = Locked(State(arity: arity))
        self.subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    override func disposeResources() {
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Subscribes to the sources, each through `subscribeSource(index, sink)`.
    func start(_ subscribeSource: [(Int, CombineSink<Result>) -> Disposable]) {
        // Every source is subscribed, even once one has failed: as in RxSwift, the later ones are then disposed at
        // once (the disposed sink has disposed their subscriptions, which dispose what they are given).
        for (index, subscribe) in subscribeSource.enumerated() {
            subscriptions[index].setDisposable(subscribe(index, self))
        }
        if arity == 0 {
            startWithoutSources()
        }
    }

    /// No source: `combineLatest` of an empty collection emits the selector of no elements, then completes.
    private func startWithoutSources() {
        guard case .combineLatest = mode else {
            serialTerminal(.completed)
            return
        }
        do {
            serialNext(try selector([]))
            serialTerminal(.completed)
        } catch {
            serialTerminal(.error(error))
        }
    }

    /// Receives an event of the source at `index`.
    func on(_ event: Event<Any>, index: Int) {
        switch event {
        case .next(let element):
            next(element, index: index)
        case .error(let error):
            serialTerminal(.error(error))
        case .completed:
            subscriptions[index].dispose()
            let complete = state.withLock { state -> Bool in
                if state.isDone[index] { return false }
                state.isDone[index] = true
                return !state.isDone.contains(false)
            }
            if complete { serialTerminal(.completed) }
        }
    }

    private func next(_ element: Any, index: Int) {
        let mode = self.mode
        let step = state.withLock { state -> Step in
            switch mode {
            case .combineLatest:
                if state.latest[index] == nil { state.valueCount += 1 }
                state.latest[index] = element
                if state.valueCount == state.latest.count { return .emit(state.latest.map { $0! }) }
            case .zip, .zipCollection:
                state.queues[index].append(element)
                if !state.queues.contains(where: \.isEmpty) {
                    var values: [Any] = []
                    values.reserveCapacity(state.queues.count)
                    for source in state.queues.indices { values.append(state.queues[source].removeFirst()) }
                    return .emit(values)
                }
                // RxSwift's zip of a fixed number of sources waits for every source to complete.
                if case .zip = mode { return .nothing }
            }
            // No result yet: it never comes if every other source has completed.
            let allOthersDone = state.isDone.indices.allSatisfy { $0 == index || state.isDone[$0] }
            return allOthersDone ? .complete : .nothing
        }
        switch step {
        case .nothing:
            break
        case .emit(let values):
            do {
                serialNext(try selector(values))
            } catch {
                serialTerminal(.error(error))
            }
        case .complete:
            serialTerminal(.completed)
        }
    }
}
