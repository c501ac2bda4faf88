import RxCore
import Synchronization

/// What a subject keeps for late subscribers, and how it turns accepted events into deliveries.
enum SubjectReplay<Element> {
    /// Nothing: `PublishSubject`.
    case none
    /// The latest element: `BehaviorSubject`.
    case latest(Element)
    /// The last `limit` elements, or all when `limit` is `nil`: `ReplaySubject`.
    case buffer(ContiguousArray<Element>, limit: Int?)
    /// The last element, delivered only on completion: `AsyncSubject`.
    case last(Element?)
}

/// The observer registry and the serialised delivery shared by every subject.
///
/// **Serial delivery without holding the lock.** Whoever sends an event while no delivery is running becomes the
/// emitter: it takes a snapshot of the observers under the lock, releases the lock, and delivers. Events sent
/// meanwhile, from other threads or from inside an observer (reentrancy), are queued under the lock and delivered
/// by the emitter, in order, after the current event. A new subscriber's replay (BehaviorSubject's value,
/// ReplaySubject's buffer, the terminal event) goes through the same queue, so it never overlaps an event.
///
/// **Disposal.** Each subscription has an atomic disposed flag checked right before each delivery, so an event
/// the subject accepts after `dispose()` returned never reaches that subscription.
///
/// **Hot path.** With a fixed set of observers, sending an event takes the lock twice, retains the snapshot
/// array and allocates nothing; subscribing copies the observer array once (copy-on-write), never per event.
final class SubjectCore<Element>: @unchecked Sendable {
    // Unchecked: every mutable field lives in `state`, guarded by its lock; observers are called outside it.
    struct Entry {
        let observer: AnyObserver<Element>
        let subscription: SubjectSubscription<Element>
    }

    /// Work queued while another thread (or an outer call on this thread) is delivering.
    enum Pending {
        /// An accepted event and the observers subscribed when it was accepted.
        case event(Event<Element>, to: ContiguousArray<Entry>)
        /// The replay of a new subscriber.
        case replay([Event<Element>], to: Entry)
    }

    struct State {
        var observers = ContiguousArray<Entry>()
        var isEmitting = false
        var queue: [Pending] = []
        var stopEvent: Event<Element>?
        var isDisposed = false
        var replay: SubjectReplay<Element>
    }

    let state: Locked<State>

    init(replay: SubjectReplay<Element>) {
        state = Locked(State(replay: replay))
    }

    // MARK: Sending

    /// Accepts `event` and delivers what it produces (serialised, outside the lock).
    func on(_ event: Event<Element>) {
        let start = state.withLock { state -> (ContiguousArray<Entry>, Deliveries)? in
            guard !state.isDisposed, state.stopEvent == nil else { return nil }
            let deliveries = Self.accept(event, into: &state)
            if event.isStopEvent { state.stopEvent = event }
            if state.isEmitting {
                deliveries.forEach { state.queue.append(.event($0, to: state.observers)) }
                if event.isStopEvent { state.observers.removeAll() }
                return nil
            }
            if case .nothing = deliveries { return nil }
            state.isEmitting = true
            let snapshot = state.observers
            if event.isStopEvent { state.observers.removeAll() }
            return (snapshot, deliveries)
        }
        guard let (snapshot, deliveries) = start else { return }
        deliveries.forEach { deliver($0, to: snapshot) }
        drain()
    }

    /// The events an accepted event produces: one, none (AsyncSubject's elements), or the last element and
    /// completion (AsyncSubject's completion). An enum rather than an array, so sending allocates nothing.
    enum Deliveries {
        case nothing
        case one(Event<Element>)
        case two(Event<Element>, Event<Element>)

        func forEach(_ body: (Event<Element>) -> Void) {
            switch self {
            case .nothing: break
            case .one(let event): body(event)
            case .two(let first, let second):
                body(first)
                body(second)
            }
        }
    }

