// SPDX-License-Identifier: MIT
/// The observable of a fused `map`/`filter`/`compactMap` chain: each of those operators returns one, a subclass
/// that holds the operator's closure and what it was applied to, and conforms to ``FusedOperator`` (`MapProducer`,
/// `FilterProducer`, `CompactMapProducer`, in the operators' files). Nothing else is allocated when an operator is
/// applied.
///
/// Applying one of those operators to a `FusedProducer` does not wrap it: the new producer keeps the one before as
/// its upstream (``FusedUpstream/chain(_:)``) and shares the chain's source, so a chain of any length costs one sink
/// per subscription and one closure call per stage and element. Every intermediate observable stays a valid
/// sequence of its own.
///
/// - **Subscribing** to a chain over any source but `just` runs the elements through *stages*: objects that hold an
///   operator's closure and the stage after it (``FusedNode``). The first subscription to a producer links them
///   once (``entry()``, through each operator's ``FusedOperator/link(next:)``, back to the first operator) and every
///   later subscription shares them. The stages hold no producer, so a source that keeps its observer alive does
///   not keep the chain, and so itself, alive through the sink.
/// - **A chain over `just`** needs neither stages nor a sink: subscribing runs `just`'s element once through the
///   operators (``runJust()``, through each operator's ``FusedOperator/pull(into:)``, which asks the operator before it
///   for its input), then emits the result, if any, and completes; or emits the error a closure threw. Nothing can
///   dispose the subscription before `subscribe` returns it, so no stage needs to check for disposal. `flatMap` runs
///   such an inner chain the same way, without subscribing to it (see ``startingWithJust(_:)``).
///
/// Semantics are those of the separate operators: each stage stops an element once the subscription is disposed,
/// and an error thrown by any stage's closure is emitted downstream and ends the subscription. Subscribing runs on
/// the current-thread trampoline, as any operator's subscription does.
///
/// The per-subscription work goes through ``operations``, closures built where the operator is applied, for
/// concrete types, capturing nothing: an element runs no generic code, and building a chain allocates one producer
/// per operator (``FusedOperations`` says why these are closures and not overridden methods).
@usableFromInline
// Unchecked: immutable.
class FusedProducer<Element>: Observable<Element>, @unchecked Sendable {
    /// `true` when the chain's source is `just`: subscribing runs the chain once, with no sink.
    @usableFromInline
    let startsWithJust: Bool

    /// Subscribes the chain's source with an observer that feeds the subscription's first stage; built by the
    /// chain's first operator, for its source's type and its stage's, and shared by every producer of the chain.
    /// Unused when the chain starts with `just`.
    @usableFromInline
    let connect: (FusedSubscription) -> Disposable

    /// Subscribing, running a chain over `just` and linking the stages, specialised for this producer's operator.
    @usableFromInline
    let operations: FusedOperations<Element>

    /// The first stage of this producer's chain, linked by the first subscription.
    @usableFromInline
    @exclusivity(unchecked) final nonisolated(unsafe) var linked = RxOnceReference()

    /// Creates the producer of an operator of type `operatorType`, applied to `upstream`.
    ///
    /// - Parameters:
    ///   - operatorType: The subclass being initialised.
    ///   - upstream: What the operator was applied to, which the subclass keeps as its
    ///     ``FusedOperator/upstream``.
    @inlinable
    init<Operator: FusedOperator>(
        _ operatorType: Operator.Type,
        upstream: FusedUpstream<Operator.Input>
    ) where Operator.Output == Element {
        switch upstream {
        case .chain(let parent):
            self.startsWithJust = parent.startsWithJust
            self.connect = parent.connect
        case .just:
            self.startsWithJust = true
            self.connect = { _ in Disposables.create() }
        case .source(let source):
            self.startsWithJust = false
            self.connect = FusedSubscription.connecting(source, to: Operator.Stage.self)
        }
        self.operations = FusedOperations(for: Operator.self)
    }

    deinit {
        unsafe linked.destroy()
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        operations.subscribe(self, observer)
    }

    override var endsWhileSubscribed: Bool {
        startsWithJust
    }

    // `entry()`, `runJust()` and `runOnce(_:)` are `final`: a method of a generic class that can be overridden is
    // called through the vtable, so it runs unspecialised even from the specialised `operations.subscribe`, and an
    // overridable `runOnce` looks `Event<Element>`'s metadata up on every subscription (`subscribe-dispose`: 290 ns,
    // against 185 ns final).

    /// The chain's first stage, linked by the first subscription and shared by every later one. Two threads may
    /// both link it on their first subscriptions: one result is kept, the other dropped.
    @inlinable
    final func entry() -> AnyObject {
        unsafe RxOnceReference.get(&linked) { operations.link(self, .emit) }
    }

    /// Runs a chain that starts with `just`: its result, or `nil` when a stage dropped the element.
    ///
    /// - Precondition: ``startsWithJust``.
    @inlinable
    final func runJust() throws -> Element? {
        var result: Element? = nil
        try operations.pull(self, &result)
        return result
    }

    /// Runs a chain that starts with `just` for `observer`: its result, if any, then completion, or the error a
    /// stage threw.
    @inlinable
    final func runOnce(_ observer: AnyObserver<Element>) {
        runOnce(next: observer.nextHandler, end: observer.on)
    }

    /// Runs a chain that starts with `just` for `handler`, as ``runOnce(_:)`` does for an observer.
    ///
    /// - Precondition: ``startsWithJust``.
    @inlinable
    final func runOnce(delivering handler: (Event<Element>) -> Void) {
        runOnce(next: { handler(.next($0)) }, end: handler)
    }

    /// Runs a chain that starts with `just`: `next` with its result, if any, then `end` with completion; or `end`
    /// with the error a stage threw.
    @inlinable @inline(__always)
    final func runOnce(next: (Element) -> Void, end: (Event<Element>) -> Void) {
        let result: Element?
        do {
            result = try runJust()
        } catch {
            return end(.error(error))
        }
        if let result { next(result) }
        end(.completed)
    }

    /// `observable` as a chain that starts with `just`, which emits at most one element and ends while it is being
    /// subscribed; `nil` for any other sequence. Lets `flatMap` run such an inner chain without subscribing to it,
    /// which is what subscribing would do.
    @inlinable
    static func startingWithJust(_ observable: Observable<Element>) -> FusedProducer<Element>? {
        guard let chain = observable as? FusedProducer<Element>, chain.startsWithJust else { return nil }
        return chain
    }
}
