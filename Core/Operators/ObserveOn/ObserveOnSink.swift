// SPDX-License-Identifier: MIT
/// The sink of `observe(on:)`: queues events under a lock and drains them from actions on the scheduler.
///
/// At most one drain action is scheduled at a time (`isScheduled`), so deliveries are serial even on a concurrent
/// scheduler. On a `BatchingScheduler` an action drains everything queued; otherwise one event per action.
@usableFromInline
// Unchecked: `state` is guarded by its lock; `scheduler` is immutable; deliveries are serialised by `isScheduled`.
final class ObserveOnSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var queue: [Event<Element>] = []
        @usableFromInline var isScheduled = false
        @usableFromInline var isStopped = false

        @usableFromInline
        init() {}
    }

    @usableFromInline let scheduler: ImmediateSchedulerType
    /// The scheduler, when it is a ``BatchingScheduler``: one action delivers everything queued, and an action it
    /// would run at once runs without being made.
    @usableFromInline let batching: BatchingScheduler?
    @usableFromInline let state = Locked(State())
    @usableFromInline let scheduledAction = SerialDisposable()

    @usableFromInline
    init(observer: AnyObserver<Element>, scheduler: ImmediateSchedulerType) {
        self.scheduler = scheduler
        self.batching = scheduler as? BatchingScheduler
        super.init(observer: observer)
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        let subscription = source._subscribe(
            AnyObserver(next: { [self] in enqueue(.next($0)) }, event: { [self] in enqueue($0) })
        )
        attach(Disposables.create(subscription, scheduledAction))
    }

    @inlinable
    func enqueue(_ event: Event<Element>) {
        let mustSchedule = state.withLock { state -> Bool in
            if state.isStopped { return false }
            if event.isStopEvent { state.isStopped = true }
            state.queue.append(event)
            if state.isScheduled { return false }
            state.isScheduled = true
            return true
        }
        guard mustSchedule else { return }
        if let batching {
            // On the main thread with nothing of the main scheduler's queued, delivered on the spot.
            if batching.runImmediately(self, { $0.drainAll() }) { return }
            scheduledAction.disposable = scheduler.schedule(()) { [self] _ in
                drainAll()
                return Disposables.create()
            }
        } else {
            scheduledAction.disposable = scheduler.scheduleRecursive(()) { [self] _, recurse in
                if deliverOne() { recurse(()) }
            }
        }
    }

    /// Delivers the next queued event; returns whether another one is waiting.
    @inlinable
    func deliverOne() -> Bool {
        let next = state.withLock { state -> Event<Element>? in
            guard !state.queue.isEmpty else {
                state.isScheduled = false
                return nil
            }
            return state.queue.removeFirst()
        }
        guard let next, !isDisposed else { return false }
        next.isStopEvent ? forwardTerminal(next) : forward(next)
        return state.withLock { state in
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
            let hasWork = state.withLock { state -> Bool in
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
