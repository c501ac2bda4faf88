// SPDX-License-Identifier: MIT
/// The two subscriptions of an ``OtherSequenceSink`` (the source's and the second sequence's) in one object: two
/// single-assignment subscriptions (``SourceSubscription``, inline) and the disposable that disposes both, the source's
/// first. It stands for what two ``SingleAssignmentDisposable``s and their composite were, three allocations, in one.
///
/// Each subscription can be disposed on its own (a sequence released as soon as it ends); one disposed before it is
/// set is disposed as soon as it is set. The sink attaches the pair as its upstream once both are subscribed, so
/// disposing the sink disposes both, and a sink disposed while it subscribes disposes them then, in that order.
// Unchecked: both subscriptions are reached only through their locks (`SourceSubscription`).
@usableFromInline
final class SubscriptionPair: Disposable, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var source = SourceSubscription.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var other = SourceSubscription.make()

    @inlinable
    init() {}

    /// Holds the source's subscription, or disposes it at once when that was disposed first.
    @inlinable
    func setSource(_ subscription: Disposable) {
        unsafe SourceSubscription.set(&source, subscription)
    }

    /// Holds the second sequence's subscription, or disposes it at once when that was disposed first.
    @inlinable
    func setOther(_ subscription: Disposable) {
        unsafe SourceSubscription.set(&other, subscription)
    }

    /// Disposes the source's subscription, now or as soon as it is set.
    @inlinable
    func disposeSource() {
        unsafe SourceSubscription.dispose(&source)
    }

    /// Disposes the second sequence's subscription, now or as soon as it is set.
    @inlinable
    func disposeOther() {
        unsafe SourceSubscription.dispose(&other)
    }

    /// Disposes the source's subscription, then the second sequence's.
    @inlinable
    func dispose() {
        disposeSource()
        disposeOther()
    }
}
