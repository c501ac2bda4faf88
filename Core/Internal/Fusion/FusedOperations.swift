// SPDX-License-Identifier: MIT
/// What a ``FusedProducer`` does per subscription, as closures built where its operator is applied: fusion's one
/// type-erased boundary.
///
/// `FusedProducer<Element>` knows its output type only; the operator's input type, its stage and its closure belong
/// to the subclass (a ``FusedOperator``). The obvious typed design, overridden methods, is the slow one: Swift
/// compiles a generic class's overrides once, unspecialised, so `MapProducer<Int, Int>`'s override would move every
/// element through value witnesses and look the sink's generic metadata up at run time on every subscription.
/// These closures are built instead by ``init(for:)``, inlined into the operator's initialiser where the types are
/// concrete, so each closure is specialised code; they capture nothing, so building them allocates nothing. Each
/// is called at one abstraction from specialised code, whose caller knows the types too. With `pull` as an
/// overridden method instead, `subscribe-dispose` (eight operators over `just`) runs 2.1 times the instructions,
/// `flatMap-built` 1.8 times.
///
/// Each closure receives the producer that stores it, and only that one, so it may downcast the producer to the
/// operator type it was built for: the one unchecked cast of this boundary.
///
/// The stages that carry elements (``FusedStage``), the observer of the source (``FusedSubscription``'s
/// `connecting(_:to:)`) and the sink's terminal events (``FusedSubscription/finish``) are built the same way, for the
/// same reason.
@frozen
@usableFromInline
struct FusedOperations<Element> {
    /// Subscribes an observer to the producer (its `_subscribe`, which itself runs unspecialised): runs a chain
    /// over `just` once, or creates the chain's ``FusedSink`` and subscribes the chain's source.
    @usableFromInline
    let subscribe: (FusedProducer<Element>, AnyObserver<Element>) -> Disposable

    /// ``FusedOperator/pull(into:)``: runs the element of the chain's `just` through every operator up to and
    /// including the producer's, and writes the result into its second argument (`nil` on entry) unless an operator
    /// dropped the element.
    ///
    /// The result goes out through an `inout` argument, not as the return value: an `Element?` returned from a
    /// closure stored here is returned indirectly, while its specialised body returns it in registers, so every
    /// closure would be wrapped in a reabstraction thunk, one more call per operator (`subscribe-dispose`, eight
    /// operators over `just`: 336 ns returning the result, 320 writing it through a raw pointer, 290 with `inout`).
    /// An `inout` argument is passed by address at every abstraction, so the specialised closure is stored as it is.
    @usableFromInline
    let pull: (FusedProducer<Element>, inout Element?) throws -> Void

    /// ``FusedOperator/link(next:)``: creates the producer's chain of stages, followed by the given stage, and
    /// returns the first one.
    @usableFromInline
    let link: (FusedProducer<Element>, FusedStage<Element>) -> AnyObject

    /// The operations of a producer of type `operatorType`.
    @inlinable
    init<Operator: FusedOperator>(for operatorType: Operator.Type) where Operator.Output == Element {
        subscribe = { producer, observer in
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
        // Unsafe: these closures are only ever given the producer they belong to, an `Operator`; a checked cast
        // would cost every element (`pull`) and every subscription (`link`).
        pull = { producer, output in try unsafe unsafeDowncast(producer, to: Operator.self).pull(into: &output) }
        link = { producer, next in unsafe unsafeDowncast(producer, to: Operator.self).link(next: next) }
    }
}