    /// Updates the replay state for `event` and returns the events to deliver now.
    private static func accept(_ event: Event<Element>, into state: inout State) -> Deliveries {
        switch (state.replay, event) {
        case (.none, _):
            return .one(event)
        case (.latest, .next(let element)):
            state.replay = .latest(element)
            return .one(event)
        case (.latest, _):
            return .one(event)
        case (.buffer(var buffer, let limit), .next(let element)):
            state.replay = .none  // Keeps `buffer` uniquely referenced, so appending does not copy it.
            if let limit, buffer.count == limit, limit > 0 { buffer.removeFirst() }
            if limit != 0 { buffer.append(element) }
            state.replay = .buffer(buffer, limit: limit)
            return .one(event)
        case (.buffer, _):
            return .one(event)
        case (.last, .next(let element)):
            state.replay = .last(element)
            return .nothing
        case (.last(let element), .completed):
            return element.map { .two(.next($0), .completed) } ?? .one(.completed)
        case (.last, .error):
            state.replay = .last(nil)
            return .one(event)
        }
    }

    private func deliver(_ event: Event<Element>, to observers: ContiguousArray<Entry>) {
        switch event {
        case .next(let element):
            for entry in observers where !entry.subscription.isDisposed {
                entry.observer.onNext(element)
            }
        case .error, .completed:
            for entry in observers where !entry.subscription.isDisposed {
                entry.observer.on(event)
            }
        }
    }

    /// Delivers what was queued while this thread was delivering, then gives up the emitter role.
    private func drain() {
        while true {
            let next = state.withLock { state -> Pending? in
                guard !state.queue.isEmpty else {
                    state.isEmitting = false
                    return nil
                }
                return state.queue.removeFirst()
            }
            guard let next else { return }
            switch next {
            case .event(let event, let observers):
                deliver(event, to: observers)
            case .replay(let events, let entry):
                for event in events where !entry.subscription.isDisposed { entry.observer.on(event) }
            }
        }
    }

    // MARK: Subscribing

    /// Registers `observer` and replays what the subject keeps for it (serialised with events).
    func subscribe(_ observer: AnyObserver<Element>, subject: AnyObject) -> Disposable {
        let subscription = SubjectSubscription(core: self)
        let entry = Entry(observer: observer, subscription: subscription)
        let replay = state.withLock { state -> [Event<Element>]? in
            if state.isDisposed { return [.error(RxError.disposed(object: subject))] }
            var events = Self.replayEvents(state)
            if let stop = state.stopEvent {
                events.append(stop)
            } else {
                state.observers.append(entry)
            }
            guard !events.isEmpty else { return nil }
            if state.isEmitting {
                state.queue.append(.replay(events, to: entry))
                return nil
            }
            state.isEmitting = true
            return events
        }
        if let replay {
            for event in replay where !subscription.isDisposed { observer.on(event) }
            drain()
        }
        return subscription
    }

    private static func replayEvents(_ state: State) -> [Event<Element>] {
        switch state.replay {
        case .none:
            return []
        case .latest(let element):
            return state.stopEvent == nil ? [.next(element)] : []
        case .buffer(let buffer, _):
            return buffer.map { .next($0) }
        case .last(let element):
            guard case .completed? = state.stopEvent, let element else { return [] }
            return [.next(element)]
        }
    }

    func unsubscribe(_ subscription: SubjectSubscription<Element>) {
        state.withLock { state in
            if let index = state.observers.firstIndex(where: { $0.subscription === subscription }) {
                state.observers.remove(at: index)
            }
        }
    }

    // MARK: Inspecting and disposing

    var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    func dispose() {
        state.withLock { state in
            state.isDisposed = true
            state.observers.removeAll()
            state.queue.removeAll()
            state.replay = Self.emptied(state.replay)
        }
    }

    private static func emptied(_ replay: SubjectReplay<Element>) -> SubjectReplay<Element> {
        switch replay {
        case .buffer(_, let limit): return .buffer([], limit: limit)
        case .last: return .last(nil)
        case .none, .latest: return replay
        }
    }
}

/// One subscription to a subject: removes its observer on `dispose()`.
final class SubjectSubscription<Element>: Cancelable, @unchecked Sendable {
    // Unchecked: `disposed` is atomic; `core` is only read by the one caller that wins the flag.
    private let disposed = Atomic<Bool>(false)
    private nonisolated(unsafe) var core: SubjectCore<Element>?

    init(core: SubjectCore<Element>) {
        self.core = core
    }

    var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let core = self.core
        self.core = nil
        core?.unsubscribe(self)
    }
}
