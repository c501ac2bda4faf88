import Synchronization

/// What a subject keeps for late subscribers.
@usableFromInline
package enum SubjectKind: Sendable {
    /// Nothing: `PublishSubject`.
    case publish
    /// The latest element: `BehaviorSubject`.
    case behavior
    /// The last elements: `ReplaySubject`.
    case replay
    /// The last element, delivered only on completion: `AsyncSubject`.
    case async
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
/// **The emitter role** is an atomic: idle, emitting, or emitting with work pending. A sender claims it (or marks
/// work pending) while holding the lock, so the emitter, which gives the role up with one compare-and-exchange
/// when nothing is pending, never misses queued work: if the exchange fails it takes the lock and the queue.
///
/// **Hot path.** The emitter delivers from its own copy of the observer array, refreshed only when the set of
/// observers (or the subject's state) changed, as a version number tells: no retain of a snapshot per event. A
/// `PublishSubject` element takes no lock at all when no delivery is running: one compare-and-exchange to become
/// the emitter, one load of the version, one compare-and-exchange to give the role up. Other kinds take the lock
/// once to update what they keep. Nothing allocates; subscribing copies the observer array once (copy-on-write).
/// The copy never outlives a change by more than the change itself: whoever changes the observers refreshes it
/// when it can become the emitter, or queues the refresh for the emitter.
@usableFromInline
// Unchecked: every mutable field lives in `state`, guarded by its lock; observers are called outside it.
package final class SubjectCore<Element>: @unchecked Sendable {
    @usableFromInline
    package struct Entry {
        @usableFromInline package let observer: AnyObserver<Element>
        @usableFromInline package let subscription: SubjectSubscription<Element>

        @usableFromInline
        package init(observer: AnyObserver<Element>, subscription: SubjectSubscription<Element>) {
            self.observer = observer
            self.subscription = subscription
        }
    }

    /// Work queued while another thread (or an outer call on this thread) is delivering.
    @usableFromInline
    package enum Pending {
        /// An accepted event and the observers subscribed when it was accepted.
        case event(Event<Element>, to: ContiguousArray<Entry>)
        /// The replay of a new subscriber.
        case replay([Event<Element>], to: Entry)
        /// The observers or the state changed: the emitter refreshes its copy.
        case refresh
    }

    /// The observers as the emitter last saw them; immutable, replaced as a whole.
    @usableFromInline
    package final class ObserverList {
        @usableFromInline package let entries: ContiguousArray<Entry>

        @usableFromInline
        init(_ entries: ContiguousArray<Entry>) {
            self.entries = entries
        }
    }

    /// The emitter's copy of the observers: read and written only by the thread holding the emitter role.
    @usableFromInline
    package struct Delivery {
        @usableFromInline package var list = ObserverList([])
        /// The ``version`` the copy was taken at.
        @usableFromInline package var version = -1
        /// Whether the subject had terminated or been disposed at that version.
        @usableFromInline package var isClosed = false

        @inlinable
        package init() {}

        @inlinable
        package init(observers: ContiguousArray<Entry>, version: Int, isClosed: Bool) {
            self.list = ObserverList(observers)
            self.version = version
            self.isClosed = isClosed
        }
    }

    @usableFromInline
    package struct State {
        @usableFromInline package var observers = ContiguousArray<Entry>()
        @usableFromInline package var queue: [Pending] = []
        @usableFromInline package var stopEvent: Event<Element>?
        @usableFromInline package var isDisposed = false
        @usableFromInline package let kind: SubjectKind
        /// BehaviorSubject's value, or AsyncSubject's last element.
        @usableFromInline package var latest: Element?
        /// ReplaySubject's buffer.
        @usableFromInline package var buffer: ReplayBuffer<Element>

        @usableFromInline
        package init(kind: SubjectKind, latest: Element?, bufferLimit: Int?) {
            self.kind = kind
            self.latest = latest
            self.buffer = ReplayBuffer(limit: bufferLimit)
        }

        /// Accepts `element` if the subject is still open, updating what the kind keeps. Returns whether the element
        /// goes on to the observers: not after the end, and not for an async subject (which sends only its last
        /// element, on completion).
        @inlinable
        package mutating func accept(_ element: Element) -> Bool {
            guard !isDisposed, stopEvent == nil else { return false }
            switch kind {
            case .publish: return true
            case .behavior: latest = element
            case .replay: buffer.append(element)
            case .async:
                latest = element
                return false
            }
            return true
        }
    }

    @usableFromInline package let state: Locked<State>

    /// The emitter role of the queue-drain delivery.
    @usableFromInline package let emitter = EmitterRole()

    /// What the subject keeps; fixed at creation, so readable without the lock.
    @usableFromInline package let kind: SubjectKind

    /// Bumped, under the lock, whenever the observers, the terminal event or the disposed flag change.
    @usableFromInline package let version = Atomic<Int>(0)

    /// The emitter's copy of the observers.
    // Unchecked: only the thread holding the emitter role touches it; the role's compare-and-exchanges (acquiring
    // and releasing) order the accesses of successive emitters.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) package var delivery = Delivery()

    package init(kind: SubjectKind, latest: Element? = nil, bufferLimit: Int? = nil) {
        self.kind = kind
        state = Locked(State(kind: kind, latest: latest, bufferLimit: bufferLimit))
    }

    // MARK: Sending

    /// Accepts an element and delivers it (serialised, outside the lock): the hot path.
    ///
    /// With no delivery running, the caller takes the emitter role with one compare-and-exchange and delivers from
    /// the emitter's copy of the observers. A `PublishSubject` then takes no lock at all; the other kinds take it
    /// once, to update what they keep. With a delivery running, the element goes through ``lockedNext(_:)``.
    @inlinable
    package func onNext(_ element: Element) {
        guard emitter.claimIfIdle() else { return lockedNext(element) }
        // The emitter role is ours, and with it `delivery`.
        if kind == .publish {
            if delivery.version != version.load(ordering: .acquiring) { refreshDelivery() }
            if !delivery.isClosed { deliverNext(element) }
        } else if keepNext(element) {
            deliverNext(element)
        }
        drain()
    }

    /// Called with the emitter role held: updates what a behavior, replay or async subject keeps and brings
    /// `delivery` up to date, under the lock. Returns whether to deliver `element` now; it does not when the
    /// subject has ended, for an async subject, and when a replay for a new subscriber was queued while the role
    /// was being taken (the element is queued after it, so the subscriber sees the events in order).
    @inlinable
    package func keepNext(_ element: Element) -> Bool {
        let (deliverNow, refreshed) = state.withLock { state -> (Bool, Delivery?) in
            guard state.accept(element) else { return (false, nil) }
            if !state.queue.isEmpty {
                state.queue.append(.event(.next(element), to: state.observers))
                return (false, nil)
            }
            let current = version.load(ordering: .relaxed)
            if delivery.version == current { return (true, nil) }
            return (true, Delivery(observers: state.observers, version: current, isClosed: false))
        }
        // Replaced outside the lock: releasing the old copy may release observers, whose deinitialisers run code.
        if let refreshed { delivery = refreshed }
        return deliverNow
    }

    /// `onNext` under the lock: updates what the subject keeps, then delivers a snapshot of the observers (or
    /// queues the element when another delivery is running).
    @inlinable
    package func lockedNext(_ element: Element) {
        let snapshot = state.withLock { state -> ContiguousArray<Entry>? in
            guard state.accept(element) else { return nil }
            guard emitter.claim() else {
                state.queue.append(.event(.next(element), to: state.observers))
                return nil
            }
            return state.observers
        }
        guard let snapshot else { return }
        for entry in snapshot where !entry.subscription.isDisposed {
            entry.observer.onNext(element)
        }
        drain()
    }

    /// Delivers `element` to the emitter's copy of the observers. Called by the emitter only.
    @inlinable @inline(__always)
    package func deliverNext(_ element: Element) {
        // Only the emitter replaces `delivery`, and reentrant sends queue instead of emitting, so `delivery` keeps
        // the list alive and in place during the loop: it is read through an unretained reference, and with its
        // entries immutable the loop retains nothing.
        Unmanaged.passUnretained(delivery.list)._withUnsafeGuaranteedRef { list in
            var index = 0
            while index < list.entries.count {
                if !list.entries[index].subscription.isDisposed { list.entries[index].observer.onNext(element) }
                index += 1
            }
        }
    }

    /// Refreshes the emitter's copy of the observers. Called by the emitter only.
    @usableFromInline
    package func refreshDelivery() {
        delivery = state.withLock { state in
            Delivery(
                observers: state.observers, version: version.load(ordering: .relaxed),
                isClosed: state.isDisposed || state.stopEvent != nil)
        }
    }

    /// Bumps ``version``; called with the lock held.
    @inlinable
    package func stateChanged() {
        version.wrappingAdd(1, ordering: .releasing)
    }

    /// Accepts `event` and delivers what it produces (serialised, outside the lock).
    @inlinable
    package func on(_ event: Event<Element>) {
        guard event.isStopEvent else {
            if case .next(let element) = event { onNext(element) }
            return
        }
        let start = state.withLock { state -> (ContiguousArray<Entry>, Event<Element>?)? in
            guard !state.isDisposed, state.stopEvent == nil else { return nil }
            state.stopEvent = event
            var last: Event<Element>?
            if state.kind == .async {
                if case .completed = event, let element = state.latest { last = .next(element) }
                if case .error = event { state.latest = nil }
            }
            let observers = state.observers
            state.observers.removeAll()
            stateChanged()
            guard emitter.claim() else {
                if let last { state.queue.append(.event(last, to: observers)) }
                state.queue.append(.event(event, to: observers))
                state.queue.append(.refresh)
                return nil
            }
            return (observers, last)
        }
        guard let (snapshot, last) = start else { return }
        if let last { deliver(last, to: snapshot) }
        deliver(event, to: snapshot)
        refreshDelivery()
        drain()
    }

    @inlinable
    package func deliver(_ event: Event<Element>, to observers: ContiguousArray<Entry>) {
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
    @inlinable
    package func drain() {
        while true {
            if emitter.release() { return }
            let work = state.withLock { state -> [Pending] in
                emitter.resume()
                var taken: [Pending] = []
                swap(&taken, &state.queue)
                return taken
            }
            for item in work {
                switch item {
                case .event(let event, let observers):
                    deliver(event, to: observers)
                case .replay(let events, let entry):
                    for event in events where !entry.subscription.isDisposed { entry.observer.on(event) }
                case .refresh:
                    refreshDelivery()
                }
            }
        }
    }

    // MARK: Subscribing

    /// Registers `observer` and replays what the subject keeps for it (serialised with events).
    package func subscribe(_ observer: AnyObserver<Element>, subject: AnyObject) -> Disposable {
        let subscription = SubjectSubscription(core: self)
        let entry = Entry(observer: observer, subscription: subscription)
        let (replay, isDisposed) = state.withLock { state -> ([Event<Element>]?, Bool) in
            if state.isDisposed { return (nil, true) }
            var events = Self.replayEvents(state)
            if let stop = state.stopEvent {
                events.append(stop)
            } else {
                state.observers.append(entry)
                stateChanged()
            }
            guard !events.isEmpty else { return (nil, false) }
            guard emitter.claim() else {
                state.queue.append(.replay(events, to: entry))
                return (nil, false)
            }
            return (events, false)
        }
        if isDisposed {
            // A disposed subject delivers nothing else, so this needs no emitter role.
            observer.on(.error(RxError.disposed(object: subject)))
            return Disposables.create()
        }
        if let replay {
            for event in replay where !subscription.isDisposed { observer.on(event) }
            drain()
        }
        return subscription
    }

    private static func replayEvents(_ state: State) -> [Event<Element>] {
        switch state.kind {
        case .publish:
            return []
        case .behavior:
            guard state.stopEvent == nil, let latest = state.latest else { return [] }
            return [.next(latest)]
        case .replay:
            return state.buffer.elements.map { .next($0) }
        case .async:
            guard case .completed? = state.stopEvent, let latest = state.latest else { return [] }
            return [.next(latest)]
        }
    }

    package func unsubscribe(_ subscription: SubjectSubscription<Element>) {
        let claimed = state.withLock { state -> Bool in
            guard let index = state.observers.firstIndex(where: { $0.subscription === subscription }) else {
                return false
            }
            state.observers.remove(at: index)
            stateChanged()
            return claimOrQueueRefresh(&state)
        }
        if claimed { refreshAndDrain() }
    }

    /// Called with the lock held after a change: `true` if the caller became the emitter (and must call
    /// ``refreshAndDrain()``), `false` if the emitter will refresh its copy, so that the copy holds no observer the
    /// subject dropped.
    private func claimOrQueueRefresh(_ state: inout State) -> Bool {
        guard emitter.claim() else {
            state.queue.append(.refresh)
            return false
        }
        return true
    }

    private func refreshAndDrain() {
        refreshDelivery()
        drain()
    }

    // MARK: Inspecting and disposing

    package var hasObservers: Bool {
        state.withLock { !$0.observers.isEmpty }
    }

    package var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    package func dispose() {
        let claimed = state.withLock { state -> Bool in
            state.isDisposed = true
            state.observers.removeAll()
            state.queue.removeAll()
            state.buffer.removeAll()
            if state.kind == .async { state.latest = nil }
            stateChanged()
            return claimOrQueueRefresh(&state)
        }
        if claimed { refreshAndDrain() }
    }
}

/// One subscription to a subject: removes its observer on `dispose()`.
@usableFromInline
// Unchecked: `disposed` is atomic; `core` is only read by the one caller that wins the flag.
package final class SubjectSubscription<Element>: Cancelable, @unchecked Sendable {
    @usableFromInline package let disposed = Atomic<Bool>(false)
    @exclusivity(unchecked) private nonisolated(unsafe) var core: SubjectCore<Element>?

    init(core: SubjectCore<Element>) {
        self.core = core
    }

    @inlinable
    package var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    @usableFromInline
    package func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        let core = self.core
        self.core = nil
        core?.unsubscribe(self)
    }
}
