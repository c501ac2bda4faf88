// SPDX-License-Identifier: MIT
/// A ``FlagSink`` that holds its source's subscription in the sink, beside the upstream it attaches: for an operator
/// whose other disposable is a scheduled action (`subscribe(on:)`, `delaySubscription`, `skip(_:scheduler:)`). The
/// subclass stores the source's subscription with ``holdSource(_:)`` and attaches the action's disposable as its
/// upstream (``SubscriptionBase/attach(_:)``), as ordinary Swift: no `&`, no `unsafe` at the call site.
///
/// What a ``SingleAssignmentDisposable`` and a composite of it with the action's disposable did, two allocations per
/// subscription, without any. Disposal disposes the upstream (the action) first, then the source's subscription, as
/// the composite did; a subscription held after the sink was disposed is disposed at once. The subclass attaches
/// the action once its `schedule` call returned, and holds the source's subscription once its subscribe returned,
/// so a sequence that ends the sink while it is being subscribed disposes each as soon as it is handed in, in the
/// order the composite did.
///
/// **Why the operations are safe.** The subscription is a ``SourceSubscription`` stored here, once (`final`, reached
/// only through its address for the length of one locked step, see the synchronization layer's README), and only
/// these members touch it; no lock is held while disposing.
@usableFromInline
// Unchecked: the subscription is behind its lock; the rest is `FlagSink`'s.
class SourceSlotSink<Element>: FlagSink<Element>, @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside this class's members.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var sourceSubscription =
        SourceSubscription
        .make()

    /// Holds the source's subscription, or disposes it at once when the sink was disposed first.
    ///
    /// - Precondition: Called at most once.
    @inlinable
    final func holdSource(_ subscription: Disposable) {
        unsafe SourceSubscription.set(&sourceSubscription, subscription)
    }

    @usableFromInline
    override func disposeResources() {
        unsafe SourceSubscription.dispose(&sourceSubscription)
    }
}
