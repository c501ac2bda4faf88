// SPDX-License-Identifier: MIT
/// A ``LockedStateSink`` with a source and a timer, both subscriptions held in the sink (`debounce`, `throttle`,
/// `delay`, `timeout`): the subclass reaches them through ``subscribeSource(_:)``, ``endSource()``,
/// ``replaceSource(with:)``, ``replaceTimer(with:)`` and ``scheduleTimer(_:)``, as ordinary Swift: no `&`, no `unsafe` at the call site.
///
/// Each is a ``SerialSourceState`` stored inline, as ``SerialSourceSink`` stores its current source's: what a
/// ``SingleAssignmentDisposable`` for the source, a ``SerialDisposable`` for the timer and a composite of both did,
/// three allocations per subscription, without any. A new timer disposes the one it replaces, after it was scheduled;
/// once the sink is disposed, every subscription handed in is disposed at once. The source's subscription is numbered
/// *before* subscribing, so a source that ends while being subscribed (`delay` lets go of it then) or a fallback
/// that replaces it meanwhile (`timeout`) disposes that subscription as soon as it is made.
///
/// The sink's disposal disposes the source's subscription, then the timer's (`timeout` the other way round, as
/// RxSwift's: ``disposeTimerFirst``), and every subscription handed in later.
///
/// **Why the operations are safe.** Both states are layer storage stored here, once (`final`, reached only through
/// their addresses for the length of one locked step, see the synchronization layer's README), and only these
/// members touch them; no lock is held while disposing or subscribing.
@usableFromInline
// Unchecked: both subscriptions are behind their locks; the rest is `LockedStateSink`'s.
class SourceTimerSink<Element, State>: LockedStateSink<Element, State>, @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside this class's members.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var sourceSubscription = RxMutex(
        SerialSourceState()
    )
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var timerSubscription = RxMutex(
        SerialSourceState()
    )
    /// Whether disposal disposes the timer before the source (`timeout`).
    @usableFromInline let disposeTimerFirst: Bool

    @inlinable
    init(observer: AnyObserver<Element>, state: consuming State, disposeTimerFirst: Bool = false) {
        self.disposeTimerFirst = disposeTimerFirst
        super.init(observer: observer, state: state)
    }

    /// Holds the subscription `subscribe` makes as the source's, unless the source was ended or replaced while
    /// `subscribe` ran, or the sink was disposed (then the one made is disposed at once).
    @inlinable
    final func subscribeSource(_ subscribe: () -> Disposable) {
        unsafe SourceTimerSink.replaceNumbered(&sourceSubscription, subscribe)
    }

    /// Disposes the source's subscription now, or as soon as it is made: as RxSwift does when a source ends.
    @inlinable
    final func endSource() {
        replaceSource(with: NopDisposable())
    }

    /// Puts `subscription`, made already, in the source's place and disposes the source's subscription (`timeout`'s
    /// fallback); disposes `subscription` instead when the sink was disposed.
    @inlinable
    final func replaceSource(with subscription: Disposable) {
        unsafe SerialSourceState.replace(&sourceSubscription, with: subscription).dispose()
    }

    /// Puts `timer`, scheduled already, in the running timer's place and disposes that one; disposes `timer` instead
    /// when the sink was disposed.
    @inlinable
    final func replaceTimer(with timer: Disposable) {
        unsafe SerialSourceState.replace(&timerSubscription, with: timer).dispose()
    }

    /// Disposes the running timer, then holds the one `schedule` schedules in its place, unless another replaced it
    /// while `schedule` ran (a timer that fired at once and started the next: then the one scheduled is disposed), or
    /// the sink was disposed (`delay`, which disposes the running timer before it schedules the next).
    @inlinable
    final func scheduleTimer(_ schedule: () -> Disposable) {
        unsafe SourceTimerSink.replaceNumbered(&timerSubscription, schedule)
    }

    /// Disposes `slot`'s subscription, then holds the one `make` makes, numbered before it is made, unless another
    /// replaced it meanwhile or the sink was disposed (then the one made is disposed). Each step is one locked step
    /// of ``SerialSourceState``; the address is only read, as `RxMutex.withLock` reads it.
    @inlinable
    static func replaceNumbered(_ slot: UnsafePointer<RxMutex<SerialSourceState>>, _ make: () -> Disposable) {
        let (number, replaced) = unsafe SerialSourceState.beginReplacing(slot)
        replaced.dispose()
        unsafe SerialSourceState.finishReplacing(slot, with: make(), number: number).dispose()
    }

    @usableFromInline
    override func disposeResources() {
        if disposeTimerFirst {
            unsafe SerialSourceState.close(&timerSubscription).dispose()
            unsafe SerialSourceState.close(&sourceSubscription).dispose()
        } else {
            unsafe SerialSourceState.close(&sourceSubscription).dispose()
            unsafe SerialSourceState.close(&timerSubscription).dispose()
        }
    }
}
