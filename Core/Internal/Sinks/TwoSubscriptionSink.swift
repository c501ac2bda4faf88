// SPDX-License-Identifier: MIT
/// A sink with two subscriptions: one to its source and one other, either to a second sequence (see
/// ``OtherSequenceSink``) or to a scheduler's timer, held apart so that either can end on its own and both end with
/// the sink.
///
/// The shared plumbing of `debounce`, `throttle` and `delay` (a timer, a `SerialDisposable` each new timer replaces);
/// the operators with a second sequence (`sample`, `take(until:)`, `skip(until:)`, `withLatestFrom`) hold both
/// subscriptions in one object instead (``OtherSequenceSink``). The base attaches both subscriptions as the sink's
/// upstream, so disposing the sink disposes them, and subscribes the source with an observer that captures only the
/// sink (no allocation besides the observer's closures); the operator keeps only its own logic, ``onSource(_:)``.
/// Either subscription may be disposed early, as RxSwift releases a sequence as soon as it ends:
/// `sourceSubscription.dispose()`.
///
/// An operator built on it (the model is `debounce`; `sample` for a second sequence) is a final sink class:
///
/// ```swift
/// final class DebounceSink<Element>: SerializingSink<Element>, TwoSubscriptionSink, @unchecked Sendable {
///     let sourceSubscription = SingleAssignmentDisposable()
///     let otherSubscription = SerialDisposable()  // the timer; `timer` names it
///
///     func onSource(_ event: Event<Element>) { … }  // may set `timer.disposable`
/// }
///
/// // In the producer:
/// let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
/// sink.start(source)
/// return sink
/// ```
///
/// The sink serialises its own output: most derive from ``SerializingSink`` (events come from two sources), `delay`
/// from ``Sink`` with its own rule. A protocol rather than a base class, so that it serves both, and so that the
/// calls from the observers into the sink are specialised with it rather than made through a generic class's
/// vtable (see ``Combining2InputApplying``).
@usableFromInline
protocol TwoSubscriptionSink: SubscriptionBase {
    /// The element type of the source.
    associatedtype SourceElement
    /// The other subscription's type: `SingleAssignmentDisposable` for a second sequence, `SerialDisposable` for a
    /// timer.
    associatedtype OtherSubscription: Disposable

    /// The subscription to the source; a stored constant, set by ``start(_:)``.
    var sourceSubscription: SingleAssignmentDisposable { get }
    /// The other subscription; a stored constant.
    var otherSubscription: OtherSubscription { get }

    /// Receives an event of the source.
    func onSource(_ event: Event<SourceElement>)
}

extension TwoSubscriptionSink {
    /// Makes both subscriptions the sink's upstream, so that disposing the sink disposes them.
    @inlinable
    func attachSubscriptions() {
        attach(Disposables.create(sourceSubscription, otherSubscription))
    }

    /// Subscribes to `source`, sending its events to ``onSource(_:)``.
    @inlinable
    func subscribeSource(_ source: Observable<SourceElement>) {
        sourceSubscription.setDisposable(
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) }))
        )
    }

    /// Attaches both subscriptions, then subscribes to `source`; the other subscription (a timer) is the sink's to
    /// fill.
    @inlinable
    func start(_ source: Observable<SourceElement>) {
        attachSubscriptions()
        subscribeSource(source)
    }
}

extension TwoSubscriptionSink where OtherSubscription == SerialDisposable {
    /// The slot of the running timer: assigning a new timer disposes the previous one.
    @inlinable
    var timer: SerialDisposable { otherSubscription }
}

/// Which sequence an ``OtherSequenceSink`` subscribes first. RxSwift's order differs from operator to operator; it
/// shows in subscription logs and decides what happens when a sequence emits while being subscribed.
@usableFromInline
enum SubscriptionOrder {
    /// The source, then the other sequence (`sample`, `skip(until:)`).
    case sourceFirst
    /// The other sequence, then the source (`take(until:)`, `withLatestFrom`).
    case otherFirst
}

/// A sink with two subscriptions, to its source and to a second sequence: the sampler of `sample`, the notifier of
/// `take(until:)` and `skip(until:)`, the latest-value source of `withLatestFrom`. Both are held by one
/// ``SubscriptionPair``, which the sink attaches as its upstream once both are subscribed; either can be disposed on
/// its own (`subscriptions.disposeOther()`), as RxSwift releases a sequence as soon as it ends.
///
/// The model is `sample`:
///
/// ```swift
/// final class SampleSink<Element, Sampler>: SerializingSink<Element>, OtherSequenceSink, @unchecked Sendable {
///     let subscriptions = SubscriptionPair()
///
///     func onSource(_ event: Event<Element>) { … }
///     func onOther(_ event: Event<Sampler>) { … }
/// }
///
/// // In the producer:
/// sink.start(source, other: sampler, order: .sourceFirst)
/// ```
@usableFromInline
protocol OtherSequenceSink: SubscriptionBase {
    /// The element type of the source.
    associatedtype SourceElement
    /// The element type of the other sequence.
    associatedtype OtherElement

    /// The two subscriptions; a stored constant.
    var subscriptions: SubscriptionPair { get }

    /// Receives an event of the source.
    func onSource(_ event: Event<SourceElement>)

    /// Receives an event of the other sequence.
    func onOther(_ event: Event<OtherElement>)
}

extension OtherSequenceSink {
    /// Subscribes to `source` and `other` in `order`, then attaches both subscriptions.
    ///
    /// Attached last, as RxSwift's sink returns them from its `run`: a sink disposed while it subscribes (a sequence
    /// that fails or ends it while being subscribed) disposes them once both are subscribed, so the sequence that
    /// ended it releases its own subscription first, and then the source and the other sequence go, in that order.
    @inlinable
    func start(_ source: Observable<SourceElement>, other: Observable<OtherElement>, order: SubscriptionOrder) {
        switch order {
        case .sourceFirst:
            subscribeSource(source)
            subscribeOther(other)
        case .otherFirst:
            subscribeOther(other)
            subscribeSource(source)
        }
        attach(subscriptions)
    }

    /// Subscribes to `source`, sending its events to ``onSource(_:)``.
    @inlinable
    func subscribeSource(_ source: Observable<SourceElement>) {
        subscriptions.setSource(
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) }))
        )
    }

    /// Subscribes to `other`, sending its events to ``onOther(_:)``.
    @inlinable
    func subscribeOther(_ other: Observable<OtherElement>) {
        subscriptions.setOther(
            other._subscribe(AnyObserver(next: { [self] in onOther(.next($0)) }, event: { [self] in onOther($0) }))
        )
    }
}
