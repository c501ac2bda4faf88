/// How long `share(replay:scope:)` keeps its subject, and so its replay buffer.
public enum SubjectLifetimeScope: Sendable {
    /// A new subject (and an empty buffer) for each connection: after every subscriber left, or the source
    /// terminated, the next subscriber subscribes to the source afresh. The usual choice.
    case whileConnected
    /// One subject forever: later subscribers receive the buffer, and the terminal event, of earlier connections.
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
    /// - Note: Thread-safe; delivery follows the subject rules (serial, in order, outside any lock).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        precondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay).")
        let makeSubject: () -> ShareSubject<Element> = {
            ShareSubject(core: replay == 0 ? SubjectCore(kind: .publish) : SubjectCore(kind: .replay, bufferLimit: replay))
        }
        switch scope {
        case .whileConnected:
            return multicast(makeSubject: makeSubject).refCount()
        case .forever:
            return multicast(makeSubject()).refCount()
        }
    }
}

/// The subject behind `share(replay:scope:)`: RxCore's own, so sharing needs no other module.
final class ShareSubject<Element>: Observable<Element>, SubjectType, ObserverType, @unchecked Sendable {
    // Unchecked: all state lives in `core`, which serialises it.
    private let core: SubjectCore<Element>

    init(core: SubjectCore<Element>) {
        self.core = core
    }

    func on(_ event: Event<Element>) {
        core.on(event)
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self)
    }

    func asObserver() -> ShareSubject<Element> {
        self
    }
}
