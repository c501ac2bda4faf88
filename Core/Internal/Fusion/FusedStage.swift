// SPDX-License-Identifier: MIT
/// One stage of a fused `map`/`filter`/`compactMap` chain: takes an element and the subscription it belongs to,
/// and hands its result to the next stage. A stage that catches an error from its user closure ends the
/// subscription with it (``FusedSubscription/terminate(_:)``). Stages do not throw: a throwing call cannot be a
/// tail call, and the thunks between stages would each keep a frame.
///
/// A struct rather than a bare function type: its field has one abstraction pattern wherever a stage is passed, so
/// handing stages between generic and specialised code wraps no closure in another.
@frozen
@usableFromInline
struct FusedStage<Input> {
    /// The stage's work; unused by ``emit``.
    @usableFromInline
    let run: (Input, FusedSubscription) -> Void

    /// `true` for ``emit``. A flag beside a plain closure: testing an optional closure would copy (retain) it.
    @usableFromInline
    let isEmit: Bool

    @inlinable
    init(_ run: @escaping (Input, FusedSubscription) -> Void) {
        self.run = run
        self.isEmit = false
    }

    @inlinable
    init() {
        self.run = { _, _ in }
        self.isEmit = true
    }

    /// The stage after the last one: sends the element downstream from the chain's ``FusedSink``. The last
    /// operator's stage calls the sink itself (see ``hand(_:_:)``), one call less per element than a closure.
    @inlinable
    static var emit: FusedStage<Input> { FusedStage() }

    /// Hands `element` to this stage.
    ///
    /// - Parameters:
    ///   - element: The output of the stage before.
    ///   - subscription: The subscription the element belongs to; a `FusedSink<Input>` when this is ``emit``.
    @inlinable
    @inline(__always)
    func hand(_ element: Input, _ subscription: FusedSubscription) {
        if isEmit {
            // Unsafe: the `emit` stage is only ever handed the chain's `FusedSink<Input>` (see the parameter); a
            // checked cast would cost every element.
            unsafe unsafeDowncast(subscription, to: FusedSink<Input>.self).emit(element)
        } else {
            run(element, subscription)
        }
    }
}

/// A stage of a fused chain as an object: the operator's closure and the stage after it. Immutable; created when a
/// producer's chain is linked, on its first subscription (see ``FusedProducer/entry()``).
///
/// The first stage of a chain is called through this protocol, specialised, from the observer of the source, so
/// the first stage costs no extra call per element; later stages are called through their ``stage`` closure.
@usableFromInline
protocol FusedNode: AnyObject {
    /// The element type this stage receives.
    associatedtype Input

    /// The element type this stage hands on.
    associatedtype Output

    /// Handles one element: runs the operator's closure, checks for disposal and hands the result on.
    func receive(_ element: Input, _ subscription: FusedSubscription)
}

extension FusedNode {
    /// This stage as a closure whose only capture is the node itself: nothing to unpack per call.
    @inlinable
    var stage: FusedStage<Input> {
        FusedStage { [self] element, subscription in receive(element, subscription) }
    }
}
