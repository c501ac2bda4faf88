// SPDX-License-Identifier: MIT
/// The disposal state shared by every sink and subscriber: one atomic integer and the upstream subscription.
///
/// `pending` → `attached` (the upstream subscription was stored) → `disposed`, or `pending` → `disposed` when the
/// subscription is disposed before its upstream is attached (a source that completes synchronously);
/// ``disposeUpstream()`` takes `attached` back to `pending` when an operator lets go of its source early. The
/// upstream disposable is written only by ``attach(_:)`` before it publishes `attached`, and read only by the one
/// call that moves the state out of `attached` (``dispose()``, ``disposeUpstream()``, or a closure subscriber
/// ending), so the pair needs no lock. Non-generic, so subclasses of any element
/// type reach these fields without generic metadata.
@usableFromInline
// Unchecked: `disposalState` is atomic; `upstream` is handed over through it as described above.
class SubscriptionBase: Cancelable, @unchecked Sendable {
    @usableFromInline static var pending: Int { 0 }
    @usableFromInline static var attached: Int { 1 }
    @usableFromInline static var disposed: Int { 2 }

    @usableFromInline
    @exclusivity(unchecked) final nonisolated(unsafe) var disposalState = RxAtomic<Int>(0)

    @usableFromInline
    // Unsafe: handed over through `disposalState` (see the type's discussion), never reached by two threads at once.
    // Not optional: `NopDisposable` stands for "none". An optional existential costs several value-witness calls
    // each time it is assigned, tested or destroyed; this one is assigned once and swapped out once per subscription.
    @exclusivity(unchecked) nonisolated(unsafe) var upstream: Disposable = NopDisposable()

    @usableFromInline
    init() {
        #if DEBUG || TRACE_RESOURCES
            Resources.incrementTotal()
        #endif
    }

    deinit {
        #if DEBUG || TRACE_RESOURCES
            Resources.decrementTotal()
        #endif
    }

    /// `true` once the subscription was disposed (which includes terminating).
    @inlinable
    final var isDisposed: Bool {
        unsafe RxAtomic.load(&disposalState, ordering: .acquiring) == SubscriptionBase.disposed
    }

    /// Stores the upstream subscription, or disposes it at once when this subscription was disposed first.
    ///
    /// - Precondition: Called at most once.
    @usableFromInline
    final func attach(_ disposable: consuming Disposable) {
        // A subscription that ended while its source was being subscribed (a `just`, any source that ends at once)
        // disposes the upstream without storing it: storing, then taking it out again, moved the existential twice.
        if isDisposed {
            disposable.dispose()
            return
        }
        unsafe upstream = disposable
        let (exchanged, original) = unsafe RxAtomic.compareExchange(
            &disposalState,
            expected: SubscriptionBase.pending,
            desired: SubscriptionBase.attached,
            ordering: .acquiringAndReleasing
        )
        if exchanged { return }
        precondition(original == SubscriptionBase.disposed, "An upstream subscription was attached twice.")
        takeUpstream().dispose()
    }

    /// Cancels the subscription and its upstream; idempotent and safe from any thread.
    @usableFromInline
    final func dispose() {
        moveToDisposed(disposingUpstream: true)
    }

    /// Moves the state to `disposed`, once: the first call takes the upstream subscription out (disposing it when
    /// `disposingUpstream`, only letting go of it otherwise) and calls ``disposeResources()``; later calls do
    /// nothing. Shared by ``dispose()`` and the closure subscriber's end after a terminal event.
    @usableFromInline
    @inline(__always)
    final func moveToDisposed(disposingUpstream: Bool) {
        // Disposed is final, so a plain load settles the common repeat (a sink disposed by its own terminal event,
        // then again by the subscription that attaches it) without an atomic read-modify-write.
        if unsafe RxAtomic.load(&disposalState, ordering: .acquiring) == SubscriptionBase.disposed { return }
        let previous = unsafe RxAtomic.exchange(
            &disposalState,
            SubscriptionBase.disposed,
            ordering: .acquiringAndReleasing
        )
        if previous == SubscriptionBase.disposed { return }
        if previous == SubscriptionBase.attached {
            let upstream = takeUpstream()
            if disposingUpstream { upstream.dispose() }
        }
        disposeResources()
    }

    /// Disposes the upstream subscription now and keeps this one live: for an operator that, as RxSwift's does,
    /// lets go of its source before it sends its own terminal event (`ignoreElements`' completion). Does nothing
    /// when the upstream is not attached yet (a source ending while being subscribed: ``attach(_:)`` disposes it once
    /// this subscription is disposed) or this subscription was disposed already.
    @usableFromInline
    final func disposeUpstream() {
        let (exchanged, _) = unsafe RxAtomic.compareExchange(
            &disposalState,
            expected: SubscriptionBase.attached,
            desired: SubscriptionBase.pending,
            ordering: .acquiringAndReleasing
        )
        if exchanged { takeUpstream().dispose() }
    }

    /// Moves the upstream subscription out, leaving `NopDisposable` behind.
    @inlinable
    final func takeUpstream() -> Disposable {
        var taken: Disposable = NopDisposable()
        unsafe swap(&taken, &upstream)
        return taken
    }

    /// Releases what a subclass holds besides the upstream subscription; called once, on disposal.
    @usableFromInline
    func disposeResources() {}
}
