// SPDX-License-Identifier: MIT
/// The per-subscription state of an operator: the downstream observer plus the disposal state of
/// ``SubscriptionBase``. The sink is also the disposable returned to the subscriber, so an operator costs one
/// allocation per subscription.
///
/// Every operator's sink derives from `Sink`, directly or through one of the three operator templates
/// (`Documentation/Internals/OperatorTemplates.md`):
///
/// 1. one source: a `final class` deriving from `Sink` that conforms to ``SinkObserving``;
/// 2. several sources, serialised: a subclass of ``SerializingSink``;
/// 3. several inputs, serialised into state that needs no lock: a sink that stores an ``InputSerializer``
///    (``InputSerializingSink``, the base of `combineLatest` and `zip`; ``TimeCountSink`` for the timed buffers).
///
/// A sink whose state is read on every element keeps it in a base that declares it once, here in `Core/Internal`,
/// so that the operator's code needs no `unsafe`: ``StatefulSink`` (role-owned state), ``FlagSink`` and
/// ``FlagSerializingSink`` (an atomic flag), ``LockedStateSink`` (state under a lock).
///
/// Forwarding checks only the atomic disposal state; the event grammar already serialises `on(_:)` for a
/// single-upstream operator, so no lock is taken per event. A sink never builds its observers from closures that
/// capture anything besides the sink itself: Swift passes a closure that captures one class reference with that
/// reference as its context, so such an observer costs no allocation, where a closure capturing two values (or a
/// captured `var`) costs one or two per subscription.
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

    /// Sends `event` downstream as it is: an element with ``forwardNext(_:)``, a terminal event with
    /// ``forwardTerminal(_:)`` (which disposes the sink).
    @inlinable
    final func mirror(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }

    /// An observer that sends what it receives downstream with ``mirror(_:)``: for a sequence the sink mirrors as
    /// it is (the fallback of `catch`, the replacement of `ifEmpty`). Its closures capture only the sink, so it
    /// costs no allocation.
    @inlinable
    final func mirroringObserver() -> AnyObserver<Element> {
        AnyObserver(next: { [self] in forwardNext($0) }, event: { [self] in mirror($0) })
    }
}
