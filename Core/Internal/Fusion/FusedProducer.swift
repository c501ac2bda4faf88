import Synchronization

/// The observable of a fused `map`/`filter`/`compactMap` chain.
///
/// Applying one of those operators to a `FusedProducer` does not wrap it: the new producer shares the chain's
/// source and adds one stage, so a chain of any length costs one sink per subscription and one closure call per
/// stage and element. Semantics are those of the separate operators: each stage stops an element once the
/// subscription is disposed, and an error thrown by any stage's closure is emitted downstream and ends the
/// subscription. Every intermediate observable stays a valid sequence of its own.
///
/// The stages are linked once, on the first subscription, and shared by every later one. Each is built in its
/// operator's specialised call site, so an element runs no generic code.
// Unchecked: `entry` is an atomic lazy reference; everything else is immutable.
@usableFromInline
final class FusedProducer<Element>: Observable<Element>, @unchecked Sendable {
    /// Subscribes the chain's source with an observer that feeds the subscription's entry; shared by every
    /// producer of the chain.
    @usableFromInline
    let connect: (FusedSubscription) -> Disposable

    /// Links this chain's stages, with `last` after the final one, and returns the first.
    @usableFromInline
    let assemble: (FusedStage<Element>) -> AnyObject

    /// Creates a subscription's sink; built where the producer is, so the sink's code is specialised.
    @usableFromInline
    let makeSink: (AnyObserver<Element>, AnyObject) -> FusedSubscription

    /// This chain's first stage, linked on the first subscription.
    @usableFromInline
    let entry = AtomicLazyReference<AnyObject>()

    @inlinable
    init(connect: @escaping (FusedSubscription) -> Disposable, assemble: @escaping (FusedStage<Element>) -> AnyObject) {
        self.connect = connect
        self.assemble = assemble
        self.makeSink = { observer, entry in FusedSink(observer: observer, entry: entry) }
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        // Two threads may both link the stages on the first subscriptions; one result is kept, the other dropped.
        let entry = self.entry.load() ?? self.entry.storeIfNil(assemble(.emit))
        return CurrentThreadScheduler.trampoline {
            let sink = makeSink(observer, entry)
            sink.attach(connect(sink))
            return sink
        }
    }
}

extension ObservableType {
    /// Appends a stage to this sequence's fused chain, or starts a chain over this sequence.
    ///
    /// - Parameters:
    ///   - parameter: The operator's parameter, usually its closure.
    ///   - node: Creates the stage from `parameter` and the stage after it; must not capture anything. The stage's
    ///     `receive` must check `isDisposed` on the subscription before it hands an element on.
    /// - Returns: The sequence of the new last stage's output.
    @inlinable
    func fused<Parameter, Node: FusedNode, Result>(
        _ parameter: Parameter,
        _ node: @escaping (Parameter, FusedStage<Result>) -> Node
    ) -> Observable<Result> where Node.Input == Element {
        let source = asObservable()
        if let parent = source as? FusedProducer<Element> {
            let assemble = parent.assemble
            return FusedProducer(connect: parent.connect) { last in assemble(node(parameter, last).stage) }
        }
        return FusedProducer(connect: FusedSubscription.connecting(source, to: Node.self)) { last in
            node(parameter, last)
        }
    }
}
