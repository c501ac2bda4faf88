// SPDX-License-Identifier: MIT
/// The sink of `observe(on:)`: queues events under a lock and drains them from actions on the scheduler.
///
/// At most one drain action is scheduled at a time (`isScheduled`), so deliveries are serial even on a concurrent
/// scheduler. On a dispatch-queue scheduler (``_DispatchSchedulerBase``) an action drains everything queued; otherwise one event per action.
@usableFromInline
// Unchecked: the state is guarded by its lock (`LockingSink`); `scheduler` is immutable; deliveries are serialised by `isScheduled`.
final class ObserveOnSink<Element>: LockingSink<Element, ObserveOnState<Element>>, @unchecked Sendable {
    @usableFromInline let scheduler: ImmediateSchedulerType
    /// Whether the scheduler is a dispatch-queue scheduler: one action delivers everything queued.
    @usableFromInline let batches: Bool
    /// The scheduler, when it may run a drain at once (``_DispatchSchedulerBase/runsOnMainThread``): then an event that finds
    /// nothing queued is delivered on the spot, without an action.
    @usableFromInline let runsNow: _DispatchSchedulerBase?
    @inlinable
    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        let dispatching = ClassInstance.derived(scheduler, from: _DispatchSchedulerBase.self)
        self.batches = dispatching != nil
        self.runsNow = dispatching?.runsOnMainThread == true ? dispatching : nil
        super.init(observer: observer, state: ObserveOnState())
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        let subscription = source._subscribe(
            AnyObserver(next: { [self] in enqueue(.next($0)) }, event: { [self] in enqueue($0) })
        )
        attach(subscription)
    }

    /// Disposes the scheduled drain, after the source subscription.
    @usableFromInline
    override func disposeResources() {
        let scheduledAction = withState { state -> SerialDisposable? in
            defer { state.scheduledAction = nil }
            return state.scheduledAction
        }
        scheduledAction?.dispose()
    }

    /// What ``enqueue(_:)`` does with an event, decided under the lock.
    @usableFromInline enum Arrival {
        /// Nothing: the sink has stopped.
        case drop
        /// Nothing more: the event is queued behind a drain that is scheduled or running.
        case queued
        /// The event is queued: schedule a drain.
        case schedule
        /// Nothing is queued or scheduled: deliver the event now if the scheduler would run a drain at once, else
        /// queue it and schedule one.
        case deliverIfImmediate
    }

    @inlinable
    func enqueue(_ event: Event<Element>) {
        let arrival = withState { state -> Arrival in
            if state.isStopped { return .drop }
            if event.isStopEvent { state.isStopped = true }
            if state.isScheduled {
                state.queue.append(event)
                return .queued
            }
            state.isScheduled = true
            if runsNow != nil, state.queue.isEmpty { return .deliverIfImmediate }
            state.queue.append(event)
            return .schedule
        }
        switch arrival {
        case .drop, .queued:
            return
        case .deliverIfImmediate:
            // On the main thread with nothing of the main scheduler's queued: delivered on the spot, as RxSwift's
            // `MainScheduler` runs it, with no action made and no queue touched; events sent meanwhile (from the
            // observer) are queued behind it and delivered by the drain that follows.
            if let runsNow, runsNow.runImmediately(event, { deliverNow($0) }) { return }
            // First in the queue: nothing can have arrived since (events are serial, and nothing ran).
            withState { $0.queue.insert(event, at: 0) }
            schedule()
        case .schedule:
            schedule()
        }
    }

    /// Schedules a drain: one action for everything queued on a dispatch-queue scheduler, one event per action
    /// elsewhere.
    @inlinable
    func schedule() {
        let slot = withState { state -> SerialDisposable? in
            // Read under the lock: the sink is marked disposed before `disposeResources()` takes the lock, so either
            // no drain is scheduled, or its slot is made first and `disposeResources()` disposes it.
            if isDisposed { return nil }
            if let slot = state.scheduledAction { return slot }
            let slot = SerialDisposable()
            state.scheduledAction = slot
            return slot
        }
        guard let slot else { return }
        if batches {
            slot.disposable = scheduler.schedule(()) { [self] _ in
                drainAll()
                return Disposables.create()
            }
        } else {
            slot.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
                if deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers `event` where it arrived, then what arrived meanwhile.
    @inlinable
    func deliverNow(_ event: Event<Element>) {
        if !isDisposed { event.isStopEvent ? forwardTerminal(event) : forward(event) }
        drainAll()
    }

    /// Delivers the next queued event; returns whether another one is waiting.
    @inlinable
    func deliverOne() -> Bool {
        let next = withState { state -> Event<Element>? in
            guard !state.queue.isEmpty else {
                state.isScheduled = false
                return nil
            }
            return state.queue.removeFirst()
        }
        guard let next, !isDisposed else { return false }
        next.isStopEvent ? forwardTerminal(next) : forward(next)
        return withState { state in
            if state.queue.isEmpty {
                state.isScheduled = false
                return false
            }
            return true
        }
    }

    /// Delivers everything queued, batch after batch, reusing the batch array's storage (and returning it to the
    /// queue at the end).
    @inlinable
    func drainAll() {
        var batch: [Event<Element>] = []
        while true {
            let hasWork = withState { state -> Bool in
                guard !state.queue.isEmpty else {
                    state.isScheduled = false
                    // Hand the emptied batch storage back, so the next event does not allocate a queue.
                    if batch.capacity > state.queue.capacity && batch.capacity <= 1024 {
                        swap(&batch, &state.queue)
                    }
                    return false
                }
                swap(&batch, &state.queue)
                return true
            }
            guard hasWork else { return }
            for event in batch {
                if isDisposed { return }
                event.isStopEvent ? forwardTerminal(event) : forward(event)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }
}

/// What ``ObserveOnSink`` keeps under its lock.
@usableFromInline
struct ObserveOnState<Element> {
    @usableFromInline var queue: [Event<Element>] = []
    @usableFromInline var isScheduled = false
    @usableFromInline var isStopped = false
    /// The scheduled drain, made when the first is scheduled (an `observe(on: MainScheduler)` on the main thread
    /// may never need one); nil again once the sink is disposed.
    @usableFromInline var scheduledAction: SerialDisposable?

    @inlinable
    init() {}
}
