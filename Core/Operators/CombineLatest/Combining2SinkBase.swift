// SPDX-License-Identifier: MIT
/// The input enum of the two-source sinks (`combineLatest`, `zip`): what they receive from their sources, in the order
/// their ``InputSerializer`` applies them.
///
/// The names of this family say the arity and the role: `Combining2…` for two sources, `CombiningN…` for the generated
/// sinks of 3 to 8, `CombiningInputN` an arity's input enum, `…SinkBase` a base class and `…InputApplying` the
/// protocol beside it whose extension is specialised with the sink; ``CombiningRules`` decides how they all end.
@usableFromInline
enum CombiningInput2<First, Second> {
    case first(First)
    case second(Second)
    case firstCompleted
    case secondCompleted
    case failed(Swift.Error)
}

/// The role-owned state of a two-source sink (``Combining2SinkBase``): the operator's own `Elements` (the latest
/// elements of `combineLatest`, the queues of `zip`), the sources that completed and whether the sink stopped. Read and
/// written as ``StatefulSink/state`` by the holder of the input role only.
@usableFromInline
struct Combining2State<Elements> {
    /// The operator's elements.
    @usableFromInline var elements: Elements
    /// The sources that completed (the first is 0, the second 1), as ``CombiningRules`` reads them.
    @usableFromInline var completedSources = CompletedSourceBits(arity: 2)
    /// Set once the sink has sent its terminal event.
    @usableFromInline var isStopped = false

    @inlinable
    init(elements: Elements) {
        self.elements = elements
    }
}

/// The base class of the two-source `combineLatest` and `zip` sinks: the selector, and, from
/// ``InputSerializingPairSink``, the ``InputSerializer`` both sources' events go through, the role-owned state
/// (``Combining2State``) and both source subscriptions, held inline.
///
/// An operator built on it (the model is `CombineLatest2Sink`) is a final subclass that also conforms to
/// ``Combining2InputApplying`` and implements only what it does with an element of either source, on
/// `state.elements`; subscribing, serialising, completion, errors and disposal are the base's:
///
/// ```swift
/// final class Zip2Sink<E1, E2, Result>: Combining2SinkBase<E1, E2, ZipQueues<E1, E2>, Result>,
///     Combining2InputApplying, @unchecked Sendable
/// {
///     typealias First = E1  // and `Second`, `Elements`, `Output`
///
///     func applyFirst(_ element: E1) { … state.elements.first.append(element) … }  // role holder only
///     func applySecond(_ element: E2) { … }  // may call `emit(_:_:)` or `stop(_:)`
/// }
///
/// // In the producer:
/// let sink = Zip2Sink(observer: observer, elements: ZipQueues(), resultSelector: resultSelector)
/// sink.start(first, second)
/// return sink
/// ```
///
/// Each source's subscription is a ``SourceSubscription`` stored in the sink, rather than the sink's upstream or a
/// disposable object of its own: a source's subscription is disposed when that source ends, as in RxSwift, while
/// the other one runs on, and ``disposeResources()`` disposes whatever is left. No allocation besides the sink.
@usableFromInline
// Unchecked: the selector is immutable; the rest is `InputSerializingPairSink`'s.
class Combining2SinkBase<First, Second, Elements, Output>:
    InputSerializingPairSink<Output, CombiningInput2<First, Second>, Combining2State<Elements>>, @unchecked Sendable
{
    @usableFromInline let resultSelector: (First, Second) throws -> Output

    @inlinable
    init(
        observer: AnyObserver<Output>,
        elements: Elements,
        resultSelector: @escaping (First, Second) throws -> Output
    ) {
        self.resultSelector = resultSelector
        super.init(observer: observer, state: Combining2State(elements: elements))
    }

    /// Disposes both source subscriptions, or, while the sources are being subscribed (``InputSerializingSink``'s
    /// start phase), leaves that to ``subscribed()``, so the failing source's own disposal comes first and the other
    /// source is subscribed, then disposed.
    @usableFromInline
    override final func disposeResources() {
        if deferDisposalWhileStarting() { return }
        disposeSourceSubscriptions()
    }

    /// Both sources were subscribed: performs a disposal that came due meanwhile.
    @usableFromInline
    final func subscribed() {
        if finishStarting() { disposeSourceSubscriptions() }
    }

    @usableFromInline
    final func disposeSourceSubscriptions() {
        disposeFirstSubscription()
        disposeSecondSubscription()
    }
}

/// The protocol a ``Combining2SinkBase`` subclass conforms to, whose extension does the work of every two-source sink:
/// both sources' events become ``CombiningInput2``s, applied one at a time by the holder of the ``InputSerializer``'s
/// role; the sink implements what an element of each source does.
///
/// A protocol beside the base class: its extension is specialised with the sink, whereas overrides in a generic
/// class are reached through the vtable's unspecialised entries (measured 7× slower per event).
@usableFromInline
protocol Combining2InputApplying: SubscriptionBase {
    associatedtype First
    associatedtype Second
    associatedtype Elements
    associatedtype Output

