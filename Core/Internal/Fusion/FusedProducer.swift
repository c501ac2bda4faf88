import Synchronization

/// The observable of a fused `map`/`filter`/`compactMap` chain.
///
/// Applying one of those operators to a `FusedProducer` does not wrap it: the new producer shares the chain's
/// source and adds one stage, so a chain of any length costs one sink per subscription and one closure call per
/// stage and element. Semantics are those of the separate operators: each stage stops an element once the
/// subscription is disposed, and an error thrown by any stage's closure is emitted downstream and ends the
/// subscription. Every intermediate observable stays a valid sequence of its own.
///
/// Each operator builds its own stage, followed by the downstream observer, when it is applied: a chain of one
/// subscribes with it directly. A longer chain links the stages before its own once, on its first subscription,
/// and shares them with every later one. Each stage is built in its operator's specialised call site, so an
/// element runs no generic code.
@usableFromInline
// Unchecked: `linked` is atomic and written once (see `entry()`); everything else is immutable.
final class FusedProducer<Element>: Observable<Element>, @unchecked Sendable {
    /// Subscribes the chain's source with an observer that feeds the subscription's entry; shared by every
    /// producer of the chain.
    @usableFromInline
    let connect: (FusedSubscription) -> Disposable

    /// This producer's own stage, followed by the downstream observer.
    @usableFromInline
    let stage: AnyObject

    /// The `FusedProducer` of the stage before this one; `nil` for the first stage of the chain.
    @usableFromInline
    let parent: AnyObject?

    /// Links the chain up to and including this producer's stage, followed by `last` (by the downstream observer
    /// when `nil`), and returns its first stage. Built where the operator is applied and capturing nothing.
    @usableFromInline
    let link: (FusedProducer<Element>, FusedStage<Element>?) -> AnyObject

    /// Subscribes an observer to this producer. Built in the initialiser, where `Element` is concrete, and
    /// capturing nothing: `_subscribe` itself runs unspecialised, where creating the sink would look up its
    /// generic metadata on every subscription.
    @usableFromInline
    let subscribeObserver: (FusedProducer<Element>, AnyObserver<Element>) -> Disposable

    /// The linked first stage of a chain longer than one, retained, as the bits of its address; 0 until the first
    /// subscription links it.
    @usableFromInline
    let linked = Atomic<UInt>(0)

    @inlinable
    init(
        connect: @escaping (FusedSubscription) -> Disposable,
        stage: consuming AnyObject,
        parent: AnyObject?,
        link: @escaping (FusedProducer<Element>, FusedStage<Element>?) -> AnyObject
    ) {
        self.connect = connect
        self.stage = stage
        self.parent = parent
        self.link = link
        self.subscribeObserver = { producer, observer in
            CurrentThreadScheduler.trampoline {
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

    /// The chain's first stage: this producer's own stage when it is the first, otherwise linked by the first
    /// subscription. Two threads may both link it on their first subscriptions: one result is kept, the other
    /// dropped.
    @inlinable
    func entry() -> AnyObject {
        if parent == nil { return stage }
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
}

extension ObservableType {
    /// Appends a stage to this sequence's fused chain, or starts a chain over this sequence.
    ///
    /// - Parameter node: The operator's stage, followed by ``FusedStage/emit``. Its `receive` must check
    ///   `isDisposed` on the subscription before it hands an element on.
    /// - Returns: The sequence of the stage's output.
    @inlinable
    func fused<Node: FusedNode>(_ node: consuming Node) -> Observable<Node.Output> where Node.Input == Element {
        let source = asObservable()
        // Comparing the dynamic type costs a load and a compare; `as?` would be a runtime call.
        guard ObjectIdentifier(type(of: source)) == ObjectIdentifier(FusedProducer<Element>.self) else {
            let connect = FusedSubscription.connecting(source, to: Node.self)
            return FusedProducer(connect: connect, stage: node, parent: nil) { producer, last in
                guard let last else { return producer.stage }
                return unsafeDowncast(producer.stage, to: Node.self).linked(to: last)
            }
        }
        let parent = unsafeDowncast(source, to: FusedProducer<Element>.self)
        return FusedProducer(connect: parent.connect, stage: node, parent: parent) { producer, last in
            let stage = unsafeDowncast(producer.stage, to: Node.self)
            let own = last.map { stage.linked(to: $0) } ?? stage
            let parent = unsafeDowncast(producer.parent.unsafelyUnwrapped, to: FusedProducer<Element>.self)
            return parent.link(parent, own.stage)
        }
    }
}
