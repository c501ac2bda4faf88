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

/// The base class of the two-source `combineLatest` and `zip` sinks: the selector, the ``InputSerializer`` both
/// sources' events go through, the completion flags and both source subscriptions, held inline.
///
/// An operator built on it (the model is `CombineLatest2Sink`) is a final subclass that also conforms to
/// ``Combining2InputApplying`` and implements only what it does with an element of either source; subscribing,
/// serialising, completion, errors and disposal are the base's:
///
/// ```swift
/// final class Zip2Sink<E1, E2, Result>: Combining2SinkBase<E1, E2, Result>, Combining2InputApplying,
///     @unchecked Sendable
/// {
///     typealias First = E1  // and `Second`, `Output`
///     var first = ZipQueue<E1>(), second = ZipQueue<E2>()  // the operator's own state
///
///     func applyFirst(_ element: E1) { … }   // role holder only; may call `emit(_:_:)` or `stop(_:)`
///     func applySecond(_ element: E2) { … }
/// }
///
/// // In the producer:
/// let sink = Zip2Sink(observer: observer, resultSelector: resultSelector)
/// sink.start(first, second)
/// return sink
/// ```
///
/// Each source's subscription is a ``SourceSubscription`` stored in the sink, rather than the sink's upstream or a
/// disposable object of its own: a source's subscription is disposed when that source ends, as in RxSwift, while
/// the other one runs on, and ``disposeResources()`` disposes whatever is left. No allocation besides the sink.
@usableFromInline
// Unchecked: the role-owned fields are touched only by the holder of `inputs`' role, whose compare-and-exchanges
// order the accesses of successive holders; the subscriptions are behind their own locks; the selector is immutable.
class Combining2SinkBase<First, Second, Output>: Sink<Output>, @unchecked Sendable {
    @usableFromInline let resultSelector: (First, Second) throws -> Output
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var inputs =
        InputSerializer<CombiningInput2<First, Second>>()

    // Unsafe: owned by the holder of `inputs`' role, which orders the accesses of successive holders.
    /// The sources that completed, as ``CombiningRules`` reads them.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var completedSources =
        CompletedSourceBits(arity: 2)
    // Unsafe: owned by the holder of `inputs`' role, as `completedSources` is.
    /// Set once the sink has sent its terminal event.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var isStopped = false

    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var firstSubscription =
        SourceSubscription.make()
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var secondSubscription =
        SourceSubscription.make()

    /// Whether ``Combining2InputApplying/start(_:_:)`` is still subscribing the sources; a disposal meanwhile waits
    /// for it (``StartingDisposal``), so the failing source's own disposal comes first and the other source is
    /// subscribed, then disposed.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var startPhase = StartingDisposal.make()

