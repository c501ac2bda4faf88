// SPDX-License-Identifier: MIT
/// The part of `combineLatest` and `zip` of 3 to 8 sources that does not depend on the sources' element types: the
/// sources' subscriptions, which of them ended, and the end of the whole.
///
/// The subclasses are generated, one per operator and arity (`GENERATED-CombineLatest+Sinks.swift`, by
/// `Scripts/generate-tuple-operators.py`): each keeps its sources' latest or queued elements in typed stored
/// properties and serialises its inputs with an ``InputSerializer`` of a typed input enum, so that no element is
/// boxed, cast back or looked up in the runtime's generic metadata (the collection forms and the parameter-pack forms
/// use the type-erased `CombineSink`, which does all three). They follow `CombineSink`'s rules exactly, so the events
/// and the subscription logs are the same:
///
/// - every source is subscribed, in order, even once one has failed; a disposal that comes due meanwhile is carried
///   out once all are subscribed;
/// - a source that completes is disposed at once; the whole completes when every source has completed;
/// - `combineLatest` also completes when a source emits while every other source has completed, before every source
///   has emitted (no combination can ever be made); `zip` waits for every source to complete, as RxSwift's zip of a
///   fixed number of sources does;
/// - an error from a source or from the selector ends the whole.
///
/// The end-of-source state is owned by the holder of the subclass's input role (template 3, see ``InputSerializer``),
/// which calls ``sourceCompleted(_:)`` and ``completeIfStarved(_:)``.
@usableFromInline
// Unchecked: `doneSources` is owned by the holder of the subclass's input role, whose compare-and-exchanges order the
// accesses of successive holders; the subscriptions are behind their own locks; `allSources` is immutable.
class NarySink<Result>: Sink<Result>, @unchecked Sendable {
    /// One bit per source, all set.
    @usableFromInline let allSources: Int
    /// The bits of the sources that completed.
    // Unsafe: owned by the holder of the input role; no access spans a call.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var doneSources = 0
    /// One per source, made up front so that a source ending while it is being subscribed can dispose its own.
    @usableFromInline let subscriptions: [SingleAssignmentDisposable]
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var startPhase = StartingDisposal.make()

    @inlinable
    init(observer: AnyObserver<Result>, arity: Int) {
        allSources = (1 << arity) - 1
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @usableFromInline
    override final func disposeResources() {
        if unsafe StartingDisposal.deferIfStarting(&startPhase) { return }
        disposeSubscriptions()
    }

    @usableFromInline
    final func disposeSubscriptions() {
        for subscription in subscriptions { subscription.dispose() }
    }

    /// Keeps the subscription to source `index` (counted from 0).
    @inlinable
    final func attach(_ subscription: Disposable, at index: Int) {
        subscriptions[index].setDisposable(subscription)
    }

    /// Every source is subscribed: carries out a disposal that came due meanwhile.
    @inlinable
    final func subscribed() {
        if unsafe StartingDisposal.started(&startPhase) { disposeSubscriptions() }
    }

    /// Source `index` completed: disposes its subscription, and completes once every source has. Called by the
    /// holder of the input role.
    @inlinable
    final func sourceCompleted(_ index: Int) {
        subscriptions[index].dispose()
        let bit = 1 << index
        if unsafe doneSources & bit != 0 { return }
        unsafe doneSources |= bit
        if unsafe doneSources == allSources { forwardTerminal(.completed) }
    }

    /// Source `index` emitted, and no combination could be made: completes if every other source has completed.
    /// Called by the holder of the input role.
    @inlinable
    final func completeIfStarved(_ index: Int) {
        if unsafe doneSources | (1 << index) == allSources { forwardTerminal(.completed) }
    }

    /// Sends what `combine` returns, or ends with the error it throws.
    @inlinable
    final func emit(_ combine: () throws -> Result) {
        do {
            forwardNext(try combine())
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
