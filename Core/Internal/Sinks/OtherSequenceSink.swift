// SPDX-License-Identifier: MIT
/// Which sequence an ``OtherSequenceSink`` subscribes first. RxSwift's order differs from operator to operator; it
/// shows in subscription logs and decides what happens when a sequence emits while being subscribed.
@usableFromInline
enum SubscriptionOrder {
    /// The source, then the other sequence (`sample`, `skip(until:)`).
    case sourceFirst
    /// The other sequence, then the source (`take(until:)`, `withLatestFrom`).
    case otherFirst
}

/// One of the two sequences of an ``OtherSequenceSink``: the source, or the other sequence (the sampler, the trigger,
/// the latest-value source). Its raw value is its subscription's place in ``OtherSequenceSinkBase``.
@usableFromInline
enum OtherSequenceRole: Int {
    case source
    case other
}

/// The base class of an ``OtherSequenceSink``: a ``LockedStateSink`` (the operator's lock-owned state, `Void` for
/// none) that also holds both subscriptions inline, the source's and the other sequence's (an
/// ``InlineSourceSubscriptions`` of two, no allocation of their own), the start phase (``StartingDisposal``) and one
/// atomic flag, so that the sink is the only object a subscription makes. The operator uses them as ordinary Swift, no
/// `&` and no `unsafe` at the call site: ``disposeSubscription(of:)`` releases a sequence that ended, as RxSwift does,
/// while the other runs on; ``isFlagSet`` and ``setFlag()`` are `skip(until:)`'s gate (as ``FlagSerializingSink``'s,
/// which this class cannot also derive from).
///
/// **Disposal.** Disposing the sink disposes the source's subscription, then the other's, now or as soon as each is
/// set. A sink disposed while it subscribes (a sequence that ends it while being subscribed) waits until both are
/// subscribed, as RxSwift's sinks do until their `run` returns: the sequence that ended it releases its own
/// subscription first, the other sequence is still subscribed, and then both go, the source's first
/// (``OtherSequenceSink/start(_:other:order:)`` calls ``subscribed()`` last).
///
/// **Why it is safe.** The subscriptions, the start phase and the flag are layer storage stored here, once (`final`,
/// reached only through their addresses, see the synchronization layer's README), and only these members take their
/// addresses, for the length of one ``SourceSubscription`` call or one atomic operation.
@usableFromInline
// Unchecked: the subscriptions are behind their own locks, the start phase and the flag are atomic, all used through
// their addresses; the rest is `LockedStateSink`'s.
class OtherSequenceSinkBase<Element, State>: LockedStateSink<Element, State>, @unchecked Sendable {
    /// The source's subscription and the other sequence's, in the order of ``OtherSequenceRole``.
    @usableFromInline typealias Subscriptions = InlineSourceSubscriptions<
        (SourceSubscription.Storage, SourceSubscription.Storage)
    >

    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var subscriptions = Subscriptions(
        (SourceSubscription.make(), SourceSubscription.make())
    )
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var startPhase = StartingDisposal.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var flag = RxAtomic<Bool>(false)

    @inlinable
    override init(observer: AnyObserver<Element>, state: consuming State) {
        super.init(observer: observer, state: state)
    }

    /// Holds the subscription to `sequence`, or disposes it at once when that was disposed first.
    @inlinable
    final func setSubscription(_ subscription: Disposable, of sequence: OtherSequenceRole) {
        unsafe Subscriptions.set(subscription, at: sequence.rawValue, in: &subscriptions)
    }

    /// Disposes the subscription to `sequence`, now or as soon as it is set; idempotent, any thread.
    @inlinable
    final func disposeSubscription(of sequence: OtherSequenceRole) {
        unsafe Subscriptions.dispose(at: sequence.rawValue, in: &subscriptions)
    }

    /// Whether the flag was set (an acquiring load: what was written before ``setFlag()`` is visible).
    @inlinable @inline(__always)
    final var isFlagSet: Bool { unsafe RxAtomic.load(&flag, ordering: .acquiring) }

    /// Sets the flag (a releasing store).
    @inlinable @inline(__always)
    final func setFlag() { unsafe RxAtomic.store(&flag, true, ordering: .releasing) }

    /// Disposes both subscriptions, the source's first, or, while they are being subscribed, leaves that to
    /// ``subscribed()``.
    @usableFromInline
    override final func disposeResources() {
        if unsafe StartingDisposal.deferIfStarting(&startPhase) { return }
        disposeSubscriptions()
    }

    /// Both sequences were subscribed: performs a disposal that came due meanwhile.
    @inlinable
    final func subscribed() {
        if unsafe StartingDisposal.started(&startPhase) { disposeSubscriptions() }
    }

    @usableFromInline
    final func disposeSubscriptions() {
        disposeSubscription(of: .source)
        disposeSubscription(of: .other)
    }
}

/// A sink with two subscriptions, to its source and to a second sequence: the sampler of `sample`, the notifier of
/// `take(until:)` and `skip(until:)`, the latest-value source of `withLatestFrom`. It derives from
/// ``OtherSequenceSinkBase``, which holds both subscriptions; either can be disposed on its own
/// (`disposeSubscription(of: .other)`), as RxSwift releases a sequence as soon as it ends.
///
/// The model is `sample`:
///
/// ```swift
/// final class SampleSink<Element, Sampler>: OtherSequenceSinkBase<Element, SampleState<Element>>,
///     OtherSequenceSink, @unchecked Sendable
/// {
///     func onSource(_ event: Event<Element>) { … }
///     func onOther(_ event: Event<Sampler>) { … }
/// }
///
/// // In the producer:
/// sink.start(source, other: sampler, order: .sourceFirst)
/// ```
///
/// A protocol beside the base class, so that the observers' calls into the sink are specialised with it (see
/// ``Combining2InputApplying``).
@usableFromInline
protocol OtherSequenceSink: SubscriptionBase {
    /// The element type of the source.
    associatedtype SourceElement
    /// The element type of the other sequence.
    associatedtype OtherElement

    /// Receives an event of the source.
    func onSource(_ event: Event<SourceElement>)

    /// Receives an event of the other sequence.
    func onOther(_ event: Event<OtherElement>)

    // Implemented once, by `OtherSequenceSinkBase`.

    /// Holds the subscription to the source or the other sequence (``OtherSequenceSinkBase``).
    func setSubscription(_ subscription: Disposable, of sequence: OtherSequenceRole)
    /// Both sequences were subscribed (``OtherSequenceSinkBase``).
    func subscribed()
}

extension OtherSequenceSink {
    /// Subscribes to `source` and `other` in `order`, then performs a disposal that came due meanwhile.
    ///
    /// As RxSwift's sink returns both subscriptions from its `run`: a sink disposed while it subscribes (a sequence
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
        subscribed()
    }

    /// Subscribes to `source`, sending its events to ``onSource(_:)``.
    @inlinable
    func subscribeSource(_ source: Observable<SourceElement>) {
        setSubscription(
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) })),
            of: .source
        )
    }

    /// Subscribes to `other`, sending its events to ``onOther(_:)``.
    @inlinable
    func subscribeOther(_ other: Observable<OtherElement>) {
        setSubscription(
            other._subscribe(AnyObserver(next: { [self] in onOther(.next($0)) }, event: { [self] in onOther($0) })),
            of: .other
        )
    }
}
