// SPDX-License-Identifier: MIT
/// The outer sequence's part of a ``FlatteningSink``'s locked state: whether it completed, and whether the sink is
/// still subscribing to it (a disposal meanwhile is deferred until `start` returns, as in RxSwift).
@usableFromInline
struct OuterPhase {
    /// The outer sequence completed: the result completes once no inner sequence is left.
    @usableFromInline var isOuterStopped = false
    /// `true` until `start` returns; a disposal meanwhile only sets ``isDisposalDeferred``.
    @usableFromInline var isStarting = true
    /// The sink was disposed while starting: its inner subscriptions are disposed when `start` returns.
    @usableFromInline var isDisposalDeferred = false

    @inlinable
    init() {}
}

/// The locked state of a ``FlatteningSink``: the ``OuterPhase`` beside whatever the operator keeps for its inner
/// sequences.
@usableFromInline
protocol FlatteningState {
    /// What ``takeInners()`` takes out for disposal outside the lock.
    associatedtype Inners

    /// The outer sequence's part.
    var phase: OuterPhase { get set }

    /// Whether no inner sequence is running or waiting, so that the result completes once the outer sequence has.
    var innersDone: Bool { get }

    /// Takes every inner subscription out, for disposal outside the lock; the sink is being disposed.
    mutating func takeInners() -> Inners
}

extension FlatteningState {
    /// The rule both `merge` and `switch` complete by: the outer sequence completed and no inner sequence is left.
    @inlinable
    var isFinished: Bool { phase.isOuterStopped && innersDone }
}

/// A sink that subscribes to an outer sequence of inner sequences and flattens them into one (`merge`, `flatMap`,
/// `flatMapFirst`, `concatMap`, `flatMapLatest`, `switchLatest`): the outer sequence's events handled once.
///
/// The base subscribes to the outer sequence and handles its events: an element goes to the operator's
/// ``outerNext(_:)``; an error ends the result at once; completion releases the outer subscription at once (as
/// RxSwift does) and completes the result if no inner sequence is left (``FlatteningState/isFinished``), otherwise
/// the operator completes it when its last inner sequence ends (an operator may order this differently through
/// ``outerSourceCompleted()``, as `merge(maxConcurrent:)` does). A disposal while `start` runs is deferred until it
/// returns: the inner sequences met meanwhile are still subscribed, then disposed together, as in RxSwift.
///
/// An operator built on it (the model is `flatMapLatest`'s `SwitchSink`) is a final ``FlatteningSinkBase``
/// subclass, which holds the outer subscription:
///
/// ```swift
/// struct SwitchState<SourceElement, Element>: FlatteningState { var phase = OuterPhase(); var current: …; … }
///
/// final class SwitchSink<SourceElement, Element>:
///     SwitchingSinkBase<Element, SwitchState<SourceElement, Element>>, FlatteningSink, @unchecked Sendable {
///
///     func outerNext(_ element: SourceElement) { … }  // subscribe an inner sequence
///     static func dispose(_ inners: SwitchInnerSink<…>?) { inners?.dispose() }
///     override func disposeResources() { disposeSubscriptions() }
/// }
///
/// // In the producer: let sink = SwitchSink(…); sink.start(source); return sink
/// ```
///
/// A protocol rather than a base class, so that the outer observer's calls into the sink are specialised with it
/// (see ``Combining2InputApplying``).
@usableFromInline
protocol FlatteningSink: SubscriptionBase {
    /// The element type of the outer sequence.
    associatedtype SourceElement
    /// The element type of the inner sequences and of the result.
    associatedtype Element
    /// The sink's locked state.
    associatedtype State: FlatteningState

    /// Runs `body` on the sink's state under its lock (``LockedStateSink/withState(_:)``).
    func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result
    /// Holds the subscription to the outer sequence (``FlatteningSinkBase/setOuterSubscription(_:)``).
    func setOuterSubscription(_ subscription: Disposable)

    /// Disposes the subscription to the outer sequence, once; called when the outer sequence ends or the sink is
    /// disposed (``FlatteningSinkBase/releaseOuterSubscription()``).
    func releaseOuterSubscription()

    /// Receives an element of the outer sequence: maps it to an inner sequence and subscribes to it, or queues it.
    func outerNext(_ element: SourceElement)

    /// Disposes what ``FlatteningState/takeInners()`` took out.
    static func dispose(_ inners: State.Inners)

    /// Sends a terminal event downstream, serialised (``SerializingSink``).
    func serialTerminal(_ event: Event<Element>)

    /// Handles the outer sequence's completion; the default releases the outer subscription, then completes the
    /// result if no inner sequence is left.
    func outerSourceCompleted()
}

extension FlatteningSink {
    /// Subscribes to the outer sequence, then ends the subscription phase.
    @inlinable
    func start(_ source: Observable<SourceElement>) {
        let subscription = source._subscribe(
            AnyObserver(next: { [self] in outerNext($0) }, event: { [self] in outerEvent($0) })
        )
        setOuterSubscription(subscription)
        finishStarting()
    }

    /// Handles an event of the outer sequence.
    @inlinable
    func outerEvent(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            outerNext(element)
        case .error(let error):
            serialTerminal(.error(error))
        case .completed:
            outerSourceCompleted()
        }
    }

    /// The outer sequence has ended: releases its subscription now, not when the result ends (as RxSwift's `merge`
    /// and `switch` do), then completes the result if no inner sequence is left.
    @inlinable
    func outerSourceCompleted() {
        releaseOuterSubscription()
        outerCompleted()
    }

    /// Records that the outer sequence completed; completes the result if no inner sequence is left, and returns
    /// whether it did.
    @inlinable @discardableResult
    func outerCompleted() -> Bool {
        let done = withState { state -> Bool in
            state.phase.isOuterStopped = true
            return state.innersDone
        }
        if done { serialTerminal(.completed) }
        return done
    }

    /// Ends the subscription phase, and carries out a disposal that happened during it.
    @inlinable
    func finishStarting() {
        let deferred = withState { state -> State.Inners? in
            state.phase.isStarting = false
            return state.phase.isDisposalDeferred ? state.takeInners() : nil
        }
        if let deferred { Self.dispose(deferred) }
    }

    /// Disposes the outer subscription, and the inner ones or, while `start` runs, defers that until it returns;
    /// the sink's `disposeResources()`.
    @inlinable
    func disposeSubscriptions() {
        releaseOuterSubscription()
        let inners = withState { state -> State.Inners? in
            if state.phase.isStarting {
                state.phase.isDisposalDeferred = true
                return nil
            }
            return state.takeInners()
        }
        if let inners { Self.dispose(inners) }
    }
}
