// SPDX-License-Identifier: MIT
/// The per-subscription state of an operator: the downstream observer plus the disposal state of
/// ``SubscriptionBase``. The sink is also the disposable returned to the subscriber, so an operator costs one
/// allocation per subscription.
///
/// Forwarding checks only the atomic disposal state; the event grammar already serialises `on(_:)` for a
/// single-upstream operator, so no lock is taken per event.
@usableFromInline
// Unchecked: the observer is immutable; the rest is `SubscriptionBase`'s atomic state.
class Sink<Element>: SubscriptionBase, @unchecked Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>

    @usableFromInline
    init(observer: AnyObserver<Element>) {
        self.observer = observer
    }

    /// Sends `.next(element)` downstream unless the sink was disposed: the hot path, no ``Event`` wrapping.
    @inlinable
    final func forwardNext(_ element: Element) {
        if isDisposed { return }
        observer.nextHandler(element)
    }

    /// Sends `event` downstream unless the sink was disposed.
    @inlinable
    final func forward(_ event: Event<Element>) {
        if isDisposed { return }
        observer.on(event)
    }

    /// Ends the sequence downstream: with `error`, or completion when `nil`; then disposes the sink.
    @inlinable
    final func terminate(_ error: Swift.Error?) {
        forwardTerminal(error.map { .error($0) } ?? .completed)
    }

    /// Sends a terminal event downstream, then disposes the sink.
    @inlinable
    final func forwardTerminal(_ event: Event<Element>) {
        if isDisposed { return }
        observer.on(event)
        dispose()
    }
}
