// SPDX-License-Identifier: MIT
/// Template 2, several sources serialised: a sink whose downstream events come from several sources, possibly on
/// several threads at once (`merge`, `flatMap`, `timeout`, `retry(when:)`), delivered serially with the queue-drain
/// pattern.
///
/// **When to use it.** Two or more sequences (or a sequence and a timer) can each send downstream, and what each
/// sends depends on little or no shared state: a few atomic flags, or a small state machine under an ``RxMutex``
/// whose decision is taken under the lock and acted on after it. When the sources' events must be combined into
/// state that every event reads and writes (`combineLatest`, `zip`, `buffer(timeSpan:count:scheduler:)`), use
/// template 3, ``InputSerializer``: it serialises the inputs instead of the outputs and the state needs no lock.
///
/// **Shape.** A `final class <Op>Sink<Element>: SerializingSink<Element>` with a `start(...)` that attaches the
/// subscriptions (a ``SingleAssignmentDisposable`` or ``SerialDisposable`` per source, combined into the sink's
/// upstream) and subscribes each source with an observer whose closures capture only the sink and call one typed
/// entry point per source (`sourceEvent(_:)`, `triggerEvent(_:)`, ...). Entry points send with ``serialNext(_:)``,
/// ``serialNext(_:when:)`` and ``serialTerminal(_:)``, never with `forwardNext`/`forwardTerminal`, which bypass the
/// serialisation. No lock is held while sending.
///
/// ```swift
/// func start(_ source: Observable<Element>) {
///     attach(Disposables.create(timer, subscription))
///     subscription.disposable = source._subscribe(
///         AnyObserver(next: { [self] in sourceNext($0) }, event: { [self] in sourceEvent($0) }))
/// }
/// private func sourceNext(_ element: Element) { serialNext(element); restartTimer() }
/// ```
///
/// **Model operator.** `timeout(_:other:scheduler:)` (`TimeoutSink` in `Core/Operators/Timeout.swift`): a source, a
/// timer and a fallback, each with its own entry point; `retry(when:)` (`RetryWhenSink`) adds a state machine under
/// a lock.
///
/// Whoever sends while no delivery runs becomes the emitter and delivers directly; events sent meanwhile are
/// queued and delivered by the emitter, in order, after its current event. No lock is held while delivering.
/// Uncontended, an element sent with ``serialNext(_:)`` takes no lock: two compare-and-exchanges (claim and give
/// up the emitter role) and one load; it allocates nothing. After a terminal event nothing more is delivered and
/// the sink disposes itself.
@usableFromInline
// Unchecked: `queuedEvents` is guarded by `outboxLock`; `outboxRole` and `terminated` are atomic; delivery is
// serialised by the role.
class SerializingSink<Element>: Sink<Element>, @unchecked Sendable {
    /// The lock of the outbox: it guards no value of its own, the queued events sit beside it (as in
    /// ``LockingSink``), so the outbox costs no allocation of its own and the sink's deinitialiser, which runs
    /// unspecialised, destroys the queue with the metadata it already has.
    // Unsafe: layer storage, reached only through its address inside `withOutbox(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var outboxLock = RxMutex(())
    /// The events sent while a delivery ran, waiting for the emitter to deliver them.
    // Unsafe: guarded by `outboxLock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var queuedEvents: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var outboxRole = EmitterRole.make()

    /// Whether a terminal event was accepted: set under the outbox's lock, read without it by the fast path.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var terminated = RxAtomic<Bool>(false)

    /// Runs `body` on the queued events under the outbox's lock and returns what it returns.
    @inlinable @inline(__always)
    final func withOutbox<Result>(_ body: (inout [Event<Element>]) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&outboxLock) { _ in try unsafe body(&queuedEvents) }
    }

    /// Sends `.next(element)` downstream, serialised with every other send.
    @inlinable
    final func serialNext(_ element: Element) {
        // Fast path: no delivery is running, so nothing is queued either; deliver without the lock. A terminal
        // event sent meanwhile finds the role taken and is queued, then delivered by `drain()`.
        if unsafe EmitterRole.claimIfIdle(&outboxRole) {
            if unsafe !RxAtomic.load(&terminated, ordering: .acquiring) { forwardNext(element) }
            drain()
            return
        }
        send(.next(element), when: { true })
    }

    /// Sends `.next(element)` downstream if `accept()` holds when the element is accepted for delivery: lets a sink
    /// drop elements from a source it switched away from (`flatMapLatest`) without a race.
    ///
    /// `accept()` runs only once this element's place in the delivery order is fixed: with the delivery role held
    /// (no delivery running: no lock), or under the serialising lock after the role was found taken (the element
    /// will be queued behind the running delivery). Either way no other delivery can come between the check and
    /// this element.
    @inlinable
    final func serialNext(_ element: Element, when accept: () -> Bool) {
        if unsafe EmitterRole.claimIfIdle(&outboxRole) {
            if unsafe !RxAtomic.load(&terminated, ordering: .acquiring) && accept() { forwardNext(element) }
            drain()
            return
        }
        send(.next(element), when: accept)
    }

    /// Sends a terminal event downstream, serialised; the sink disposes itself after delivering it.
    @inlinable
    final func serialTerminal(_ event: Event<Element>) {
        send(event, when: { true })
    }

    /// Delivers `event` now if no delivery is running, or queues it behind the running one; drops it if the sink
    /// has terminated or `accept()` does not hold.
    @inlinable
    final func send(_ event: Event<Element>, when accept: () -> Bool) {
        let (claimed, accepted) = withOutbox { queued -> (Bool, Bool) in
            if unsafe RxAtomic.load(&terminated, ordering: .relaxed) { return (false, false) }
            // Claim before asking `accept()`. A fast-path sender takes the role without this lock, so between a
            // check made first and the claim it could deliver a whole element, after which this one, accepted
            // on what was true before it, would be delivered late (a stale inner element after the switch in
            // `flatMapLatest`). Once the role is claimed, or found taken, this event's place is fixed.
            let claimed = unsafe EmitterRole.claim(&outboxRole)
            guard accept() else { return (claimed, false) }
            if event.isStopEvent { unsafe RxAtomic.store(&terminated, true, ordering: .releasing) }
            if !claimed { queued.append(event) }
            return (claimed, true)
        }
        // Holding the role, deliver the event if it was accepted, then whatever was queued meanwhile.
        guard claimed else { return }
        if accepted { mirror(event) }
        drain()
    }

    @inlinable
    final func drain() {
        while true {
            if unsafe EmitterRole.release(&outboxRole) { return }
            let events = withOutbox { queued -> [Event<Element>] in
                unsafe EmitterRole.resume(&outboxRole)
                var taken: [Event<Element>] = []
                swap(&taken, &queued)
                return taken
            }
            for event in events { mirror(event) }
        }
    }
}
