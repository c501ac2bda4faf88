// SPDX-License-Identifier: MIT
/// An observable whose subscription logic is a closure built where the operator is called.
///
/// Operators are `@inlinable` and build their `run` closure at the call site, so a chain built for concrete
/// element types runs fully specialised code: one hop costs one indirect call, with no generic metadata look-up.
///
/// A trampolined producer subscribes on the current-thread trampoline (see ``CurrentThreadScheduler``), so
/// work its subscription schedules there runs after the subscription is set up. Sources that emit nothing
/// through a scheduler (`just`, `empty`, `never`, `error`) subscribe directly, exactly as in RxSwift.
///
/// The life cycle of one subscription, whichever of the three operator templates the sink follows (see
/// ``Sink``):
///
/// 1. `subscribe` calls `run` with the downstream observer; `run` creates the sink (the subscription's only
///    object, holding its state) and subscribes it to the sources.
/// 2. The sources' subscriptions become the sink's upstream with ``SubscriptionBase/attach(_:)`` (one disposable,
///    or several combined); a source that ends while being subscribed has the sink dispose itself first, and
///    `attach` then disposes the subscription at once.
/// 3. `run` returns the sink, which is the ``Disposable`` the subscriber keeps.
/// 4. Events flow through the sink's entry points to `forwardNext`/`forwardTerminal` (or the serialised
///    `serialNext`/`serialTerminal`).
/// 5. A terminal event disposes the sink after it was delivered; the subscriber's `dispose()` does the same from
///    outside. Either way ``SubscriptionBase/dispose()`` runs once: it disposes the upstream and then calls
///    ``SubscriptionBase/disposeResources()``, and nothing is delivered afterwards.
// Unchecked: immutable, it holds only the subscription closure and the trampoline choice.
@usableFromInline final class Producer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let run: (AnyObserver<Element>) -> Disposable

    @usableFromInline
    let isTrampolined: Bool

    @inlinable
    init(trampolined: Bool = true, _ run: @escaping (AnyObserver<Element>) -> Disposable) {
        self.run = run
        self.isTrampolined = trampolined
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        guard isTrampolined else { return run(observer) }
        return CurrentThreadScheduler.trampoline { self.run(observer) }
    }
}

/// A ``Producer`` that keeps its operator's arguments itself, so that its `run` closure captures nothing: one object
/// per operator applied, where a `Producer` whose closure captures the arguments takes two (itself and the closure's
/// context).
///
/// For operators applied once per subscription, as app code applies them (a `startWith` in a table cell's binding).
/// `run` must be a closure literal that captures nothing (it reads everything from `state`): such a closure is a
/// plain function, with no context to allocate, and still compiled where the operator is called, for its concrete
/// types. Subscriptions are trampolined, as a ``Producer``'s are by default.
///
/// Not for arguments that are closures: kept in a generic `State`, a closure is stored in its most general form, and
/// handing it to a sink compiled for concrete types wraps it in a new closure on every subscription (tried with
/// `distinctUntilChanged`'s key selector and comparer: the allocation saved per operator came back per subscription).
/// Closure literals written inside `run` are fine: `distinctUntilChanged()` of an `Equatable` element keeps only its
/// source here.
// Unchecked: immutable, it holds only the operator's arguments and the subscription function.
@usableFromInline final class StatefulProducer<Element, State>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let state: State

    @usableFromInline
    let run: (State, AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ state: State, _ run: @escaping (State, AnyObserver<Element>) -> Disposable) {
        self.state = state
        self.run = run
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        CurrentThreadScheduler.trampoline { self.run(self.state, observer) }
    }
}
