// SPDX-License-Identifier: MIT
import Dispatch

/// The delivery state of a subject, as a pure state machine: the subject's life, what it keeps for late
/// subscribers, the work queued for the thread that delivers, the senders waiting for room in that queue, and the
/// replays in progress.
///
/// A value type that holds no lock, atomic, gate or registry and calls nothing out. ``SubjectCore`` keeps it in a
/// lock, calls one method per event, and carries out the returned action: claiming the emitter role, changing the
/// observer registry, opening a subscription's gate, delivering, waking or waiting. `Documentation/Internals/
/// SubjectEngine.md` describes the whole engine.
///
/// ```
///               terminalReceived               disposed
///    active ──────────────────────▶ stopped ───────────────▶ disposed        (disposed again: nothing)
///      │                                                     ▲   │   ▲
///      └──────────────────────── disposed ───────────────────┘   │   │
///                                  terminalReceived (publish)    ▼   │ disposed
///                                                     stoppedAfterDisposal
///
///    Every other event leaves the subject's life as it is (see the table).
/// ```
///
/// Within any state, the queue goes from empty to non-empty through ``claimFailed(_:)`` (a thread that found the
/// emitter role taken queues its work for the holder) and back to empty through ``drainStarted()`` (the holder
/// takes it all) or ``disposed()`` (the work is dropped). A replay is recorded by ``subscribed(_:thread:)`` when a
/// new subscriber has one, and forgotten by ``replayFinished(_:thread:)``.
///
/// Events by state:
///
/// | event | active | stopped | disposed | stoppedAfterDisposal |
/// |---|---|---|---|---|
/// | ``nextReceived(_:thread:deliverer:)`` | keep, then wait, deliver or queue | drop | drop | drop |
/// | ``nextReceivedHoldingRole(_:)`` | keep, then deliver or queue behind queued work | drop | drop | drop |
/// | ``terminalReceived(_:)`` | → stopped; deliver or queue | drop | publish: → stoppedAfterDisposal, drop; others: drop | drop |
/// | ``subscribed(_:thread:)`` | register, with or without a replay | replay and end | reject | end |
/// | ``subscriptionDisposed()`` | remove its slot | nothing | nothing | nothing |
/// | ``disposed()`` | → disposed; drop the queue, empty the registry | → disposed; the same | nothing | → disposed; nothing else |
/// | ``claimFailed(_:)``, ``drainStarted()``, ``replayFinished(_:thread:)``, ``gateReached(_:gate:event:thread:)`` | any state | any state | any state | any state |
///
/// A publish subject records a terminal event sent after `dispose()`, and a later subscriber receives it instead
/// of `RxError.disposed`, as RxSwift 6.10.2's `PublishSubject` does (its `dispose()` forgets the terminal event
/// and its `on(_:)` records a terminal event whenever none is recorded; its `subscribe` looks at the terminal event
/// before the disposal). A new `dispose()` forgets it again. The other kinds drop it, as RxSwift's
/// `BehaviorSubject` and `ReplaySubject` do (RxSwift's `AsyncSubject` cannot be disposed).
///
/// The last four depend on what happened before (work queued, a replay recorded), not on the subject's life: a
/// queued terminal event or an observer removal is still delivered after the subject stopped, and a replay started
/// before `dispose()` still finishes. Reported out of turn (a queue taken when none was queued, a replay finished
/// that was not recorded), they stop the program with ``rxInternalInconsistency(_:file:line:)``.
@usableFromInline
package struct SubjectStateMachine<Element> {
    @usableFromInline package typealias Slot = SubjectObserverSlot<Element>

    /// The subject's life. Nothing leaves `disposed`.
    @usableFromInline
    package enum State {
        /// Accepting events and subscribers.
        case active
        /// Ended with this event; new subscribers receive the replay and this event, and are not registered.
        case stopped(Event<Element>)
        /// Disposed: nothing is kept, new subscribers receive `RxError.disposed`.
        case disposed
        /// Disposed, then (a publish subject only) ended with this event: new subscribers receive it, and are not
        /// registered. ``disposed()`` forgets it.
        case stoppedAfterDisposal(Event<Element>)
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

    /// What a sender of an element does, under the lock, after ``nextReceived(_:thread:deliverer:)``.
    @usableFromInline
    package enum NextReceivedAction {
        /// Nothing: the subject ended, or (async subject) the element is only kept.
        case drop
        /// The queue is full: release the lock, wait on this semaphore, then send again.
        case wait(DispatchSemaphore)
        /// Accepted: claim the emitter role, still under the lock. Deliver the element if the claim succeeds;
        /// otherwise report it with ``claimFailed(_:)`` (as ``Pending/next(_:)``) before releasing the lock.
        case claimRoleOrQueue
    }

    /// What a sender that took the emitter role without the lock does with its element.
    @usableFromInline
    package enum NextReceivedHoldingRoleAction {
        /// Nothing: the subject ended, or (async subject) the element is only kept.
        case drop
        /// Deliver it now.
        case deliver
        /// Work was queued between taking the role and taking the lock: the element went into the queue behind it
        /// (a new subscriber's replay was taken without it), and the drain delivers it.
        case queued
    }

    /// What the sender of a terminal event does, under the lock, after ``terminalReceived(_:)``.
    @usableFromInline
    package enum TerminalReceivedAction {
        /// Nothing: the subject had already ended or was disposed.
        case drop
        /// Accepted: claim the emitter role, still under the lock. On success deliver `last` (if any) and the
        /// event, then empty the registry; otherwise report ``Pending/terminal(_:last:)`` with ``claimFailed(_:)``.
        case claimRoleOrQueue(last: Element?)
    }

    /// What a new subscriber does after ``subscribed(_:thread:)``.
    @usableFromInline
    package enum SubscribedAction {
        /// The subject is disposed: send `RxError.disposed`; not registered.
        case rejectDisposed
        /// The subject ended: deliver these events (replay, then the terminal event); not registered.
        case replayAndEnd([Event<Element>])
        /// Registered, with nothing to replay: under the lock, claim the role and insert the slot into the registry
        /// (then give the role back), or report ``Pending/insert(_:)`` with ``claimFailed(_:)``.
        case register
        /// Registered behind a closed gate: under the lock, close the subscription's gate, then register as for
        /// ``register``; after the lock, deliver these elements and report ``replayFinished(_:thread:)``.
        case registerAndReplay(ReplayedElements<Element>)
    }

    /// What the replaying thread does after ``replayFinished(_:thread:)``.
    @usableFromInline
    package enum ReplayFinishedAction {
        /// The deliverer left these events for the replaying thread (its observer sent them during the replay):
        /// deliver them, then report ``replayFinished(_:thread:)`` again.
        case deliverBacklog([Event<Element>])
        /// The replay is over: under the lock, open the gate (unless the subscription was disposed); after it, wake
        /// the deliverer waiting at the gate, if any.
        case openGate(wake: DispatchSemaphore?)
    }

    /// What the deliverer does after ``gateReached(_:gate:event:thread:)``.
    @usableFromInline
    package enum GateReachedAction {
        /// The gate is open: deliver the event.
        case deliver
        /// The subscription was disposed: skip it.
        case skip
        /// The replaying thread is the deliverer itself: the event was left in its backlog, delivered right after
        /// the replay.
        case leftInBacklog
        /// Another thread is replaying: release the lock, wait on this semaphore, then look again.
        case wait(DispatchSemaphore)
    }

    /// What a disposed subscription does after ``subscriptionDisposed()``.
    @usableFromInline
    package enum SubscriptionDisposedAction {
        /// Nothing: it was never registered, or the subject ended (the end empties the registry).
        case none
        /// Under the lock, claim the role and remove the slot from the registry (then give the role back), or report
        /// ``Pending/remove(_:)`` with ``claimFailed(_:)``.
        case removeSlot
    }

    /// What `dispose()` does after ``disposed()``.
    @usableFromInline
    package enum DisposedAction {
        /// Nothing: the subject was already disposed.
        case none
        /// Under the lock, claim the role and empty the registry (then give the role back), or report
        /// ``Pending/clear`` with ``claimFailed(_:)``. After the lock, wake `wake` and drop `dropped` (the queued work,
        /// released outside the lock since releasing an observer runs code).
        case clearRegistry(dropped: ContiguousArray<Pending>, wake: [DispatchSemaphore])
    }

    /// What the holder of the emitter role does after ``drainStarted()``.
    @usableFromInline
    package enum DrainStartedAction {
        /// Wake `wake` (senders waiting for room), then carry out `work` in order.
        case carryOut(ContiguousArray<Pending>, wake: [DispatchSemaphore])
    }

    /// A replay being delivered by a subscribing thread, while the subscription's gate is closed.
    @usableFromInline
    struct Replay {
        /// The subscription.
        @usableFromInline let subscription: ObjectIdentifier
        /// The subscribing thread. It never waits for room in the queue (the deliverer may be waiting for it).
        @usableFromInline let thread: UInt
        /// Events the replaying thread, having become the deliverer, left for itself.
        @usableFromInline var backlog: [Event<Element>] = []
        /// The deliverer waiting at the gate.
        @usableFromInline var waiter: DispatchSemaphore?

        @inlinable
        init(subscription: ObjectIdentifier, thread: UInt) {
            self.subscription = subscription
            self.thread = thread
        }
    }

    /// The queue limit: a sender on another thread than the deliverer waits while this much work is queued.
    @inlinable
    package static var queueLimit: Int { 1_024 }

    // The properties below are internal rather than private only so that the `@inlinable` element path
    // (``nextReceivedHoldingRole(_:)``, specialised in the modules that send) and subscribe path (specialised where
    // the subject is created, see ``SubjectPaths``) can reach them: Swift allows `@usableFromInline` on internal
    // declarations, not on private ones. Only this type's methods change them.

    /// The subject's life.
    @usableFromInline var state = State.active
    /// What the subject keeps for late subscribers.
    @usableFromInline var memory: SubjectMemory<Element>
    /// Work for the holder of the emitter role. Empty whenever the role is free.
    @usableFromInline var queue = ContiguousArray<Pending>()

    /// Senders waiting for the queue to drain.
    private var waitingSenders: [DispatchSemaphore] = []
    /// The replays in progress (usually none; one per thread subscribing at the moment). Kept here rather than in
    /// each subscription, which stays small, and the first inline: subscribers that replay one at a time, as a
    /// `Driver`'s do, cost the subject no allocation.
    @usableFromInline var replays = InlineFirstArray<Replay>()
    /// Registered subscriptions not yet disposed.
    @usableFromInline package internal(set) var observerCount = 0

    /// A subject of `kind`, active.
    ///
    /// - Parameters:
    ///   - kind: Which subject this is.
    ///   - latest: A behavior subject's initial value.
    ///   - bufferLimit: A replay subject's buffer size (nil: unbounded).
    @inlinable
    package init(kind: SubjectKind, latest: Element? = nil, bufferLimit: Int? = nil) {
        memory = SubjectMemory(kind: kind, latest: latest, bufferLimit: bufferLimit)
    }

    // MARK: Reading

    /// The terminal event a new subscriber receives: the one the subject stopped with, or the one a disposed
    /// publish subject received after its disposal (nil while active, and once disposed without one).
    @inlinable
    package var stopEvent: Event<Element>? {
        switch state {
        case .stopped(let event), .stoppedAfterDisposal(let event): event
        case .active, .disposed: nil
        }
    }

    /// Whether the subject was disposed.
    package var isDisposed: Bool {
        switch state {
        case .disposed, .stoppedAfterDisposal: true
        case .active, .stopped: false
        }
    }

    /// Whether the subject accepts events and subscribers.
    @inlinable
    package var isActive: Bool {
        if case .active = state { return true }
        return false
    }

    /// The latest element a behavior subject keeps (also once stopped or disposed).
    package var latest: Element? { memory.value }

    /// How many items are queued for the holder of the emitter role.
    package var queuedCount: Int { queue.count }

    /// How many senders wait for room in the queue.
    package var waitingSenderCount: Int { waitingSenders.count }

    /// Where `subscription`'s replay is in ``replays``.
    @inlinable
    func replayIndex(of subscription: ObjectIdentifier) -> Int? {
        replays.firstIndex { $0.subscription == subscription }
    }

    /// How many replays are in progress.
    package var replayCount: Int { replays.count }

    // MARK: Sending

    /// An element from a sender that could not take the emitter role without the lock.
    ///
    /// - Parameters:
    ///   - thread: The sender's thread.
    ///   - deliverer: The thread holding the role, as last recorded.
    @usableFromInline
    package mutating func nextReceived(_ element: Element, thread: UInt, deliverer: UInt) -> NextReceivedAction {
        switch state {
        case .stopped, .disposed, .stoppedAfterDisposal:
            return .drop
        case .active:
            // Backpressure: a sender on another thread waits while the queue is full. The deliverer itself (a
            // reentrant send) and a thread in the middle of a replay (the deliverer may be waiting for it) never
            // wait.
            if queue.count >= Self.queueLimit && deliverer != thread
                && replays.firstIndex(where: { $0.thread == thread }) == nil
            {
                let semaphore = DispatchSemaphore(value: 0)
                waitingSenders.append(semaphore)
                return .wait(semaphore)
            }
            return memory.elementReceived(element) ? .claimRoleOrQueue : .drop
        }
    }

    /// An element from a sender that took the emitter role without the lock (kinds that keep something).
    @inlinable
    package mutating func nextReceivedHoldingRole(_ element: Element) -> NextReceivedHoldingRoleAction {
        switch state {
        case .stopped, .disposed, .stoppedAfterDisposal:
            return .drop
        case .active:
            guard memory.elementReceived(element) else { return .drop }
            if queue.isEmpty { return .deliver }
            queue.append(.next(element))
            return .queued
        }
    }

    /// A terminal event.
    @usableFromInline
    package mutating func terminalReceived(_ event: Event<Element>) -> TerminalReceivedAction {
        switch state {
        case .stopped, .stoppedAfterDisposal:
            return .drop
        case .disposed:
            // Nobody is registered to receive it; a publish subject keeps it for later subscribers (RxSwift).
            if memory.keepsTerminalAfterDisposal { state = .stoppedAfterDisposal(event) }
            return .drop
        case .active:
            state = .stopped(event)
            observerCount = 0
            return .claimRoleOrQueue(last: memory.terminated(by: event))
        }
    }

    /// A claim of the emitter role, made under the lock as an action asked, failed: `work` waits in the queue for
    /// the role's holder, which takes it with ``drainStarted()``.
    @usableFromInline
    package mutating func claimFailed(_ work: Pending) {
        queue.append(work)
    }

    /// The holder of the emitter role found work queued when it tried to give the role up: hands it over (the
    /// queue is empty again) with the senders to wake.
    @usableFromInline
    package mutating func drainStarted() -> DrainStartedAction {
        // Whoever marks work queued (a failed claim) queues an item under the same lock.
        guard !queue.isEmpty else {
            rxInternalInconsistency("the emitter role says work is queued, but the queue is empty")
        }
        var work = ContiguousArray<Pending>()
        swap(&work, &queue)
        var waiting: [DispatchSemaphore] = []
        if !waitingSenders.isEmpty { swap(&waiting, &waitingSenders) }
        return .carryOut(work, wake: waiting)
    }

    // MARK: Subscribing

    /// A new subscriber arrived. A subscriber with a replay starts behind its closed gate: the deliverer waits at
    /// it until the subscribing thread has delivered the replay.
    ///
    /// - Parameters:
    ///   - subscription: The new subscription's identity.
    ///   - thread: The subscribing thread.
    @inlinable
    package mutating func subscribed(_ subscription: ObjectIdentifier, thread: UInt) -> SubscribedAction {
        switch state {
        case .disposed:
            return .rejectDisposed
        case .stopped(let stop):
            return .replayAndEnd(memory.replay(endedBy: stop) + [stop])
        case .stoppedAfterDisposal(let stop):
            // What the subject kept went with the disposal: only the end.
            return .replayAndEnd([stop])
        case .active:
            observerCount += 1
            guard let replay = memory.replayWhileActive else { return .register }
            replays.append(Replay(subscription: subscription, thread: thread))
            return .registerAndReplay(replay)
        }
    }

    /// The replaying thread finished delivering `subscription`'s replay (or its backlog): returns the events the
    /// deliverer left for it meanwhile, or, when there are none, ends the replay.
    @inlinable
    package mutating func replayFinished(_ subscription: ObjectIdentifier, thread: UInt) -> ReplayFinishedAction {
        guard let index = replayIndex(of: subscription), replays[index].thread == thread
        else {
            rxInternalInconsistency("a replay finished on a thread that was not replaying")
        }
        if !replays[index].backlog.isEmpty {
            var backlog: [Event<Element>] = []
            swap(&backlog, &replays[index].backlog)
            return .deliverBacklog(backlog)
        }
        return .openGate(wake: replays.remove(at: index).waiter)
    }

    /// The deliverer reached `subscription`, whose gate it read under the lock as `gate`, with `event`.
    @usableFromInline
    package mutating func gateReached(
        _ subscription: ObjectIdentifier,
        gate: SubjectGate,
        event: Event<Element>,
        thread: UInt
    ) -> GateReachedAction {
        switch gate {
        case .live:
            return .deliver
        case .disposed:
            return .skip
        case .replaying:
            guard let index = replayIndex(of: subscription) else {
                rxInternalInconsistency("a subscription's gate is closed, but no replay is in progress for it")
            }
            if replays[index].thread == thread {
                // The replaying thread became the deliverer (its observer sent during the replay): the event waits
                // for the end of the replay, which this thread delivers next.
                replays[index].backlog.append(event)
                return .leftInBacklog
            }
            let semaphore = replays[index].waiter ?? DispatchSemaphore(value: 0)
            replays[index].waiter = semaphore
            return .wait(semaphore)
        }
    }

    // MARK: Disposing

    /// A subscription was disposed (at most once per subscription: its gate lets one caller through).
    @inlinable
    package mutating func subscriptionDisposed() -> SubscriptionDisposedAction {
        switch state {
        case .stopped, .disposed, .stoppedAfterDisposal:
            // Ended: the end empties the registry (and a subscriber that arrived after it was never registered).
            return .none
        case .active:
            // Active now, so active when it subscribed: it was registered.
            observerCount -= 1
            return .removeSlot
        }
    }

    /// The subject was disposed.
    @usableFromInline
    package mutating func disposed() -> DisposedAction {
        switch state {
        case .disposed:
            // The first disposal dropped the queue and woke the waiting senders, and nothing was queued or waited
            // since (a disposed subject accepts nothing), except the emptying of the registry itself, which is
            // still to come or already done.
            return .none
        case .stoppedAfterDisposal:
            // Forgets the end it received after the first disposal, as RxSwift's `PublishSubject` does; nothing
            // was queued or registered since that disposal.
            state = .disposed
            return .none
        case .active, .stopped:
            state = .disposed
            observerCount = 0
            memory.disposed()
            var dropped = ContiguousArray<Pending>()
            swap(&dropped, &queue)
            var wake: [DispatchSemaphore] = []
            swap(&wake, &waitingSenders)
            return .clearRegistry(dropped: dropped, wake: wake)
        }
    }
}
