// SPDX-License-Identifier: MIT
/// A sequence that ends while it is being subscribed, and whose events can be computed without subscribing to it:
/// what lets the closure forms of `subscribe` deliver them without a subscriber object.
///
/// A closure subscriber exists to be found by a source that emits later and to be cut off by `dispose()`. A `just`,
/// or a chain of `map`/`filter`/`compactMap` over `just` (fused, ``FusedProducer``), emits everything and ends before
/// `subscribe` returns, so nothing can emit later and nothing is left to dispose: `subscribe` then calls the closures
/// straight from the events (``deliver(to:)``) and returns an ended subscription, as it does today once the
/// subscriber ended. The closures run in the same order, on the same thread, and with the current-thread scheduler in
/// the same state as through a subscriber (the tests in `SubscribeEndingAtOnceTests` pin it), and each operator's
/// closure still runs once per subscription, as in RxSwift.
///
/// Found through ``Observable/endsWhileSubscribed``, one virtual call: a type check of every source would cost more
/// (the fused operators are many classes).
@frozen
@usableFromInline
enum EndingWhileSubscribed<Element> {
    /// A `just`, which subscribes without the current-thread scheduler's trampoline, as RxSwift's `Just` does.
    case just(JustProducer<Element>)
    /// A fused chain over `just`, which subscribes on the trampoline, as any operator does.
    case chainOverJust(FusedProducer<Element>)

    /// The sequence `source`, which ends while it is being subscribed.
    ///
    /// - Precondition: `source.endsWhileSubscribed`.
    @inlinable
    init(_ source: Observable<Element>) {
        if let just = JustProducer.exactly(source) {
            self = .just(just)
        } else if let chain = FusedProducer<Element>.startingWithJust(source) {
            self = .chainOverJust(chain)
        } else {
            rxInternalInconsistency("A sequence that ends while subscribed is neither a just nor a chain over just.")
        }
    }

    /// Delivers the sequence's events to `handler`, all of them before returning: the element, if any, then
    /// completion; or the error an operator's closure threw.
    @inlinable
    func deliver(to handler: (Event<Element>) -> Void) {
        switch self {
        case .just(let just):
            handler(.next(just.element))
            handler(.completed)
        case .chainOverJust(let chain):
            _ = CurrentThreadScheduler.trampoline {
                chain.runOnce(delivering: handler)
                return EndedSubscription()
            }
        }
    }
}

extension EndingWhileSubscribed {
    /// What `subscribe(onNext:onError:onCompleted:onDisposed:)` does with this sequence: calls the closures as a
    /// subscriber would (`SubscribeObserver.on(_:)`), without making one, and returns an ended subscription.
    // Never inlined into `subscribe`: there, the closures' use in both paths made every subscription of any other
    // sequence retain and release the element closure once more (`subscribe-of`: 60 instructions).
    @inlinable
    @inline(never)
    func subscribe(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) -> Disposable {
        let callStack = onError == nil ? Hooks.captureCallStackIfEnabled() : []
        deliver { event in
            switch event {
            case .next(let element):
                onNext?(element)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.defaultErrorHandler(callStack, error) }
                onDisposed?()
            case .completed:
                onCompleted?()
                onDisposed?()
            }
        }
        return EndedSubscription()
    }
}
