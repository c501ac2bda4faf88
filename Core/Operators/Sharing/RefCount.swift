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
        let sink = RefCountSink(parent: self, observer: observer)
        let subscription = source.subscribe(sink.observer)
        switch machine.withLock({ $0.subscribed(&sink.phase) }) {
        case .none:
            break
        case .connect(let epoch):
            connect(epoch: epoch)
        case .leave:
            subscription.dispose()
            return Disposables.create()
        }
        sink.subscription = subscription
        return sink
    }

    /// `sink`'s terminal event is about to go downstream: the subscriber stops counting, which may end the
    /// connection first.
    fileprivate func subscriberTerminated(_ sink: RefCountSink<Source>) {
        switch machine.withLock({ $0.terminated(&sink.phase) }) {
        case .none: break
        case .dispose(let connection): disconnect(connection)
        }
    }

    /// `sink`'s subscriber disposed it after its subject subscription was disposed: the subscriber leaves, which
    /// may end the connection.
    fileprivate func subscriberDisposed(_ sink: RefCountSink<Source>) {
        switch machine.withLock({ $0.disposed(&sink.phase) }) {
        case .none: break
        case .dispose(let connection): disconnect(connection)
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

/// One subscriber of `refCount()`: forwards the subject's events to the subscriber, reports its end and its
/// disposal to the parent's ``RefCountStateMachine``, and is the disposable the subscriber receives (template 1 of
/// the maintainer's guide, with the parent's machine as its state).
// Unchecked: `phase` is only read and written inside the parent's `machine` lock; `subscription` is written once,
// before the sink is handed to the subscriber, whose `dispose()` is the only reader; `disposed` is atomic.
private final class RefCountSink<Source: ConnectableObservableType>: Disposable, @unchecked Sendable {
    private let parent: RefCountObservable<Source>
    private let downstream: AnyObserver<Source.Element>
    /// This subscriber's place in the parent's machine.
    var phase = RefCountStateMachine<Disposable>.Subscriber.subscribing
    /// The subscription to the subject, disposed first on `dispose()`.
    var subscription: Disposable?
    private final var disposed = AtomicCell(false)

    init(parent: RefCountObservable<Source>, observer: AnyObserver<Source.Element>) {
        self.parent = parent
        self.downstream = observer
    }

    /// The observer subscribed to the subject; its closures capture only the sink.
    var observer: AnyObserver<Source.Element> {
        AnyObserver(next: { [self] in downstream.onNext($0) }, event: { [self] in on($0) })
    }

    private func on(_ event: Event<Source.Element>) {
        if event.isStopEvent { parent.subscriberTerminated(self) }
        downstream.on(event)
    }

    func dispose() {
        if AtomicCell.exchange(&disposed, true, ordering: .acquiringAndReleasing) { return }
        subscription?.dispose()
        parent.subscriberDisposed(self)
    }
}
