// SPDX-License-Identifier: MIT
/// The storage of a ``FlatteningSink``: a ``LockedStateSink`` (the operator's state under a lock stored inline)
/// that holds the subscription to the outer sequence (a ``SourceSubscription``, no allocation of its own) and
/// performs the two operations on it, so that the operator (`MergeSink`, `SwitchSink`) reads as ordinary Swift: no
/// `&`, no `unsafe` at the call site. The sink is the only object the base makes: no `Locked` for the state.
///
/// **Why the operations are safe.** The subscription is stored here, once, as layer storage (`final`, reached only
/// through its address, see the synchronization layer's README), and only ``setOuterSubscription(_:)`` and
/// ``releaseOuterSubscription()`` take its address, for the length of one ``SourceSubscription`` call. They cost
/// what that call costs: the property is `@exclusivity(unchecked)`, so no run-time exclusivity check is made, where a
/// plain field of the operator's sink would pay one per access in inlined code.
@usableFromInline
// Unchecked: `outerSubscription` is behind its own lock; the rest is `LockedStateSink`'s.
class FlatteningSinkBase<Element, State>: LockedStateSink<Element, State>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var outerSubscription =
        SourceSubscription.make()

    /// Holds the subscription to the outer sequence, or disposes it at once when the sink released it first.
    ///
    /// - Precondition: Called at most once.
    @inlinable
    final func setOuterSubscription(_ subscription: Disposable) {
        unsafe SourceSubscription.set(&outerSubscription, subscription)
    }

    /// Disposes the subscription to the outer sequence, now or as soon as it is set (once; later calls do nothing).
    @inlinable
    final func releaseOuterSubscription() {
        unsafe SourceSubscription.dispose(&outerSubscription)
    }
}

/// A ``FlatteningSinkBase`` that numbers its inner sequences and tells whether a number is still the latest: the
/// storage of `flatMapLatest`/`switchLatest`'s `SwitchSink`, whose inner elements are accepted only from the latest
/// inner sequence.
///
/// **Why the operations are safe.** The number is an ``RxAtomic`` stored here as layer storage, reached only by
/// ``nextInnerID()`` and ``isLatest(_:)`` for the length of one atomic operation, with no run-time exclusivity check
/// (``isLatest(_:)`` runs on every inner element).
@usableFromInline
// Unchecked: `latest` is atomic; the rest is `FlatteningSinkBase`'s.
class SwitchingSinkBase<Element, State>: FlatteningSinkBase<Element, State>, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var latest = RxAtomic<Int>(0)

    /// Makes a new number the latest and returns it (an acquiring and releasing increment).
    @inlinable @inline(__always)
    final func nextInnerID() -> Int {
        unsafe RxAtomic.wrappingAdd(&latest, 1, ordering: .acquiringAndReleasing).newValue
    }

    /// Whether `id` is still the latest number (an acquiring load).
    @inlinable @inline(__always)
    final func isLatest(_ id: Int) -> Bool {
        unsafe RxAtomic.load(&latest, ordering: .acquiring) == id
    }
}
