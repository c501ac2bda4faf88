extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// A subscriber arriving after the connection ended (all subscribers gone, or the source terminated)
    /// connects again.
    ///
    /// - Returns: An observable that manages the connection by reference counting.
    public func refCount() -> Observable<Element> {
        RefCountObservable(source: self)
    }
}

/// The reference-counted connection of `refCount()`.
final class RefCountObservable<Source: ConnectableObservableType>: Observable<Source.Element>, @unchecked Sendable {
    // Unchecked: `state` is guarded by its lock; `source` is immutable.
    private struct State {
        var count = 0
        var connection: Disposable?
        var connectionID = 0
    }

    private let source: Source
    private let state = Locked(State())

    init(source: Source) {
        self.source = source
    }

    override func _subscribe(_ observer: AnyObserver<Source.Element>) -> Disposable {
        let connectionID = state.withLock { state -> Int in
            state.count += 1
            return state.connectionID
        }
        let subscription = source.subscribe(AnyObserver<Source.Element> { [self] event in
            observer.on(event)
            if event.isStopEvent { self.disconnect(ifStillConnection: connectionID) }
        })
        let needsConnect = state.withLock { state -> Bool in
            state.connection == nil && state.count > 0 && state.connectionID == connectionID
        }
        if needsConnect {
            let connection = source.connect()
            let stale = state.withLock { state -> Bool in
                guard state.connection == nil, state.connectionID == connectionID, state.count > 0 else { return true }
                state.connection = connection
                return false
            }
            if stale { connection.dispose() }
        }
        let released = BooleanDisposable()
        return Disposables.create { [self] in
            subscription.dispose()
            if released.isDisposed { return }
            released.dispose()
            let toDispose = state.withLock { state -> Disposable? in
                guard state.connectionID == connectionID else { return nil }
                state.count -= 1
                guard state.count == 0 else { return nil }
                state.connectionID += 1
                defer { state.connection = nil }
                return state.connection
            }
            toDispose?.dispose()
        }
    }

    private func disconnect(ifStillConnection connectionID: Int) {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.connectionID == connectionID else { return nil }
            state.connectionID += 1
            state.count = 0
            defer { state.connection = nil }
            return state.connection
        }
        toDispose?.dispose()
    }
}
