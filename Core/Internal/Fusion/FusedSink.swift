// SPDX-License-Identifier: MIT
/// The part of a fused chain's subscription that its stages see, whatever the chain's element type: the disposal
/// state, the first stage, and how to end the sequence.
@usableFromInline
// Unchecked: `entry` is immutable, `stopped` is atomic and the tracker locks; the rest is `SubscriptionBase`'s
// atomic state.
class FusedSubscription: SubscriptionBase, @unchecked Sendable {
    /// The chain's first stage, shared by every subscription to the chain. Its type is known only to the
    /// observer of the chain's source (built by ``connecting(_:to:)`` for the chain's first operator), which
    /// downcasts it in ``receive(_:at:)``: a subscription serves chains of every source and element type.
    @usableFromInline
    let entry: AnyObject

    /// Set by the first terminal event, from the source or from a stage; later ones are dropped, and so are the
    /// elements a fused `create` source sends after it.
    @usableFromInline
    @exclusivity(unchecked) final nonisolated(unsafe) var stopped = RxAtomic<Bool>(false)

    /// Reports events that a fused `create` source sends concurrently or reentrantly, in debug builds, as
    /// `create`'s own observer does.
    @usableFromInline
    @exclusivity(unchecked) final nonisolated(unsafe) var tracker = SynchronizationTracker.make()

    /// Ends the sequence downstream; built for the chain's element type where the sink is created, so ending the
    /// sequence runs no generic code (an override in `FusedSink<Element>` would run unspecialised, see
    /// ``FusedOperations``). Receives this subscription, a `FusedSink` of that element type.
    @usableFromInline
    let finish: (FusedSubscription, Swift.Error?) -> Void

    @inlinable
    init(entry: AnyObject, finish: @escaping (FusedSubscription, Swift.Error?) -> Void) {
        self.entry = entry
        self.finish = finish
    }

    /// Runs an element of the source through every stage.
    ///
    /// - Parameters:
    ///   - element: An element of the chain's source.
    ///   - entryType: The type of `entry`, which the chain's ``connecting(_:to:)`` closure was built for.
    @inlinable
    @inline(__always)
    final func receive<Entry: FusedNode>(_ element: Entry.Input, at entryType: Entry.Type) {
        // Unsafe: `entry` is the chain's first node, an `Entry` (the type `connecting(_:to:)` was built for), and
        // lives as long as `self`, which the caller keeps alive: borrowing it spares a retain and a release per
        // element, and the unchecked cast a type check per element.
        unsafe Unmanaged.passUnretained(unsafeDowncast(entry, to: Entry.self))._withUnsafeGuaranteedRef {
            $0.receive(element, self)
        }
    }

    /// Returns what subscribes a chain's `source`: an observer that feeds each element to the subscription's
    /// entry, a stage of type `entryType`. Both of its closures capture only the subscription, which Swift passes
    /// as their context: no allocation.
    ///
    /// - Parameters:
    ///   - source: The sequence the chain's first operator was applied to.
    ///   - entryType: The type of the chain's first stage.
    ///
    /// A `create` source is not subscribed through its own observer: the closure calls `create`'s subscribe
    /// function with an observer that enforces the same grammar and feeds the entry directly (see
    /// ``CreateProducer/connecting(to:)``).
    @inlinable
    static func connecting<Entry: FusedNode>(
        _ source: Observable<Entry.Input>,
        to entryType: Entry.Type
    ) -> (FusedSubscription) -> Disposable {
        if let create = CreateProducer<Entry.Input>.exactly(source) {
            return create.connecting(to: entryType)
        }
        return { subscription in
            source._subscribe(
                AnyObserver(
                    next: { [subscription] in subscription.receive($0, at: Entry.self) },
                    event: { [subscription] event in
                        switch event {
                        case .next(let element): subscription.receive(element, at: Entry.self)
                        case .error(let error): subscription.terminate(error)
                        case .completed: subscription.terminate(nil)
                        }
                    }
                )
            )
        }
    }

    /// Ends the sequence downstream with `error`, or completes it when `nil`, then disposes the subscription.
    /// Only the first call has an effect.
    @inlinable
    final func terminate(_ error: Swift.Error?) {
        if unsafe RxAtomic.exchange(&stopped, true, ordering: .acquiringAndReleasing) { return }
        finish(self, error)
    }
}

/// The subscription of a fused chain: one allocation for all its `map`, `filter` and `compactMap` stages.
///
/// Each stage checks ``SubscriptionBase/isDisposed`` before it hands an element on, as each operator's own sink
/// would, so a user closure that disposes the subscription stops the elements at the stage that disposed it.
@usableFromInline
// Unchecked: the observer is immutable; events arrive serially by the Rx contract.
final class FusedSink<Element>: FusedSubscription, @unchecked Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>

    @inlinable
    init(observer: AnyObserver<Element>, entry: AnyObject) {
        self.observer = observer
        super.init(entry: entry) { subscription, error in
            // Once per subscription, so a checked cast: `finish` is only ever called with this sink.
            (subscription as! FusedSink<Element>).forwardTerminal(error)
        }
    }

    /// Sends an element that went through the last stage, which already checked for disposal.
    @inlinable
    func emit(_ element: Element) {
        observer.nextHandler(element)
    }

    /// Sends `error`, or completion when `nil`, unless the subscription was disposed; then disposes it.
    @inlinable
    func forwardTerminal(_ error: Swift.Error?) {
        if isDisposed { return }
        if let error {
            observer.on(.error(error))
        } else {
            observer.on(.completed)
        }
        dispose()
    }
}

// The entry points of a fused `create` source: `CreateProducer.connecting(to:)` (Core/Operators/Create.swift) calls
// them from the observer it hands the subscribe function.
extension FusedSubscription {
    /// Runs an element from a fused `create` source through every stage, unless the sequence has ended.
    @inlinable
    @inline(__always)
    final func receiveFromCreate<Entry: FusedNode>(_ element: Entry.Input, at entryType: Entry.Type) {
        // The detector runs in debug builds only: `assert` drops its argument in release builds.
        unsafe assert(SynchronizationTracker.enter(&tracker))
        defer { unsafe assert(SynchronizationTracker.leave(&tracker)) }
        if unsafe RxAtomic.load(&stopped, ordering: .acquiring) || isDisposed { return }
        receive(element, at: entryType)
    }

    /// Ends the sequence for a fused `create` source.
    @inlinable
    final func terminateFromCreate(_ error: Swift.Error?) {
        unsafe assert(SynchronizationTracker.enter(&tracker))
        defer { unsafe assert(SynchronizationTracker.leave(&tracker)) }
        terminate(error)
    }
}
