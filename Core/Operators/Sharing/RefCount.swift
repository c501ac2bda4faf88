// SPDX-License-Identifier: MIT
extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// ```
    /// subscribers:  1 -----2-----x1----x2
    /// connection:   (connect)--------(dispose)   connects at the first subscriber, disconnects after the last
    /// ```
    ///
    /// A subscriber is counted once it subscribed. A terminal event received by a subscriber of the current
    /// connection ends that connection and stops counting all its subscribers (disposing them later changes
    /// nothing), as in RxSwift. A subscriber arriving after the connection ended (all subscribers gone, or the
    /// source terminated) connects again, unless the subject ends its subscription while it subscribes (a subject
    /// that already ended, as with `multicast(_:)` of one fixed subject): then, as in RxSwift, it does not connect.
    ///
    /// Each subscription runs on the current-thread trampoline, as RxSwift's `RefCount` (a producer) does: work the
    /// connection schedules on the `CurrentThreadScheduler` starts after the subscriber was counted.
    ///
    /// - Returns: An observable that manages the connection by reference counting.
    /// - Note: Thread-safe. Subscribing, connecting and disconnecting never hold a lock while calling out, and
    ///   calls to `connect()` and to the connection's `dispose()` never overlap: a subscriber arriving meanwhile is
    ///   connected by the caller once that call returned.
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

/// The reference-counted connection of `refCount()`: a ``RefCountStateMachine`` in a lock, whose actions
/// (connecting, disposing a connection) are carried out after the lock is released.
final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    // Unchecked: `machine` is guarded by its lock; `source` is immutable.
    typealias Machine = RefCountStateMachine<Disposable>

    private let source: Source
    private let machine = Locked(Machine())

    init(source: Source) {
        self.source = source
    }

    /// Subscribes on the current-thread trampoline, as every RxSwift `Producer` does (its `RefCount` is one): work
    /// that subscribing to the subject or connecting schedules there (a source on the `CurrentThreadScheduler`)
    /// runs after this subscriber was counted, not while `connect()` is under way.
    override func _subscribe(_ observer: AnyObserver<Source.Element>) -> Disposable {
        CurrentThreadScheduler.trampoline { subscribeCounted(observer) }
    }

    private func subscribeCounted(_ observer: AnyObserver<Source.Element>) -> Disposable {
        let subscriber = RefCountSubscriber()
        let subscription = source.subscribe(
            AnyObserver<Source.Element> { [self] event in
                if event.isStopEvent {
                    switch machine.withLock({ $0.terminated(&subscriber.phase) }) {
                    case .none: break
                    case .dispose(let connection): disconnect(connection)
                    }
                }
                observer.on(event)
            }
        )
        switch machine.withLock({ $0.subscribed(&subscriber.phase) }) {
        case .none:
            break
        case .connect(let epoch):
            connect(epoch: epoch)
        case .leave:
            subscription.dispose()
            return Disposables.create()
        }
        return Disposables.create { [self] in
            subscription.dispose()
            switch machine.withLock({ $0.disposed(&subscriber.phase) }) {
            case .none: break
            case .dispose(let connection): disconnect(connection)
            }
        }
    }

    /// Calls `connect()` for `epoch`, then carries out what follows, outside the lock: calls to `connect()` and to a
    /// connection's `dispose()` are handed from caller to caller and never overlap.
    private func connect(epoch: Int) {
        var epoch = epoch
        while true {
            let connection = source.connect()
            switch machine.withLock({ $0.connected(connection, epoch: epoch) }) {
            case .none:
                return
            case .dispose(let ended):
                ended.dispose()
                switch machine.withLock({ $0.disconnected() }) {
                case .none: return
                case .connect(let next): epoch = next
                }
            }
        }
    }

    /// Disposes `connection`, then connects again if subscribers arrived meanwhile.
    private func disconnect(_ connection: Disposable) {
        connection.dispose()
        switch machine.withLock({ $0.disconnected() }) {
        case .none: break
        case .connect(let epoch): connect(epoch: epoch)
        }
    }
}

/// One subscriber's place in a ``RefCountStateMachine``.
private final class RefCountSubscriber: @unchecked Sendable {
    // Unchecked: `phase` is only read and written inside the owning `RefCountObservable`'s `machine` lock.
    var phase = RefCountStateMachine<Disposable>.Subscriber.subscribing
}
