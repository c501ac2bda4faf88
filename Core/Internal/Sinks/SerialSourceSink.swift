// SPDX-License-Identifier: MIT
/// The subscription to the one source a sink mirrors at a time, replaced by each source after it
/// (``SerialSourceSink``'s, ``SourceLoopSink``'s), and the rules for replacing it, written once: the state sits in an
/// ``RxMutex`` the sink stores inline, and these functions take the mutex's address for the length of one call.
@usableFromInline
struct SerialSourceState {
    /// The current source's subscription.
    @usableFromInline var current: Disposable = NopDisposable()
    /// The number of the latest subscription made or being made.
    @usableFromInline var number: UInt = 0
    /// Whether the sink was disposed: a subscription handed in from then on is disposed at once.
    @usableFromInline var isDisposed = false

    @inlinable init() {}

    /// Disposes the current subscription and puts the one `subscribe` makes in its place, unless another replaced
    /// it while `subscribe` ran (then the one made is disposed).
    @inlinable
    static func subscribeReplacing(_ state: inout RxMutex<SerialSourceState>, _ subscribe: () -> Disposable) {
        let (number, replaced) = unsafe RxMutex.withLock(&state) { state -> (UInt, Disposable) in
            state.number &+= 1
            var replaced: Disposable = NopDisposable()
            swap(&replaced, &state.current)
            return (state.number, replaced)
        }
        replaced.dispose()
        var made = subscribe()
        unsafe RxMutex.withLock(&state) { state in
            if !state.isDisposed && state.number == number { swap(&made, &state.current) }
        }
        made.dispose()
    }

    /// Disposes the current subscription and puts `subscription`, made already, in its place (a subscription still
    /// being made is then disposed as soon as it is made); disposes `subscription` instead when the sink was
    /// disposed.
    @inlinable
    static func replace(_ state: inout RxMutex<SerialSourceState>, with subscription: Disposable) {
        var replaced = subscription
        unsafe RxMutex.withLock(&state) { state in
            if state.isDisposed { return }
            state.number &+= 1
            swap(&replaced, &state.current)
        }
        replaced.dispose()
    }

    /// Disposes the current subscription, and every one handed in later: the sink's disposal.
    @inlinable
    static func dispose(_ state: inout RxMutex<SerialSourceState>) {
        var current: Disposable = NopDisposable()
        unsafe RxMutex.withLock(&state) { state in
            state.isDisposed = true
            swap(&current, &state.current)
        }
        current.dispose()
    }
}

/// A ``Sink`` that mirrors one source at a time and replaces it by another (`catch`'s fallback, `ifEmpty`'s
/// replacement), keeping the current source's subscription inline: what a ``SerialDisposable`` and a
/// ``SingleAssignmentDisposable`` slot per source did, two allocations per subscription, without either.
///
/// ``subscribeReplacing(_:)`` numbers the subscription it makes *before* subscribing, so a source that ends while
/// being subscribed and has its successor put in place meanwhile (a `catch` fallback) does not replace that
/// successor: its subscription is disposed as soon as it is made, as the slot of ``SerialDisposable``'s
/// `replace(subscribing:)` was. Replacing, by either method, disposes the subscription replaced; once the sink is
/// disposed, a subscription handed in is disposed at once.
///
/// **Why it is safe.** The state is an ``RxMutex`` stored here, once, as layer storage (`final`, reached only through
/// its address for the length of one call), and the lock is never held while disposing or subscribing: decide under
/// the lock, act after it. It costs a lock to subscribe (two with the subscription's number) and one to dispose.
@usableFromInline
// Unchecked: `serial` is only reached through its lock; the rest is `Sink`'s.
class SerialSourceSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var serial = RxMutex(SerialSourceState())

    @inlinable
    override init(observer: AnyObserver<Element>) {
        super.init(observer: observer)
    }

    /// Disposes the current subscription and puts the one `subscribe` makes in its place, unless another replaced it
    /// while `subscribe` ran (then the one made is disposed).
    @inlinable
    final func subscribeReplacing(_ subscribe: () -> Disposable) {
        unsafe SerialSourceState.subscribeReplacing(&serial, subscribe)
    }

    /// Disposes the current subscription and puts `subscription`, made already, in its place; disposes
    /// `subscription` instead when the sink was disposed.
    @inlinable
    final func replaceSubscription(with subscription: Disposable) {
        unsafe SerialSourceState.replace(&serial, with: subscription)
    }

    @usableFromInline
    override func disposeResources() {
        unsafe SerialSourceState.dispose(&serial)
    }
}
