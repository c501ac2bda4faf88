import Synchronization

/// The part of a fused chain's subscription that its stages and source see, whatever the chain's element type:
/// the disposal state, how to run an element through the chain, and how to end the sequence.
@usableFromInline
// Unchecked: the closures are immutable, `stopped` is atomic and the tracker locks; the rest is
// `SubscriptionBase`'s atomic state.
class FusedSubscription: SubscriptionBase, @unchecked Sendable {
    /// Set by the first terminal event, from the source or from a stage; later ones are dropped, and so are the
    /// elements a fused `create` source sends after it.
    @usableFromInline
    let stopped = Atomic<Bool>(false)

    /// Reports events that a fused `create` source sends concurrently or reentrantly, in debug builds, as
    /// `create`'s own observer does.
    @usableFromInline
    let tracker = SynchronizationTracker()

    /// Runs the source's element that the pointer points to through every stage and emits the result; built for
    /// the chain's element type where the sink is created, capturing nothing.
    @usableFromInline
    let run: (FusedSubscription, UnsafeRawPointer) -> Void

    /// Ends the sequence downstream; built for the chain's element type where the sink is created, so ending the
    /// sequence runs no generic code.
    @usableFromInline
    let finish: (FusedSubscription, Swift.Error?) -> Void

    @inlinable
    init(
        run: @escaping (FusedSubscription, UnsafeRawPointer) -> Void,
        finish: @escaping (FusedSubscription, Swift.Error?) -> Void
    ) {
        self.run = run
        self.finish = finish
    }

    /// Runs an element of the source through every stage.
    @inlinable
    @inline(__always)
    final func receive<Input>(_ element: Input) {
        _withUnprotectedUnsafePointer(to: element) { run(self, UnsafeRawPointer($0)) }
    }

    /// Returns what subscribes a chain's `source`: an observer that feeds each element to the subscription. Both
    /// of its closures capture only the subscription, which Swift passes as their context, and the returned closure
    /// captures only `source`: no allocation.
    ///
    /// A `create` source is not subscribed through its own observer: the closure calls `create`'s subscribe
    /// function with an observer that enforces the same grammar and feeds the subscription directly (see
    /// ``CreateProducer/fusedConnect()``).
    @inlinable
    static func connecting<Input>(_ source: Observable<Input>) -> (FusedSubscription) -> Disposable {
        if let create = CreateProducer<Input>.exactly(source) {
            return create.fusedConnect()
        }
        return { subscription in
            source._subscribe(
                AnyObserver(
                    next: { [subscription] in subscription.receive($0) },
                    event: { [subscription] event in
                        switch event {
                        case .next(let element): subscription.receive(element)
                        case .error(let error): subscription.terminate(error)
                        case .completed: subscription.terminate(nil)
                        }
                    }))
        }
    }

    /// Ends the sequence downstream with `error`, or completes it when `nil`, then disposes the subscription.
    /// Only the first call has an effect.
    @inlinable
    final func terminate(_ error: Swift.Error?) {
        if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
        finish(self, error)
    }
}

/// The subscription of a fused chain: one allocation for all its `map`, `filter` and `compactMap` stages.
///
/// Each stage checks ``SubscriptionBase/isDisposed`` before it hands an element on, as each operator's own sink
/// would, so a user closure that disposes the subscription stops the elements at the stage that disposed it.
@usableFromInline
// Unchecked: the observer and the producer are immutable; events arrive serially by the Rx contract.
final class FusedSink<Element>: FusedSubscription, @unchecked Sendable {
    @usableFromInline
    let observer: AnyObserver<Element>

    /// The producer subscribed to: the chain's last stage.
    @usableFromInline
    let last: FusedProducer<Element>

    @inlinable
    init(observer: AnyObserver<Element>, last: FusedProducer<Element>) {
        self.observer = observer
        self.last = last
        super.init(
            run: { subscription, element in
                unsafeDowncast(subscription, to: FusedSink<Element>.self).run(element)
            },
            finish: { subscription, error in
                unsafeDowncast(subscription, to: FusedSink<Element>.self).forwardTerminal(error)
            })
    }

    /// Runs the source's element through every stage and emits the result; the last stage already checked for
    /// disposal.
    @inlinable
    @inline(__always)
    func run(_ element: UnsafeRawPointer) {
        let output: Element?
        do {
            // `last` lives as long as `self`, which the source keeps alive while it emits: borrowing it spares a
            // retain and a release per element.
            var result: Element? = nil
            try Unmanaged.passUnretained(last)._withUnsafeGuaranteedRef { last in
                try _withUnprotectedUnsafeMutablePointer(to: &result) { try last.pull(last, element, $0, self) }
            }
            output = result
        } catch {
            return terminate(error)
        }
        if let output { observer.nextHandler(output) }
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
