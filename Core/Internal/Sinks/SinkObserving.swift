// SPDX-License-Identifier: MIT
/// Template 1, one source: a sink that observes one upstream sequence, whose events the grammar already
/// serialises, so the sink keeps its state in plain stored properties and takes no lock per event.
///
/// **When to use it.** The operator subscribes to one sequence at a time: a transformation (`scan`, `reduce`,
/// `takeLast`), a filter, a sequence that replaces the source once it ended (`catch`, `ifEmpty`, `deferred`), or a
/// source plus a timer that only flips an atomic flag (`skip(_:scheduler:)`). When two sources (or a source and a
/// timer that emits) can send downstream concurrently, use template 2, ``SerializingSink``; when they share state
/// beyond a flag, template 3, ``InputSerializer``.
///
/// **Shape.** In the operator's file: the public extension builds a ``Producer`` whose closure creates the sink
/// and calls ``run(_:)``; the sink is a `final class` deriving from ``Sink`` of the output type and conforming to
/// `SinkObserving`, with `onNext(_:)` (the hot path) and, when completion or errors need more than ending the
/// sequence, its own `on(_:)`. State lives in plain stored properties; mark one `@exclusivity(unchecked)`, with an
/// `// Unsafe:` reason, only when no access spans a call out and the optimiser keeps a run-time exclusivity check
/// on it (a `swift_beginAccess` in the release object, or an `@usableFromInline` property, which inlined copies
/// check; see MemorySafety.md in the maintainer's guide). Errors thrown by user closures are caught and sent with
/// `forwardTerminal(.error(error))`.
///
/// ```swift
/// public func enumerated() -> Observable<(index: Int, element: Element)> {
///     let source = asObservable()
///     return Producer { observer in EnumeratedSink(observer: observer).run(source) }
/// }
///
/// final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, SinkObserving, @unchecked Sendable {
///     // Unsafe: no access spans a call; inlined copies would check every element.
///     @exclusivity(unchecked) var index = 0
///     func onNext(_ element: Element) { forwardNext((unsafe index, element)); unsafe index += 1 }
/// }
/// ```
///
/// **Model operators.** `enumerated()` (`Core/Operators/Enumerated.swift`) for the shape, `element(at:)` for an
/// own `on(_:)`, `reduce` and `takeLast` for state that is emitted at completion, `catch` for a second sequence
/// subscribed after the first ended (``Sink/mirroringObserver()``).
///
/// **Allocations.** ``run(_:)`` builds the observer here, in the protocol's extension, where its closures capture
/// the sink and, unless the code is specialised for a concrete sink, its conformance: then each closure costs a
/// context (two allocations per subscription). So the operator that calls `run` is `@inlinable`, with its sink
/// `@usableFromInline`: specialised in the caller's module, the closures capture only the sink, which Swift passes
/// as their context. A sink that subscribes in a method of its own (`start(_:)`, through a ``SerialDisposable`` or
/// after a timer) writes the observer there instead,
/// `AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) })`: in a generic class, Swift recovers
/// the generic arguments from the instance, so those closures capture only the sink, specialised or not.
///
/// A protocol rather than a base class: its extension is specialised with the sink, whereas overrides in a generic
/// class are reached through the vtable's unspecialised entries.
@usableFromInline
protocol SinkObserving: SubscriptionBase {
    /// The element type of the upstream sequence.
    associatedtype Upstream

    /// Receives an upstream element: the hot path.
    func onNext(_ element: Upstream)

    /// Receives any upstream event; by default forwards elements to ``onNext(_:)`` and ends with the upstream.
    func on(_ event: Event<Upstream>)

    /// Ends the sequence downstream with `error`, or completes when `nil`; `Sink` implements it.
    func terminate(_ error: Swift.Error?)
}

extension SinkObserving {
    /// Forwards elements to ``onNext(_:)``; an upstream error or completion ends the sequence downstream.
    @inlinable
    func on(_ event: Event<Upstream>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): terminate(error)
        case .completed: terminate(nil)
        }
    }

    /// Subscribes this sink to `source` and returns it as the subscription.
    ///
    /// The observer's closures capture only the sink, which Swift passes as their context: no allocation.
    @inlinable
    func run(_ source: Observable<Upstream>) -> Disposable {
        attach(source._subscribe(AnyObserver(next: { [self] in self.onNext($0) }, event: { [self] in self.on($0) })))
        return self
    }
}
