// SPDX-License-Identifier: MIT
/// A ``LockingSink`` whose sources race: the first source to send an event wins, and only the winner's events go on
/// (`amb`). The subclass claims the win with ``claimWin(for:)``, as ordinary Swift: no `&`, no `unsafe` at the call
/// site; its locked state (``LockingSink/withState(_:)``) holds what it keeps per source (`amb`'s sources).
///
///     let (won, previous) = claimWin(for: index)
///     if won { disposeTheOthers(index) } else if previous != index { return }
///     mirror(event)
///
/// **Why the operation is safe.** The winner's index is an ``RxAtomic`` stored here, once, as layer storage
/// (`final`, reached only through its address, see the synchronization layer's README), and only
/// ``claimWin(for:)`` takes its address, for the length of one compare-and-exchange, with no run-time exclusivity
/// check (it runs on every event).
@usableFromInline
// Unchecked: `winner` is atomic; the rest is `LockingSink`'s.
class RaceSink<Element, State>: LockingSink<Element, State>, @unchecked Sendable {
    /// The index of the source that sent the first event, or -1 while none has.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var winner = RxAtomic<Int>(-1)

    /// Makes the source at `index` the winner unless one already is (acquiring and releasing): `won` is `true` for
    /// exactly one caller, whatever the threads; `previous` is the winner's index found (-1 when this call won).
    @inlinable @inline(__always)
    final func claimWin(for index: Int) -> (won: Bool, previous: Int) {
        let (won, previous) = unsafe RxAtomic.compareExchange(
            &winner,
            expected: -1,
            desired: index,
            ordering: .acquiringAndReleasing
        )
        return (won, previous)
    }
}

/// A ``RaceSink`` of exactly two sources, which also holds both subscriptions inline (``SourceSubscription``, no
/// allocation of their own): the sink is the only object a subscription of `amb(_:)` makes. The subclass claims the
/// win with ``claimWin(for:)`` and sets and releases the subscriptions with ``setSubscription(_:of:)``,
/// ``releaseSubscription(of:)`` and ``releaseSubscriptions()``. A ``Sink`` subclass of its own rather than a
/// ``RaceSink`` subclass: one class less between the operator's sink and ``Sink`` to initialise and deinitialise on
/// every subscription.
///
/// **Why the operations are safe.** The winner's index and the subscriptions are layer storage stored here, reached
/// only by these methods for the length of one atomic operation or one ``SourceSubscription`` call.
@usableFromInline
// Unchecked: `winner` is atomic, the subscriptions are behind their own locks; the rest is `Sink`'s.
class TwoSourceRaceSink<Element>: Sink<Element>, @unchecked Sendable {
    /// The index of the source that sent the first event (0 or 1), or -1 while none has.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var winner = RxAtomic<Int>(-1)
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var firstSubscription =
        SourceSubscription.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var secondSubscription =
        SourceSubscription.make()

    /// ``RaceSink/claimWin(for:)``.
    @inlinable @inline(__always)
    final func claimWin(for index: Int) -> (won: Bool, previous: Int) {
        let (won, previous) = unsafe RxAtomic.compareExchange(
            &winner,
            expected: -1,
            desired: index,
            ordering: .acquiringAndReleasing
        )
        return (won, previous)
    }

    /// Holds the subscription to the source at `index` (0 or 1), or disposes it at once when it was released first.
    ///
    /// - Precondition: Called at most once per source.
    @inlinable @inline(__always)
    final func setSubscription(_ subscription: Disposable, of index: Int) {
        if index == 0 {
            unsafe SourceSubscription.set(&firstSubscription, subscription)
        } else {
            unsafe SourceSubscription.set(&secondSubscription, subscription)
        }
    }

    /// Disposes the subscription to the source at `index` (0 or 1), now or as soon as it is set; idempotent.
    @inlinable @inline(__always)
    final func releaseSubscription(of index: Int) {
        if index == 0 {
            unsafe SourceSubscription.dispose(&firstSubscription)
        } else {
            unsafe SourceSubscription.dispose(&secondSubscription)
        }
    }

    /// Disposes both subscriptions, now or as soon as each is set; idempotent.
    @inlinable @inline(__always)
    final func releaseSubscriptions() {
        unsafe SourceSubscription.dispose(&firstSubscription)
        unsafe SourceSubscription.dispose(&secondSubscription)
    }
}
