// SPDX-License-Identifier: MIT
/// The subscription to the one source a sink mirrors at a time, replaced by each source after it
/// (``SerialSourceSink``'s, ``SourceLoopSink``'s), and the rules for replacing it, written once: the state sits in an
/// ``RxMutex`` the sink stores inline, and these functions take the mutex's address for one locked step each.
@usableFromInline
struct SerialSourceState {
    /// The current source's subscription.
    @usableFromInline var current: Disposable = NopDisposable()
    /// The number of the latest subscription made or being made.
    @usableFromInline var number: UInt = 0
    /// Whether the sink was disposed: a subscription handed in from then on is disposed at once.
    @usableFromInline var isDisposed = false

    @inlinable init() {}

    // Each function below takes the state's address as a pointer, as `RxMutex.withLock` does, for one locked step,
    // and returns what the caller disposes or subscribes after it. An `inout` parameter instead is a write access
    // to the sink's storage that begins before the lock is taken and lasts the whole call, so two threads' calls
    // overlap: the Thread Sanitizer reports them as Swift access races.

    /// The first step of replacing the current subscription by a new one: numbers the subscription about to be made
    /// and takes the current one out, for the caller to dispose before subscribing.
    @inlinable
    static func beginReplacing(_ state: UnsafePointer<RxMutex<SerialSourceState>>) -> (
        number: UInt, replaced: Disposable
    ) {
        unsafe RxMutex.withLock(state) { state -> (UInt, Disposable) in
            state.number &+= 1
            var replaced: Disposable = NopDisposable()
            swap(&replaced, &state.current)
            return (state.number, replaced)
        }
    }

    /// The last step: keeps `made`, the subscription numbered `number`, unless another replaced it meanwhile or the
    /// sink was disposed; returns what the caller disposes (`made` when it is not kept).
    @inlinable
    static func finishReplacing(
        _ state: UnsafePointer<RxMutex<SerialSourceState>>,
        with made: Disposable,
        number: UInt
    ) -> Disposable {
        var made = made
        unsafe RxMutex.withLock(state) { state in
            if !state.isDisposed && state.number == number { swap(&made, &state.current) }
        }
        return made
    }

    /// Puts `subscription`, made already, in the current one's place (a subscription still being made is then
    /// disposed as soon as it is made); returns what the caller disposes: the one replaced, or `subscription` itself
    /// when the sink was disposed.
    @inlinable
    static func replace(_ state: UnsafePointer<RxMutex<SerialSourceState>>, with subscription: Disposable) -> Disposable
    {
        var replaced = subscription
        unsafe RxMutex.withLock(state) { state in
            if state.isDisposed { return }
            state.number &+= 1
            swap(&replaced, &state.current)
        }
        return replaced
    }

    /// Marks the sink disposed, so that every subscription handed in later is returned for disposal, and takes the
    /// current one out, for the caller to dispose.
    @inlinable
    static func close(_ state: UnsafePointer<RxMutex<SerialSourceState>>) -> Disposable {
        var current: Disposable = NopDisposable()
        unsafe RxMutex.withLock(state) { state in
            state.isDisposed = true
            swap(&current, &state.current)
        }
        return current
    }
}

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
        let (number, replaced) = unsafe SerialSourceState.beginReplacing(&serial)
        replaced.dispose()
        let made = subscribe()
        unsafe SerialSourceState.finishReplacing(&serial, with: made, number: number).dispose()
    }

    /// Disposes the current subscription and puts `subscription`, made already, in its place; disposes
    /// `subscription` instead when the sink was disposed.
    @inlinable
    final func replaceSubscription(with subscription: Disposable) {
        unsafe SerialSourceState.replace(&serial, with: subscription).dispose()
    }

    @usableFromInline
    override func disposeResources() {
        unsafe SerialSourceState.close(&serial).dispose()
    }
}
