import Synchronization

extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// ```
    /// subscribers:  1 -----2-----x1----x2
    /// connection:   (connect)--------(dispose)   connects at the first subscriber, disconnects after the last
    /// ```
    ///
    /// A subscriber arriving after the connection ended (all subscribers gone, or the source terminated)
    /// connects again, unless the subject ends its subscription while it subscribes (a subject that already
    /// ended, as with `multicast(_:)` of one fixed subject): then, as in RxSwift, it does not connect.
    ///
    /// - Returns: An observable that manages the connection by reference counting.
    /// - Note: Thread-safe. Subscribing, connecting and disconnecting never hold a lock while calling out; each
    ///   subscriber checks after subscribing whether a connection is needed, so a subscriber racing with the end of
    ///   a connection still gets connected.
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

/// Whether a subscriber of `refCount()` is still subscribing, subscribed, or terminated while subscribing.
private final class SubscriberPhase: Sendable {
    private static var subscribing: Int { 0 }
    private static var subscribed: Int { 1 }
    private static var terminatedWhileSubscribing: Int { 2 }

    private let state = Atomic<Int>(0)

    /// Records a terminal event; `true` when it came while subscribing.
    func terminatedWhileSubscribing() -> Bool {
        state.compareExchange(
            expected: Self.subscribing, desired: Self.terminatedWhileSubscribing, ordering: .acquiringAndReleasing
        ).exchanged
    }

    /// Records that the subscription returned; `false` when a terminal event came first.
    func subscribed() -> Bool {
        state.compareExchange(
            expected: Self.subscribing, desired: Self.subscribed, ordering: .acquiringAndReleasing
        ).exchanged
    }
}

/// The reference-counted connection of `refCount()`.
final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    // Unchecked: `state` is guarded by its lock; `source` is immutable.
    private struct State {
        var count = 0
        var connection: Disposable?
        var isConnecting = false
        /// Bumped whenever a connection ends, so a connection that ended while being made is not kept.
        var generation = 0
        /// Counts subscriber arrivals, so a connection attempt knows whether someone came while it ran.
        var arrivals = 0
    }

    private let source: Source
    private let state = Locked(State())

    init(source: Source) {
        self.source = source
    }

    override func _subscribe(_ observer: AnyObserver<Source.Element>) -> Disposable {
        state.withLock { state in
            state.count += 1
            state.arrivals += 1
        }
        let phase = SubscriberPhase()
        let subscription = source.subscribe(AnyObserver<Source.Element> { [self] event in
            observer.on(event)
            // A terminal event received while subscribing comes from a subject that had already ended, not from the
            // current connection, which it leaves alone (as RxSwift does).
            if event.isStopEvent && !phase.terminatedWhileSubscribing() { connectionEnded() }
        })
        let released = BooleanDisposable()
        let release = Disposables.create { [self] in
            subscription.dispose()
            if released.isDisposed { return }
            released.dispose()
            let toDispose = state.withLock { state -> Disposable? in
                state.count -= 1
                guard state.count == 0 else { return nil }
                state.generation += 1
                defer { state.connection = nil }
                return state.connection
            }
            toDispose?.dispose()
        }
        // A subscriber that terminated while subscribing (the subject had already ended) does not connect, as in
        // RxSwift: it leaves at once.
        if !phase.subscribed() {
            release.dispose()
            return release
        }
        connectIfNeeded()
        return release
    }

    /// Connects when subscribers wait and no connection exists or is being made.
    private func connectIfNeeded() {
        while true {
            let attempt = state.withLock { state -> (generation: Int, arrivals: Int)? in
                guard state.connection == nil, !state.isConnecting, state.count > 0 else { return nil }
                state.isConnecting = true
                return (state.generation, state.arrivals)
            }
            guard let attempt else { return }
            let connection = source.connect()
            let (kept, someoneArrived) = state.withLock { state -> (Bool, Bool) in
                state.isConnecting = false
                let arrived = state.arrivals != attempt.arrivals
                guard state.generation == attempt.generation, state.count > 0 else { return (false, arrived) }
                state.connection = connection
                return (true, arrived)
            }
            if kept { return }
            // The connection ended (or everyone left) while it was being made: drop it, and try again only for
            // subscribers that arrived meanwhile (they may be waiting on a fresh subject).
            connection.dispose()
            if !someoneArrived { return }
        }
    }

    /// The source terminated: forget the connection, so the next subscriber connects afresh.
    private func connectionEnded() {
        let toDispose = state.withLock { state -> Disposable? in
            state.generation += 1
            defer { state.connection = nil }
            return state.connection
        }
        toDispose?.dispose()
    }
}
