// SPDX-License-Identifier: MIT
/// What a two-source sink (`combineLatest`, `zip`) receives from its sources, in the order its
/// ``InputSerializer`` applies them.
@usableFromInline
enum PairInput<First, Second> {
    case first(First)
    case second(Second)
    case firstCompleted
    case secondCompleted
    case failed(Swift.Error)
}

/// A two-source sink whose state belongs to the holder of its ``InputSerializer``'s role: both sources' events
/// become ``PairInput``s, applied one at a time.
///
/// A protocol rather than a base class: its extension is specialised with the sink, whereas overrides in a generic
/// class are reached through the vtable's unspecialised entries (measured 7× slower per event).
@usableFromInline
protocol PairInputSink: SubscriptionBase {
    associatedtype First
    associatedtype Second
    associatedtype Output

    /// Combines a pair of elements.
    var resultSelector: (First, Second) throws -> Output { get }
    /// Set once the sink has sent its terminal event; owned by the role holder.
    var isStopped: Bool { get set }
    /// Calls `body` with the addresses of the subscriptions to the first and the second source (each a
    /// ``SourceSubscription`` stored in the sink), disposed when that source ends or the sink is disposed.
    func withSourceSubscriptions<Value>(
        _ body: (UnsafePointer<SourceSubscription.Storage>, UnsafePointer<SourceSubscription.Storage>) -> Value
    ) -> Value

    /// Applies or queues one input.
    func receive(_ input: PairInput<First, Second>)

    /// Sends an element downstream (``Sink``).
    func forwardNext(_ element: Output)

    /// Sends a terminal event downstream and disposes the sink (``Sink``).
    func forwardTerminal(_ event: Event<Output>)
}

extension PairInputSink {
    /// Subscribes to both sources, turning their events into inputs.
    ///
    /// Each subscription is held inline by the sink, rather than as the sink's upstream or in a disposable object
    /// of its own: a source's subscription is disposed when that source ends, as in RxSwift, while the other one
    /// runs on, and the sink's ``disposeResources()`` disposes whatever is left. No allocation besides the sink.
    @inlinable
    func start(_ first: Observable<First>, _ second: Observable<Second>) {
        let firstDisposable = first._subscribe(
            AnyObserver(
                next: { [self] in receive(.first($0)) },
                event: { [self] event in
                    switch event {
                    case .next(let element):
                        receive(.first(element))
                    case .error(let error):
                        receive(.failed(error))
                    case .completed:
                        withSourceSubscriptions { first, _ in SourceSubscription.dispose(first) }
                        receive(.firstCompleted)
                    }
                }
            )
        )
        withSourceSubscriptions { first, _ in SourceSubscription.set(first, firstDisposable) }
        let secondDisposable = second._subscribe(
            AnyObserver(
                next: { [self] in receive(.second($0)) },
                event: { [self] event in
                    switch event {
                    case .next(let element):
                        receive(.second(element))
                    case .error(let error):
                        receive(.failed(error))
                    case .completed:
                        withSourceSubscriptions { _, second in SourceSubscription.dispose(second) }
                        receive(.secondCompleted)
                    }
                }
            )
        )
        withSourceSubscriptions { _, second in SourceSubscription.set(second, secondDisposable) }
    }

    /// Disposes both subscriptions; the sinks' `disposeResources()`.
    @inlinable
    func disposeSubscriptions() {
        withSourceSubscriptions { first, second in
            SourceSubscription.dispose(first)
            SourceSubscription.dispose(second)
        }
    }
}

extension PairInputSink {
    /// Sends the combination of `first` and `second`, or the error `resultSelector` throws.
    @inlinable
    func emit(_ first: First, _ second: Second) {
        do {
            forwardNext(try resultSelector(first, second))
        } catch {
            stop(.error(error))
        }
    }

    /// Ends the sequence with `event`; later inputs are ignored.
    @inlinable
    func stop(_ event: Event<Output>) {
        isStopped = true
        forwardTerminal(event)
    }
}

/// The subscription to one source of a sink with several sources, stored in the sink itself: a single-assignment
/// disposable without an allocation of its own, so that each source can be released when it ends.
///
/// Disposing before the subscription is set (a source that ends while being subscribed) disposes it as soon as it
/// is set. The lock is taken only to set and to dispose, once each per subscription, never per element. The
/// storage is an ``RxMutex`` made by ``make()``; the functions take its address, as the synchronization layer's do.
@usableFromInline
enum SourceSubscription {
    @usableFromInline
    enum State: Sendable {
        case pending
        case set(Disposable)
        case disposed
    }

    /// What the sink stores for one source.
    @usableFromInline
    typealias Storage = RxMutex<State>

    /// A subscription not yet set.
    @inlinable
    static func make() -> Storage { RxMutex(.pending) }

    /// Holds `disposable`, or disposes it at once when this subscription was disposed first.
    ///
    /// - Precondition: Called at most once.
    @usableFromInline
    static func set(_ subscription: UnsafePointer<Storage>, _ disposable: Disposable) {
        let held = RxMutex.withLock(subscription) { state -> Bool in
            switch state {
            case .pending:
                state = .set(disposable)
                return true
            case .disposed:
                return false
            case .set:
                rxInternalInconsistency("a source subscription was set twice")
            }
        }
        if !held { disposable.dispose() }
    }

    /// Disposes the subscription, now or as soon as it is set; idempotent and safe from any thread.
    @usableFromInline
    static func dispose(_ subscription: UnsafePointer<Storage>) {
        let held = RxMutex.withLock(subscription) { state -> Disposable? in
            defer { state = .disposed }
            if case .set(let disposable) = state { return disposable }
            return nil
        }
        held?.dispose()
    }
}
