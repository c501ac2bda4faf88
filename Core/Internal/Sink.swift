import Synchronization

/// The per-subscription state of an operator: the downstream observer, the disposed flag and the upstream
/// subscription. The sink is also the disposable returned to the subscriber, so an operator costs one
/// allocation per subscription.
///
/// Forwarding checks only the disposed flag; the event grammar already serialises `on(_:)` for a
/// single-upstream operator, so no lock is taken per event.
@usableFromInline
class Sink<Element>: Cancelable {
    @usableFromInline
    let observer: AnyObserver<Element>

    @usableFromInline
    let disposedFlag = Atomic<Bool>(false)

    @usableFromInline
    let upstream = RxMutex<UpstreamState>(.pending)

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        self.observer = observer
        #if DEBUG
        _ = Resources.incrementTotal()
        #endif
    }

    deinit {
        #if DEBUG
        _ = Resources.decrementTotal()
        #endif
    }

    /// `true` once the subscription was disposed or terminated.
    @inlinable
    final var isDisposed: Bool {
        disposedFlag.load(ordering: .acquiring)
    }

    /// Sends `event` downstream unless the sink was disposed.
    @inlinable
    final func forward(_ event: Event<Element>) {
        if disposedFlag.load(ordering: .acquiring) { return }
        observer.on(event)
    }

    /// Sends a terminal event downstream, then disposes the sink.
    @inlinable
    final func forwardTerminal(_ event: Event<Element>) {
        if disposedFlag.load(ordering: .acquiring) { return }
        observer.on(event)
        dispose()
    }

    /// Attaches the subscription to the upstream source; disposes it at once if the sink is already disposed.
    @inlinable
    final func attach(_ disposable: Disposable) {
        upstream.attach(disposable)
    }

    /// Cancels the subscription; idempotent and safe from any thread.
    @usableFromInline
    final func dispose() {
        if disposedFlag.exchange(true, ordering: .acquiringAndReleasing) { return }
        upstream.disposeAttached()
        disposeResources()
    }

    /// Releases what a subclass holds besides the upstream subscription; called once, on disposal.
    @usableFromInline
    func disposeResources() {}
}

// The observer is immutable, the flag is atomic and the upstream slot is guarded by its mutex.
extension Sink: @unchecked Sendable {}
