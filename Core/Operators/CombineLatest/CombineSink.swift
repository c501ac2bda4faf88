/// The sink of `combineLatest` and `zip` over any number of sources, type-erased to `Any`.
///
/// Each source's latest element (`combineLatest`) or queue of elements (`zip`) is kept under a lock; when a
/// result is due, the elements are copied out and the result selector runs outside the lock; results go through
/// `SerializingSink`, so sources on several threads are safe.
final class CombineSink<Result>: SerializingSink<Result>, @unchecked Sendable {
    // Unchecked: `state` is guarded by its lock; the selector is immutable.
    enum Mode {
        case combineLatest
        case zip
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
    private let subscriptions = CompositeDisposable()

    init(observer: AnyObserver<Result>, mode: Mode, arity: Int, selector: @escaping ([Any]) throws -> Result) {
        self.mode = mode
        self.arity = arity
        self.selector = selector
        self.state = Locked(State(arity: arity))
        super.init(observer: observer)
    }

    /// Subscribes to the sources, each through `subscribeSource(index, sink)`.
    func start(_ subscribeSource: [(Int, CombineSink<Result>) -> Disposable]) {
        attach(subscriptions)
        if arity == 0 {
            serialTerminal(.completed)
            return
        }
        // Every source is subscribed, even once one has failed: as in RxSwift, the later ones are then disposed at
        // once (`insert` into the disposed group disposes their subscription as soon as it is set).
        for (index, subscribe) in subscribeSource.enumerated() {
            let subscription = SingleAssignmentDisposable()
            _ = subscriptions.insert(subscription)
            subscription.setDisposable(subscribe(index, self))
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
            case .zip:
                state.queues[index].append(element)
                if !state.queues.contains(where: \.isEmpty) {
                    var values: [Any] = []
                    values.reserveCapacity(state.queues.count)
                    for source in state.queues.indices { values.append(state.queues[source].removeFirst()) }
                    return .emit(values)
                }
            }
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
