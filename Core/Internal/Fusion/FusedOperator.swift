// SPDX-License-Identifier: MIT
/// What a fused operator was applied to, typed by the operator's input.
///
/// Decided once, when the operator is applied (``init(_:)``): a fused producer never wraps another one, and a
/// `just` at the head of a chain is run rather than subscribed.
@usableFromInline
enum FusedUpstream<Input> {
    /// Any other sequence: the chain's source, subscribed through ``FusedProducer/connect``.
    case source(Observable<Input>)
    /// A `just`: the chain runs once, when it is subscribed, with no sink and no subscription to `just`.
    case just(JustProducer<Input>)
    /// The operator before, a ``FusedProducer`` of the same chain.
    case chain(FusedProducer<Input>)

    /// Sorts `observable` into one of the three cases.
    @inlinable
    init(_ observable: Observable<Input>) {
        if let parent = observable as? FusedProducer<Input> {
            self = .chain(parent)
        } else if let just = JustProducer<Input>.exactly(observable) {
            self = .just(just)
        } else {
            self = .source(observable)
        }
    }

    /// This operator's input in a chain over `just`: `just`'s element, or the output of the operator before, `nil`
    /// when that operator dropped the element. Throws what an operator's closure throws.
    ///
    /// - Precondition: The chain starts with `just` (``FusedProducer/startsWithJust``).
    @inlinable
    @inline(__always)
    func pull() throws -> Input? {
        switch self {
        case .just(let just): return just.element
        case .chain(let parent):
            var input: Input? = nil
            try parent.operations.pull(parent, &input)
            return input
        case .source: rxInternalInconsistency("A fused chain over a subscribed source was run as a chain over just.")
        }
    }
}

/// One fused operator in typed form: the producer of `map`, `filter` or `compactMap` conforms to it, and
/// ``FusedOperations`` builds everything a chain needs from these requirements.
///
/// An operator says what it was applied to (``upstream``), how its stage is made (``makeStage(next:)``, for chains
/// over a subscribed source) and what it does to one element (``apply(_:)``, for chains over `just`). Both stay
/// typed end to end: the stage is a ``FusedNode`` of the operator's own input and output, and `apply` takes and
/// returns them.
@usableFromInline
protocol FusedOperator: AnyObject {
    /// The element type the operator receives.
    associatedtype Input
    /// The element type the operator emits.
    associatedtype Output
    /// The operator's stage, created when a chain over a subscribed source is linked.
    associatedtype Stage: FusedNode where Stage.Input == Input, Stage.Output == Output

    /// What the operator was applied to.
    var upstream: FusedUpstream<Input> { get }

    /// The operator's stage, which hands its results to `next`. Holds the operator's closure, never the producer.
    func makeStage(next: FusedStage<Output>) -> Stage

    /// The operator applied to one element: its output, or `nil` when it drops the element. Throws what the
    /// operator's closure throws.
    func apply(_ input: Input) throws -> Output?
}

extension FusedOperator {
    /// Runs the element of the chain's `just` through every operator up to and including this one, and writes the
    /// result into `output` (`nil` on entry), unless an operator dropped the element.
    ///
    /// - Precondition: The chain starts with `just`.
    @inlinable
    @inline(__always)
    func pull(into output: inout Output?) throws {
        guard let input = try upstream.pull() else { return }
        output = try apply(input)
    }

    /// Creates the stages of the chain up to and including this operator's, the last handing its results to
    /// `next`, and returns the first one: a `Stage` of the chain's first operator, the type its
    /// ``FusedProducer/connect`` closure was built for.
    @inlinable
    func link(next: FusedStage<Output>) -> AnyObject {
        let stage = makeStage(next: next)
        guard case .chain(let parent) = upstream else { return stage }
        return parent.operations.link(parent, stage.stage)
    }
}
