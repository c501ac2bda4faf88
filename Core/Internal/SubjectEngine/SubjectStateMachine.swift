// SPDX-License-Identifier: MIT
import Dispatch

/// The part of a subject's delivery state that lives under its lock: the subject's life, what it keeps for late
/// subscribers, the work queued for the deliverer, and who waits. The rest is the emitter role (an atomic: who
/// delivers) and the observer registry (owned by whoever holds the role); see ``SubjectCore`` for the whole
/// machine and the Contract article for its rules.
///
/// Every method handles one event, runs under the subject's lock, and returns what the caller does once the lock
/// is released. The methods that may claim the emitter role take it as a parameter: they claim it under the lock,
/// so that work is queued if, and only if, someone else delivers. A change to the registry made while no one
/// delivers is made by the caller right after the method returns, still under the lock, holding the role for the
/// length of the change (which calls nothing out); the registry is never touched without the role.
@usableFromInline
package struct SubjectStateMachine<Element> {
    @usableFromInline package typealias Slot = SubjectObserverSlot<Element>

    /// The subject's life. Transitions: `active → stopped` (a terminal event), `active → disposed` and
    /// `stopped → disposed` (`dispose()`); nothing leaves `disposed`.
    @usableFromInline
    package enum State {
        /// Accepting events and subscribers.
        case active
        /// Ended with this event; new subscribers receive the replay and this event, and are not registered.
        case stopped(Event<Element>)
        /// Disposed: nothing is kept, new subscribers receive `RxError.disposed`.
        case disposed
    }

    /// Work accepted while someone else held the emitter role, for that holder to carry out in order.
    @usableFromInline
    package enum Pending {
        /// An element for the registered observers.
        case next(Element)
        /// The terminal event (preceded by an async subject's last element): delivered, then the registry is
        /// emptied.
        case terminal(Event<Element>, last: Element?)
        /// A new observer: it receives the events queued after this item.
        case insert(Slot)
        /// A disposed observer: its slot is released.
        case remove(SubjectSubscription<Element>)
        /// The subject was disposed: the registry is emptied.
        case clear
    }

    /// What a sender of an element does after the lock.
    @usableFromInline
    package enum NextAction {
        /// Nothing: the subject ended, or (async subject) the element is only kept.
        case drop
        /// The sender holds the role: deliver the element, then drain.
        case deliver
        /// Queued for the holder of the role.
        case queued
        /// The queue is full: wait on this semaphore, then send again.
        case wait(DispatchSemaphore)
    }

    /// What the sender of a terminal event does after the lock.
    @usableFromInline
    package enum TerminalAction {
        case drop
        /// The sender holds the role: deliver `last` (if any) and the event, empty the registry, drain.
        case deliver(last: Element?)
        case queued
    }

    /// What a new subscriber does after the lock.
    @usableFromInline
    package enum SubscribeAction {
        /// The subject is disposed: send `RxError.disposed`.
        case rejectDisposed
        /// The subject ended: deliver these events (replay, then the terminal event); not registered.
        case replayAndEnd([Event<Element>])
        /// Registered: deliver the replay, then open the gate (``SubjectCore/finishReplay(of:)``) if it was not empty.
        case replay([Event<Element>])
    }

    /// The queue limit: a sender on another thread than the deliverer waits while this much work is queued.
    @inlinable
    package static var queueLimit: Int { 1_024 }

    @usableFromInline package var state = State.active
    @usableFromInline package let kind: SubjectKind
    /// BehaviorSubject's value, or AsyncSubject's last element.
    @usableFromInline package var latest: Element?
    /// ReplaySubject's buffer.
    @usableFromInline package var buffer: ReplayBuffer<Element>
    /// Work for the holder of the emitter role. Empty whenever the role is free.
    @usableFromInline package var queue = ContiguousArray<Pending>()
    /// Senders waiting for the queue to drain.
    @usableFromInline package var waitingSenders: [DispatchSemaphore] = []
    /// A replay being delivered by a subscribing thread, while the subscription's gate is closed.
    @usableFromInline
    package struct Replay {
        @usableFromInline let subscription: SubjectSubscription<Element>
        /// The subscribing thread. It never waits for room in the queue (the deliverer may be waiting for it).
        @usableFromInline let thread: UInt
        /// Events the replaying thread, having become the deliverer, left for itself.
        @usableFromInline var backlog: [Event<Element>] = []
        /// The deliverer waiting at the gate.
        @usableFromInline var waiter: DispatchSemaphore?

        @usableFromInline
        init(subscription: SubjectSubscription<Element>, thread: UInt) {
            self.subscription = subscription
            self.thread = thread
        }
    }

    /// The replays in progress (usually none; one per thread subscribing at the moment). Kept here rather than in
    /// each subscription, which stays small.
    @usableFromInline package var replays: [Replay] = []
    /// Registered subscriptions not yet disposed (``SubjectCore/hasObservers``).
    @usableFromInline package var observerCount = 0

    @usableFromInline
    package init(kind: SubjectKind, latest: Element?, bufferLimit: Int?) {
        self.kind = kind
        self.latest = latest
        self.buffer = ReplayBuffer(limit: bufferLimit)
    }

    /// The terminal event, once stopped.
    @inlinable
    package var stopEvent: Event<Element>? {
        if case .stopped(let event) = state { return event }
        return nil
    }

    @inlinable
    package var isDisposed: Bool {
        if case .disposed = state { return true }
        return false
    }

    @inlinable
    package var isActive: Bool {
        if case .active = state { return true }
        return false
    }

    // MARK: Events

    /// Updates what the kind keeps for `element`; returns whether the element goes on to the observers.
    @inlinable
    package mutating func keep(_ element: Element) -> Bool {
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

    /// An element from a sender that could not take the role without the lock.
    ///
    /// - Parameters:
    ///   - thread: The sender's thread.
    ///   - deliverer: The thread holding the role, as last recorded.
    @inlinable
    package mutating func next(
        _ element: Element,
        role: UnsafePointer<RxAtomic<Int>>,
        thread: UInt,
        deliverer: UInt
    ) -> NextAction {
        guard isActive else { return .drop }
        // Backpressure: a sender on another thread waits while the queue is full. The deliverer itself (a
        // reentrant send) and a thread in the middle of a replay (the deliverer may be waiting for it) never wait.
        if queue.count >= Self.queueLimit && deliverer != thread
            && !replays.contains(where: { $0.thread == thread })
        {
            let semaphore = DispatchSemaphore(value: 0)
            waitingSenders.append(semaphore)
            return .wait(semaphore)
        }
        guard keep(element) else { return .drop }
        if EmitterRole.claim(role) { return .deliver }
        queue.append(.next(element))
        return .queued
    }

    /// An element from a sender that took the role without the lock (kinds that keep something): returns whether
    /// to deliver it now. When work was queued between taking the role and taking the lock, the element goes after
    /// it (a new subscriber's replay was taken without it).
    @inlinable
    package mutating func nextHoldingRole(_ element: Element) -> Bool {
        guard isActive, keep(element) else { return false }
        if queue.isEmpty { return true }
        queue.append(.next(element))
        return false
    }

    /// A terminal event.
    @inlinable
    package mutating func terminate(_ event: Event<Element>, role: UnsafePointer<RxAtomic<Int>>) -> TerminalAction {
        guard isActive else { return .drop }
        state = .stopped(event)
        observerCount = 0
        var last: Element?
        if kind == .async {
            if case .completed = event { last = latest }
            if case .error = event { latest = nil }
        }
        if EmitterRole.claim(role) { return .deliver(last: last) }
        queue.append(.terminal(event, last: last))
        return .queued
    }

    /// The holder of the role found work queued: hands it over (the queue is empty again) with the senders to wake.
    @inlinable
    package mutating func takeQueued(role: UnsafePointer<RxAtomic<Int>>) -> (
        ContiguousArray<Pending>, [DispatchSemaphore]
    ) {
        // Whoever marks work queued (a failed claim) queues an item under the same lock.
        if queue.isEmpty { rxInternalInconsistency("the emitter role says work is queued, but the queue is empty") }
        EmitterRole.resume(role)
        var work = ContiguousArray<Pending>()
        swap(&work, &queue)
        var waiting: [DispatchSemaphore] = []
        if !waitingSenders.isEmpty { swap(&waiting, &waitingSenders) }
        return (work, waiting)
    }

    // MARK: Subscribing

    /// A new subscriber: registers `slot` unless the subject ended, and returns its replay. A subscriber with a
    /// replay starts behind its closed gate: the deliverer waits at it until the subscribing thread has delivered
    /// the replay. When no one delivers, the caller now holds the role (`insertNow`): it inserts `slot` into the
    /// registry, still under the lock, then calls ``releaseBriefClaim(_:)``; otherwise the insertion is queued.
    @usableFromInline
    package mutating func subscribe(
        _ slot: Slot,
        thread: UInt,
        role: UnsafePointer<RxAtomic<Int>>
    ) -> (action: SubscribeAction, insertNow: Bool) {
        switch state {
        case .disposed:
            return (.rejectDisposed, false)
        case .stopped(let stop):
            return (.replayAndEnd(replayEvents() + [stop]), false)
        case .active:
            let replay = replayEvents()
            let subscription = slot.subscription
            subscription.registered = true
            observerCount += 1
            if !replay.isEmpty {
                RxAtomic.store(&subscription.gate, SubjectGate.replaying, ordering: .releasing)
                replays.append(Replay(subscription: subscription, thread: thread))
            }
            if EmitterRole.claim(role) { return (.replay(replay), true) }
            queue.append(.insert(slot))
            return (.replay(replay), false)
        }
    }

    /// The replaying thread finished the replay: returns the events the deliverer left for it (sent from its own
    /// thread during the replay), or, when there are none, opens the gate and returns the deliverer to wake.
    @usableFromInline
    package mutating func replayFinished(
        _ subscription: SubjectSubscription<Element>,
        thread: UInt
    ) -> (backlog: [Event<Element>], wake: DispatchSemaphore?) {
        guard let index = replays.firstIndex(where: { $0.subscription === subscription }),
            replays[index].thread == thread
        else {
            rxInternalInconsistency("a replay finished on a thread that was not replaying")
        }
        if !replays[index].backlog.isEmpty {
            var backlog: [Event<Element>] = []
            swap(&backlog, &replays[index].backlog)
            return (backlog, nil)
        }
        let wake = replays.remove(at: index).waiter
        _ = RxAtomic.compareExchange(
            &subscription.gate,
            expected: SubjectGate.replaying,
            desired: SubjectGate.live,
            ordering: .acquiringAndReleasing
        )
        return ([], wake)
    }

    /// What the deliverer does at a closed gate.
    @usableFromInline
    package enum GateAction {
        /// The gate opened meanwhile: deliver.
        case deliver
        /// Disposed, or left in the backlog for the replaying thread (which is the deliverer itself).
        case skip
        /// Wait for the replay to finish, then look again.
        case wait(DispatchSemaphore)
    }

    /// The deliverer reached a subscriber whose gate was closed.
    @usableFromInline
    package mutating func gateReached(
        _ subscription: SubjectSubscription<Element>,
        event: Event<Element>,
        thread: UInt
    ) -> GateAction {
        switch RxAtomic.load(&subscription.gate, ordering: .acquiring) {
        case SubjectGate.live: return .deliver
        case SubjectGate.disposed: return .skip
        default:
            guard let index = replays.firstIndex(where: { $0.subscription === subscription }) else {
                rxInternalInconsistency("a subscription's gate is closed, but no replay is in progress for it")
            }
            if replays[index].thread == thread {
                // The replaying thread became the deliverer (its observer sent during the replay): the event waits
                // for the end of the replay, which this thread delivers next.
                replays[index].backlog.append(event)
                return .skip
            }
            let semaphore = replays[index].waiter ?? DispatchSemaphore(value: 0)
            replays[index].waiter = semaphore
            return .wait(semaphore)
        }
    }

    // MARK: Disposing

    /// What a disposed subscription does about its slot.
    @usableFromInline
    package enum UnsubscribeAction {
        /// Nothing: it was never registered, or the subject ended (the end empties the registry).
        case none
        /// No one delivers and the caller now holds the role: it removes the slot from the registry, still under
        /// the lock, then calls ``releaseBriefClaim(_:)``.
        case removeNow
        /// The removal is queued for the deliverer.
        case queued
    }

    /// A subscription was disposed.
    @usableFromInline
    package mutating func unsubscribe(
        _ subscription: SubjectSubscription<Element>,
        role: UnsafePointer<RxAtomic<Int>>
    ) -> UnsubscribeAction {
        guard subscription.registered else { return .none }
        subscription.registered = false
        guard isActive else { return .none }
        observerCount -= 1
        if EmitterRole.claim(role) { return .removeNow }
        queue.append(.remove(subscription))
        return .queued
    }

    /// The subject was disposed: returns the dropped work, the senders to wake, and whether the caller now holds
    /// the role (no one delivers): it empties the registry, still under the lock, then calls
    /// ``releaseBriefClaim(_:)``; otherwise the emptying is queued for the deliverer.
    @usableFromInline
    package mutating func dispose(
        role: UnsafePointer<RxAtomic<Int>>
    ) -> (dropped: ContiguousArray<Pending>, wake: [DispatchSemaphore], clearNow: Bool) {
        state = .disposed
        observerCount = 0
        buffer.removeAll()
        if kind == .async { latest = nil }
        var dropped = ContiguousArray<Pending>()
        swap(&dropped, &queue)
        var wake: [DispatchSemaphore] = []
        swap(&wake, &waitingSenders)
        if EmitterRole.claim(role) { return (dropped, wake, true) }
        queue.append(.clear)
        return (dropped, wake, false)
    }

    /// Gives back the role claimed under the lock for a change to the registry. Nobody can have queued work
    /// meanwhile: queuing needs the lock.
    @inlinable
    package func releaseBriefClaim(_ role: UnsafePointer<RxAtomic<Int>>) {
        guard EmitterRole.release(role) else {
            rxInternalInconsistency("work was queued while the registry changed under the lock")
        }
    }

    /// What a new subscriber receives first.
    @usableFromInline
    package func replayEvents() -> [Event<Element>] {
        switch kind {
        case .publish:
            return []
        case .behavior:
            guard isActive, let latest else { return [] }
            return [.next(latest)]
        case .replay:
            return buffer.elements.map { .next($0) }
        case .async:
            guard case .stopped(.completed) = state, let latest else { return [] }
            return [.next(latest)]
        }
    }
}
