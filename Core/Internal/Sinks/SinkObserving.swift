// SPDX-License-Identifier: MIT
/// A sink that observes one upstream sequence; lets an operator subscribe its sink in one line.
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
