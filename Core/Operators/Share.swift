/// How long `share(replay:scope:)` keeps its subject, and so its replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject (and an empty buffer) for each connection: after every subscriber left, or the source
    /// terminated, the next subscriber subscribes to the source afresh. The usual choice.
    case whileConnected
    /// One subject forever: later subscribers receive the buffer, and the terminal event, of earlier connections;
    /// once the source has ended, they get that end without subscribing to the source again.
    case forever
}

extension ObservableType {
    /// Shares one subscription to this sequence among all subscribers, replaying the last `replay` elements to
    /// each new one.
    ///
    /// The source is subscribed when the first subscriber arrives and unsubscribed when the last one leaves
    /// (`refCount`). With `replay: 1` this is the "current value" sharing that UI code relies on.
    ///
    /// ```
    /// source:               --a--b--c--|
    /// share(replay: 1)
    ///   subscriber 1:       ^-a--b--c--|
    ///   subscriber 2:            ^(b)c--|
    /// ```
    ///
    /// - Parameters:
    ///   - replay: How many elements a new subscriber receives first; must not be negative.
    ///   - scope: Whether the buffer outlives a connection.
    /// - Returns: The shared sequence.
    /// - Note: Thread-safe; delivery follows the subject rules (serial, in order, outside any lock). The subject
    ///   and the connection are chosen under one lock, so a subscriber racing with the end of a connection is
    ///   always connected.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        rxPrecondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay).")
        let source = asObservable()
        // Built here, at the call site, so the element path from the source into the subject is specialised.
        let connection = ShareConnection<Element>(replay: replay, scope: scope) { core, ended in
            source._subscribe(AnyObserver(
                next: { core.onNext($0) },
                event: { event in
                    core.on(event)
                    if event.isStopEvent { ended() }
                }))
        }
        return Producer(trampolined: false) { observer in connection.subscribe(observer) }
    }
}

/// The subject and the reference-counted connection behind `share(replay:scope:)`.
@usableFromInline
// Unchecked: `state` is guarded by its lock; the rest is immutable.
final class ShareConnection<Element>: @unchecked Sendable {
    @usableFromInline
    struct State {
        @usableFromInline var core: SubjectCore<Element>?
        @usableFromInline var connection: Disposable?
        @usableFromInline var isConnecting = false
        @usableFromInline var count = 0
        /// Bumped when a connection ends; subscriptions and connections of an older generation are ignored.
        @usableFromInline var generation = 0

        @usableFromInline
        init() {}
    }

    @usableFromInline let replay: Int
    @usableFromInline let scope: SubjectLifetimeScope
    @usableFromInline let connectSource: (SubjectCore<Element>, @escaping () -> Void) -> Disposable
    @usableFromInline let state = Locked(State())

    @usableFromInline
    init(
        replay: Int,
        scope: SubjectLifetimeScope,
        connectSource: @escaping (SubjectCore<Element>, @escaping () -> Void) -> Disposable
    ) {
        self.replay = replay
        self.scope = scope
        self.connectSource = connectSource
    }

    private func makeCore() -> SubjectCore<Element> {
        replay == 0 ? SubjectCore(kind: .publish) : SubjectCore(kind: .replay, bufferLimit: replay)
    }

    @usableFromInline
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (core, generation) = state.withLock { state -> (SubjectCore<Element>, Int) in
            if state.core == nil { state.core = makeCore() }
            state.count += 1
            return (state.core!, state.generation)
        }
        let subscription = core.subscribe(observer, subject: core)
        if core.state.withLock({ $0.stopEvent != nil }) {
            // The subject had already ended (scope `.forever`) and gave this subscriber its buffer and its end while
            // it subscribed: as in RxSwift, it leaves at once, without connecting the source again.
            release(generation: generation)
            return subscription
        }
        connectIfNeeded()
        let released = BooleanDisposable()
        return Disposables.create { [self] in
            subscription.dispose()
            if released.isDisposed { return }
            released.dispose()
            release(generation: generation)
        }
    }

    /// Connects the current subject when subscribers wait and no connection exists or is being made.
    private func connectIfNeeded() {
        while true {
            let attempt = state.withLock { state -> (SubjectCore<Element>, Int)? in
                guard state.connection == nil, !state.isConnecting, state.count > 0, let core = state.core else {
                    return nil
                }
                state.isConnecting = true
                return (core, state.generation)
            }
            guard let (core, generation) = attempt else { return }
            let connection = connectSource(core) { [self] in ended(generation: generation) }
            let kept = state.withLock { state -> Bool in
                state.isConnecting = false
                guard state.generation == generation, state.count > 0 else { return false }
                state.connection = connection
                return true
            }
            if kept { return }
            connection.dispose()
            // The connection ended while it was being made; connect again only if a new subject is waiting.
        }
    }

    private func release(generation: Int) {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.generation == generation else { return nil }
            state.count -= 1
            guard state.count == 0 else { return nil }
            return endConnection(&state)
        }
        toDispose?.dispose()
    }

    private func ended(generation: Int) {
        let toDispose = state.withLock { state -> Disposable? in
            guard state.generation == generation else { return nil }
            state.count = 0
            return endConnection(&state)
        }
        toDispose?.dispose()
    }

    /// With the lock held: starts a new generation and returns the connection to dispose.
    private func endConnection(_ state: inout State) -> Disposable? {
        state.generation += 1
        if scope == .whileConnected { state.core = nil }
        defer { state.connection = nil }
        return state.connection
    }
}
