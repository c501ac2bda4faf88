import Synchronization

/// Where a fused operator takes its input from (see ``FusedProducer``).
@usableFromInline
enum FusedUpstream: UInt8 {
    /// The chain's source, subscribed through ``FusedProducer/connect``: the input is the source's element.
    case source
    /// A `just`, whose element is the input: the chain runs once, when it is subscribed, with no source
    /// subscription and no sink.
    case just
    /// The operator before, a `FusedProducer`: the input is what its stages make of the source's element.
    case chain
}

/// The observable of a fused `map`/`filter`/`compactMap` chain: each of those operators returns one, a subclass
/// holding the operator's closure (`MapProducer`, `FilterProducer`, `CompactMapProducer`).
///
/// Applying one of those operators to a `FusedProducer` does not subscribe through it: the new producer keeps the
/// one before as its ``upstream`` and shares the chain's source, so a chain of any length costs one producer per
/// operator when it is built, one sink per subscription, and one closure call per stage and element. Nothing is
/// linked or cached: an element is *pulled* through the chain. The sink hands a pointer to the source's element to
/// the last producer's ``pull``, which asks the producer before it for its input, and so on up to the first
/// operator, which reads the source's element; each stage then applies its closure on the way back and returns its
/// output, or `nil` to stop the element. Every intermediate observable stays a valid sequence of its own.
///
/// Semantics are those of the separate operators: each stage stops an element once the subscription is disposed,
/// and an error thrown by any stage's closure is emitted downstream and ends the subscription. A chain whose source
/// is `just` runs once, while it is subscribed, on the current-thread trampoline like any operator: its element goes
/// through the stages and the result is emitted with completion, with no sink and no subscription to `just`, since
/// nothing can dispose the subscription before `subscribe` returns it.
///
/// Every closure stored here is built where the operator is applied, for concrete types, and captures nothing, so
/// an element runs no generic code and building the chain allocates nothing but the producers.
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

    /// Runs one element of the chain's source through every stage up to and including this producer's.
    ///
    /// Arguments: this producer; a pointer to the source's element, of the first operator's input type (unused
    /// when the chain starts with `just`); a pointer to an `Element?`, `nil` on entry, where the stage writes its
    /// output unless a stage dropped the element or the subscription was disposed; the subscription the element
    /// belongs to, checked for disposal after each stage, `nil` when the chain starts with `just` (nothing can
    /// dispose it while it runs). Throws what a stage's closure throws.
    ///
    /// The signature names no generic type: a closure of a generic signature is passed at a substituted
    /// abstraction between specialised and generic code, which costs thunks (and crashed the 6.3 compiler on long
    /// chains, whose stages it inlines into one another).
    @usableFromInline
    let pull: (AnyObject, UnsafeRawPointer, UnsafeMutableRawPointer, FusedSubscription?) throws -> Void

    /// Creates this operator's stage object, followed by `next` (by ``FusedStage/emit`` when `nil`).
    @usableFromInline
    let makeNode: (AnyObject, FusedStage<Element>?) -> AnyObject

    /// Creates the stages of the chain up to and including this operator's, followed by `next` (by the downstream
    /// observer when `nil`), and returns the first one. Built where the operator is applied, capturing nothing.
    @usableFromInline
    let link: (FusedProducer<Element>, FusedStage<Element>?) -> AnyObject

    /// The first stage of this producer's chain, retained, as the bits of its address; 0 until the first
    /// subscription links it.
    @usableFromInline
    let linked = Atomic<UInt>(0)

    /// Subscribes an observer to this producer. Built in the initialiser, where `Element` is concrete, and
    /// capturing nothing: `_subscribe` itself runs unspecialised, where creating the sink would look up its
    /// generic metadata on every subscription.
    @usableFromInline
    let subscribeObserver: (FusedProducer<Element>, AnyObserver<Element>) -> Disposable

    /// Creates the producer of an operator applied to `upstream`.
    ///
    /// - Parameters:
    ///   - upstream: The sequence the operator was applied to.
    ///   - pull: The operator's stage (see ``pull``): gets its input with ``input(as:_:_:)``, applies the
    ///     operator, and checks `isDisposed` on the subscription before it writes an output.
    @inlinable
    init<Input, Entry: FusedNode>(
        upstream: Observable<Input>,
        entry: Entry.Type,
        node: @escaping (AnyObject, FusedStage<Element>?) -> AnyObject,
        pull: @escaping (AnyObject, UnsafeRawPointer, UnsafeMutableRawPointer, FusedSubscription?) throws -> Void
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
        let bits = linked.load(ordering: .acquiring)
        if bits != 0 { Self.unmanaged(bits).release() }
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        subscribeObserver(self, observer)
    }

    /// The chain's first stage, linked by the first subscription and shared by every later one. Two threads may
    /// both link it on their first subscriptions: one result is kept, the other dropped.
    @inlinable
    func entry() -> AnyObject {
        let bits = linked.load(ordering: .acquiring)
        if bits != 0 { return Self.unmanaged(bits).takeUnretainedValue() }
        let entry = link(self, nil)
        let retained = UInt(bitPattern: Unmanaged.passRetained(entry).toOpaque())
        let (exchanged, original) = linked.compareExchange(
            expected: 0, desired: retained, ordering: .acquiringAndReleasing)
        if exchanged { return entry }
        Self.unmanaged(retained).release()
        return Self.unmanaged(original).takeUnretainedValue()
    }

    @inlinable
    static func unmanaged(_ bits: UInt) -> Unmanaged<AnyObject> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: bits).unsafelyUnwrapped)
    }

    /// The input of this producer's stage: the source's element, `just`'s element, or the output of the operator
    /// before, which may be `nil`.
    @inlinable
    @inline(__always)
    final func input<Input>(
        as inputType: Input.Type, _ element: UnsafeRawPointer, _ subscription: FusedSubscription?
    ) throws -> Input? {
        switch upstreamKind {
        case .source:
            return element.assumingMemoryBound(to: Input.self).pointee
        case .just:
            return unsafeDowncast(upstream, to: JustProducer<Input>.self).element
        case .chain:
            // `upstream` lives as long as `self`, which the caller keeps alive: borrowing it spares a retain and a
            // release per stage and element.
            var input: Input? = nil
            try Unmanaged.passUnretained(unsafeDowncast(upstream, to: FusedProducer<Input>.self))
                ._withUnsafeGuaranteedRef { upstream in
                    try _withUnprotectedUnsafeMutablePointer(to: &input) { try upstream.pull(upstream, element, $0, subscription) }
                }
            return input
        }
    }

    /// Runs a chain that starts with `just`: its result, or `nil` when a stage dropped the element.
    ///
    /// - Precondition: ``startsWithJust``.
    @inlinable
    func runJust() throws -> Element? {
        // The element pointer is unused: the first stage reads `just`'s element itself.
        var result: Element? = nil
        try _withUnprotectedUnsafeMutablePointer(to: &result) {
            try pull(self, UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), $0, nil)
        }
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
