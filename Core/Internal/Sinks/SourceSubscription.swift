// SPDX-License-Identifier: MIT
/// The subscription to one source of a sink with several sources, stored in the sink itself: a single-assignment
/// disposable without an allocation of its own, so that each source can be released when it ends. `Combining2SinkBase`
/// (two-source `combineLatest` and `zip`) holds one per source, ``FlatteningSink`` one for the outer sequence.
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
        let held = unsafe RxMutex.withLock(subscription) { state -> Bool in
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
        let held = unsafe RxMutex.withLock(subscription) { state -> Disposable? in
            defer { state = .disposed }
            if case .set(let disposable) = state { return disposable }
            return nil
        }
        held?.dispose()
    }
}