    @usableFromInline
    init(observer: AnyObserver<Output>, resultSelector: @escaping (First, Second) throws -> Output) {
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    /// Applies `input` with `apply` now, or queues it for the holder of the role of `inputs`.
    @inlinable @inline(__always)
    final func serialize(_ input: CombiningInput2<First, Second>, _ apply: (CombiningInput2<First, Second>) -> Void) {
        unsafe InputSerializer.receive(&inputs.role, &inputs.queue, input, apply)
    }

    /// Calls `body` with the addresses of the subscriptions to the first and the second source.
    @inlinable
    final func withSourceSubscriptions<Value>(
        _ body: (UnsafePointer<SourceSubscription.Storage>, UnsafePointer<SourceSubscription.Storage>) -> Value
    ) -> Value {
        unsafe body(&firstSubscription, &secondSubscription)
    }

    /// Disposes both source subscriptions, or, while the sources are being subscribed, leaves that to
    /// ``subscribed()``.
    @usableFromInline
    override final func disposeResources() {
        if unsafe StartingDisposal.deferIfStarting(&startPhase) { return }
        disposeSourceSubscriptions()
    }

    /// Both sources were subscribed: performs a disposal that came due meanwhile.
    @usableFromInline
    final func subscribed() {
        if unsafe StartingDisposal.started(&startPhase) { disposeSourceSubscriptions() }
    }

    @usableFromInline
    final func disposeSourceSubscriptions() {
        unsafe SourceSubscription.dispose(&firstSubscription)
        unsafe SourceSubscription.dispose(&secondSubscription)
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
    associatedtype Output

    /// Applies an element of the first source; called by the role holder only, while the sink has not stopped.
    func applyFirst(_ element: First)

    /// Applies an element of the second source; called by the role holder only, while the sink has not stopped.
    func applySecond(_ element: Second)

    // Implemented once, by `Combining2SinkBase`.

    /// Combines a pair of elements.
    var resultSelector: (First, Second) throws -> Output { get }
    // Unsafe: these two are owned by the holder of `inputs`' role (``Combining2SinkBase``'s unsynchronised fields).
    /// The sources that completed (the first is 0, the second 1); owned by the role holder.
    @unsafe var completedSources: CompletedSourceBits { get set }
    /// Set once the sink has sent its terminal event; owned by the role holder.
    @unsafe var isStopped: Bool { get set }
    /// Applies `input` with `apply` now, or queues it for the role holder (`Combining2SinkBase.serialize(_:_:)`).
    func serialize(_ input: CombiningInput2<First, Second>, _ apply: (CombiningInput2<First, Second>) -> Void)
    /// Both sources were subscribed: performs a disposal that came due meanwhile (`Combining2SinkBase.subscribed()`).
    func subscribed()
    /// Calls `body` with the addresses of the subscriptions to the first and the second source.
    func withSourceSubscriptions<Value>(
        _ body: (UnsafePointer<SourceSubscription.Storage>, UnsafePointer<SourceSubscription.Storage>) -> Value
    ) -> Value
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
                        unsafe withSourceSubscriptions { first, _ in unsafe SourceSubscription.dispose(first) }
                        receive(.failed(error))
                    case .completed:
                        unsafe withSourceSubscriptions { first, _ in unsafe SourceSubscription.dispose(first) }
                        receive(.firstCompleted)
                    }
                }
            )
        )
        unsafe withSourceSubscriptions { first, _ in unsafe SourceSubscription.set(first, firstDisposable) }
        let secondDisposable = second._subscribe(
            AnyObserver(
                next: { [self] in receive(.second($0)) },
                event: { [self] event in
                    switch event {
                    case .next(let element):
                        receive(.second(element))
                    case .error(let error):
                        unsafe withSourceSubscriptions { _, second in unsafe SourceSubscription.dispose(second) }
                        receive(.failed(error))
                    case .completed:
                        unsafe withSourceSubscriptions { _, second in unsafe SourceSubscription.dispose(second) }
                        receive(.secondCompleted)
                    }
                }
            )
        )
        unsafe withSourceSubscriptions { _, second in unsafe SourceSubscription.set(second, secondDisposable) }
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
        if unsafe isStopped { return }
        switch input {
        case .first(let element):
            applyFirst(element)
        case .second(let element):
            applySecond(element)
        case .firstCompleted:
            if unsafe CombiningRules.completes(afterSource: 0, in: &completedSources) { stop(.completed) }
        case .secondCompleted:
            if unsafe CombiningRules.completes(afterSource: 1, in: &completedSources) { stop(.completed) }
        case .failed(let error):
            stop(.error(error))
        }
    }

    /// An element of source `index` (0 or 1) made no pair: ends the sequence if ``CombiningRules`` says none can
    /// ever be made for `form`.
    @inlinable
    func completeIfUncombinable(_ index: Int, _ form: CombiningRules.Form) {
        if unsafe CombiningRules.completes(withoutCombining: index, form, completedSources) { stop(.completed) }
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
        unsafe isStopped = true
        forwardTerminal(event)
    }
}
