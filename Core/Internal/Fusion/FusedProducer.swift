// SPDX-License-Identifier: MIT
/// What a fused operator was applied to (see ``FusedProducer``).
@usableFromInline
enum FusedUpstream: UInt8 {
    /// Any other sequence: the chain's source, subscribed through ``FusedProducer/connect``.
    case source
    /// A `just`: the chain runs once, when it is subscribed, with no sink and no subscription to `just`.
    case just
    /// The operator before, a `FusedProducer` of the same chain.
    case chain
}

/// The observable of a fused `map`/`filter`/`compactMap` chain: each of those operators returns one, a subclass
/// that holds the operator's closure (`MapProducer`, `FilterProducer`, `CompactMapProducer`, in the operators'
/// files), and nothing else is allocated when an operator is applied.
///
/// Applying one of those operators to a `FusedProducer` does not wrap it: the new producer keeps the one before as
/// its ``upstream`` and shares the chain's source, so a chain of any length costs one sink per subscription and one
/// closure call per stage and element. Every intermediate observable stays a valid sequence of its own.
///
/// - **Subscribing** to a chain over any source but `just` runs the elements through *stages*: objects that hold an
///   operator's closure and the stage after it (``FusedNode``). The first subscription to a producer links them
///   once (``entry()``, through each producer's ``link``, back to the first operator) and every later subscription
///   shares them. The stages hold no producer, so a source that keeps its observer alive does not keep the chain,
///   and so itself, alive through the sink.
/// - **A chain over `just`** needs neither stages nor a sink: subscribing runs `just`'s element once through the
///   operators (``runJust()``, through each producer's ``pull``, which asks the producer before it for its input),
///   then emits the result, if any, and completes; or emits the error a closure threw. Nothing can dispose the
///   subscription before `subscribe` returns it, so no stage needs to check for disposal. `flatMap` runs such an
///   inner chain the same way, without subscribing to it (see ``startingWithJust(_:)``).
///
/// Semantics are those of the separate operators: each stage stops an element once the subscription is disposed,
/// and an error thrown by any stage's closure is emitted downstream and ends the subscription. Subscribing runs on
/// the current-thread trampoline, as any operator's subscription does.
///
/// Every closure stored here is built where the operator is applied, for concrete types, and captures nothing:
/// an element runs no generic code, and building a chain allocates one producer per operator.
@usableFromInline
// Unchecked: immutable.
class FusedProducer<Element>: Observable<Element>, @unchecked Sendable {
    /// The sequence this operator was applied to: the chain's source, a `JustProducer` or the operator before.
    @usableFromInline
    let upstream: AnyObject

    /// What ``upstream`` is.
    @usableFromInline
    let upstreamKind: FusedUpstream

    /// `true` when the chain's source is `just`: subscribing runs the chain once, with no sink.
    @usableFromInline
    let startsWithJust: Bool

    /// Subscribes the chain's source with an observer that feeds the subscription; shared by every producer of
    /// the chain, unused when it starts with `just`.
    @usableFromInline
    let connect: (FusedSubscription) -> Disposable

    /// Runs the element of the chain's `just` through every operator up to and including this one. Arguments:
    /// this producer, and a pointer to an `Element?`, `nil` on entry, where it writes its output unless an operator
    /// dropped the element. Throws what an operator's closure throws.
    ///
    /// The signature names no generic type, so the closure is called at one abstraction from specialised code.
    @usableFromInline
    let pull: (AnyObject, UnsafeMutableRawPointer) throws -> Void

    /// Creates this operator's stage object, followed by `next` (by ``FusedStage/emit`` when `nil`).
    @usableFromInline
    let makeNode: (AnyObject, FusedStage<Element>?) -> AnyObject

    /// Creates the stages of the chain up to and including this operator's, followed by `next` (by the downstream
    /// observer when `nil`), and returns the first one. Built where the operator is applied, capturing nothing.
    @usableFromInline
    let link: (FusedProducer<Element>, FusedStage<Element>?) -> AnyObject

    /// The first stage of this producer's chain, linked by the first subscription.
    @usableFromInline
    @exclusivity(unchecked) final nonisolated(unsafe) var linked = RxOnceReference()