    /// Applies an element of the first source; called by the role holder only, while the sink has not stopped.
    func applyFirst(_ element: First)

    /// Applies an element of the second source; called by the role holder only, while the sink has not stopped.
    func applySecond(_ element: Second)

    // Implemented once, by `Combining2SinkBase` and its bases.

    /// Combines a pair of elements.
    var resultSelector: (First, Second) throws -> Output { get }
    /// The role-owned state (``StatefulSink/state``): the sink's elements, the completed sources, whether it stopped.
    var state: Combining2State<Elements> { get set }
    /// Applies `input` with `apply` now, or queues it for the role holder (``InputSerializingSink/serialize(_:_:)``).
    func serialize(_ input: CombiningInput2<First, Second>, _ apply: (CombiningInput2<First, Second>) -> Void)
    /// Both sources were subscribed: performs a disposal that came due meanwhile (`Combining2SinkBase.subscribed()`).
    func subscribed()
    /// Holds the subscription to the first source (``InputSerializingPairSink``).
    func setFirstSubscription(_ disposable: Disposable)
    /// Holds the subscription to the second source (``InputSerializingPairSink``).
    func setSecondSubscription(_ disposable: Disposable)
    /// Disposes the subscription to the first source (``InputSerializingPairSink``).
    func disposeFirstSubscription()
    /// Disposes the subscription to the second source (``InputSerializingPairSink``).
    func disposeSecondSubscription()
    /// Sends an element downstream (``Sink``).
    func forwardNext(_ element: Output)
    /// Sends a terminal event downstream and disposes the sink (``Sink``).
    func forwardTerminal(_ event: Event<Output>)
}

extension Combining2InputApplying {
    /// Subscribes to both sources, turning their events into inputs.
    @inlinable
    func start(_ first: Observable<First>, _ second: Observable<Second>) {
        let firstDisposable = first._subscribe(
            AnyObserver(
                next: { [self] in receive(.first($0)) },
                event: { [self] event in
                    switch event {
                    case .next(let element):
                        receive(.first(element))
                    case .error(let error):
                        disposeFirstSubscription()
                        receive(.failed(error))
                    case .completed:
                        disposeFirstSubscription()
                        receive(.firstCompleted)
                    }
                }
            )
        )
        setFirstSubscription(firstDisposable)
        let secondDisposable = second._subscribe(
            AnyObserver(
                next: { [self] in receive(.second($0)) },
                event: { [self] event in
                    switch event {
                    case .next(let element):
                        receive(.second(element))
                    case .error(let error):
                        disposeSecondSubscription()
                        receive(.failed(error))
                    case .completed:
                        disposeSecondSubscription()
                        receive(.secondCompleted)
                    }
                }
            )
        )
        setSecondSubscription(secondDisposable)
        subscribed()
    }

    /// Applies `input` now, or queues it for the role holder.
    // Out of line, with the serialiser inlined into it so that `apply` is called directly: inlined into the
    // observers' closures instead, the serialiser stayed a call that reached `apply` through a closure
    // (combineLatest measured about 30% slower).
    @inlinable @inline(never)
    func receive(_ input: CombiningInput2<First, Second>) {
        serialize(input) { apply($0) }
    }

    /// Applies one input; only the role holder calls it. A source's end goes by ``CombiningRules``; nothing is
    /// applied after the end.
    @inlinable
    func apply(_ input: CombiningInput2<First, Second>) {
        if state.isStopped { return }
        switch input {
        case .first(let element):
            applyFirst(element)
        case .second(let element):
            applySecond(element)
        case .firstCompleted:
            if CombiningRules.completes(afterSource: 0, in: &state.completedSources) { stop(.completed) }
        case .secondCompleted:
            if CombiningRules.completes(afterSource: 1, in: &state.completedSources) { stop(.completed) }
        case .failed(let error):
            stop(.error(error))
        }
    }

    /// An element of source `index` (0 or 1) made no pair: ends the sequence if ``CombiningRules`` says none can
    /// ever be made for `form`.
    @inlinable
    func completeIfUncombinable(_ index: Int, _ form: CombiningRules.Form) {
        if CombiningRules.completes(withoutCombining: index, form, state.completedSources) { stop(.completed) }
    }

    /// Sends the combination of `first` and `second`, or the error `resultSelector` throws.
    @inlinable
    func emit(_ first: First, _ second: Second) {
        do {
            forwardNext(try resultSelector(first, second))
        } catch {
            stop(.error(error))
        }
    }

    /// Ends the sequence with `event`; later inputs are ignored.
    @inlinable
    func stop(_ event: Event<Output>) {
        state.isStopped = true
        forwardTerminal(event)
    }
}