    /// Subscribes an observer to this producer. Built in the initialiser, where `Element` is concrete, and
    /// capturing nothing: `_subscribe` itself runs unspecialised, where creating the sink would look up its
    /// generic metadata on every subscription.
    @usableFromInline
    let subscribeObserver: (FusedProducer<Element>, AnyObserver<Element>) -> Disposable

    /// Creates the producer of an operator applied to `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The sequence the operator was applied to.
    ///   - entry: The type of the operator's stage.
    ///   - node: Creates the operator's stage, followed by the given stage (see ``makeNode``).
    ///   - pull: Runs the operator on `just`'s element (see ``pull``): gets its input with ``input(as:)``.
    @inlinable
    init<Input, Entry: FusedNode>(
        upstream: Observable<Input>,
        entry: Entry.Type,
        node: @escaping (AnyObject, FusedStage<Element>?) -> AnyObject,
        pull: @escaping (AnyObject, UnsafeMutableRawPointer) throws -> Void
    ) where Entry.Input == Input, Entry.Output == Element {
        if let parent = upstream as? FusedProducer<Input> {
            self.upstream = parent
            self.upstreamKind = .chain
            self.startsWithJust = parent.startsWithJust
            self.connect = parent.connect
        } else if let just = JustProducer<Input>.exactly(upstream) {
            self.upstream = just
            self.upstreamKind = .just
            self.startsWithJust = true
            self.connect = { _ in Disposables.create() }
        } else {
            self.upstream = upstream
            self.upstreamKind = .source
            self.startsWithJust = false
            self.connect = FusedSubscription.connecting(upstream, to: Entry.self)
        }
        self.pull = pull
        self.makeNode = node
        self.link = { producer, next in
            let node = unsafeDowncast(producer.makeNode(producer, next), to: Entry.self)
            guard producer.upstreamKind == .chain else { return node }
            let parent = unsafeDowncast(producer.upstream, to: FusedProducer<Input>.self)
            return parent.link(parent, node.stage)
        }
        self.subscribeObserver = { producer, observer in
            CurrentThreadScheduler.trampoline {
                if producer.startsWithJust {
                    producer.runOnce(observer)
                    return Disposables.create()
                }
                // The entry goes straight into the sink: one retain, not a retain and a copy.
                let sink = FusedSink(observer: observer, entry: producer.entry())
                sink.attach(producer.connect(sink))
                return sink
            }
        }
    }

    deinit {
        linked.destroy()
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeObserver(self, observer)
    }

    /// The chain's first stage, linked by the first subscription and shared by every later one. Two threads may
    /// both link it on their first subscriptions: one result is kept, the other dropped.
    @inlinable
    func entry() -> AnyObject {
        RxOnceReference.get(&linked) { link(self, nil) }
    }

    /// The input of this operator in a chain over `just`: `just`'s element, or the output of the operator before,
    /// `nil` when it dropped the element.
    @inlinable
    @inline(__always)
    final func input<Input>(as inputType: Input.Type) throws -> Input? {
        if upstreamKind == .just { return unsafeDowncast(upstream, to: JustProducer<Input>.self).element }
        // `upstream` lives as long as `self`, which the caller keeps alive: borrowing it spares a retain and a
        // release per operator.
        var input: Input? = nil
        try Unmanaged.passUnretained(unsafeDowncast(upstream, to: FusedProducer<Input>.self))
            ._withUnsafeGuaranteedRef { upstream in
                try _withUnprotectedUnsafeMutablePointer(to: &input) { try upstream.pull(upstream, $0) }
            }
        return input
    }

    /// Runs a chain that starts with `just`: its result, or `nil` when a stage dropped the element.
    ///
    /// - Precondition: ``startsWithJust``.
    @inlinable
    func runJust() throws -> Element? {
        var result: Element? = nil
        try _withUnprotectedUnsafeMutablePointer(to: &result) { try pull(self, $0) }
        return result
    }

    /// Runs a chain that starts with `just` for `observer`: its result, if any, then completion, or the error a
    /// stage threw.
    @inlinable
    func runOnce(_ observer: AnyObserver<Element>) {
        let result: Element?
        do {
            result = try runJust()
        } catch {
            return observer.on(.error(error))
        }
        if let result { observer.nextHandler(result) }
        observer.on(.completed)
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
