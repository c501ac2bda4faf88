// SPDX-License-Identifier: MIT
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
    /// A terminating source ends the connection before the subject forwards the terminal event, so an observer
    /// that subscribes again from that event (as `retry` does) subscribes the source again, as in RxSwift. When the
    /// source subscription is disposed follows RxSwift 6.10.2 too: with `.whileConnected` and `replay` 0 or 1 the
    /// subscribers receive the end first and the source subscription is disposed after (so an upstream
    /// `do(onDispose:)` runs after their `onCompleted`); with a larger `replay` or `.forever` (RxSwift's
    /// `multicast(...).refCount()`) it is disposed first. A subscriber that subscribes again from the end gets its
    /// new connection once the old source subscription has been disposed: the source never has two subscriptions
    /// from one share at once.
    ///
    /// - Parameters:
    ///   - replay: How many elements a new subscriber receives first; must not be negative.
    ///   - scope: Whether the buffer outlives a connection.
    /// - Returns: The shared sequence.
    ///
    /// - Note: Thread-safe; delivery follows the subject rules (serial, in order, outside any lock). A subscriber
    ///   is counted, under the lock that picks the subject, before it subscribes to that subject, so one racing
    ///   with the end of a connection is always connected.
    @inlinable
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        rxPrecondition(replay >= 0, "share(replay:scope:): replay must not be negative, got \(replay).")
        if scope == .whileConnected, replay <= 1 { return shareWhileConnected(keepingLatest: replay == 1) }
        let source = asObservable()
        // Built here, at the call site, so the element path from the source into the subject is specialised.
        let connection = ShareConnection<Element>(replay: replay, scope: scope) { core, gate, terminated in
            source._subscribe(
                AnyObserver(
                    next: { core.onNext($0, whileOpen: gate) },
                    event: { event in
                        // The end closes the connection first, so a subscriber that subscribes again from it (as
                        // `retry` does) starts a new one; the end is forwarded and the source disposed in RxSwift's
                        // order for this variant.
                        switch event {
                        case .next(let element): core.onNext(element, whileOpen: gate)
                        case .error, .completed: terminated(event)
                        }
                    }
                )
            )
        }
        // RxSwift's `multicast(...).refCount()`, whose `refCount` subscribes on the current-thread trampoline, so a
        // source that emits while being subscribed (`of`, on that trampoline) emits once the subscription has
        // returned.
        return Producer { observer in connection.subscribe(observer) }
    }
}

/// The subject and the reference-counted connection behind `share(replay:scope:)` with `scope: .forever` or a
/// `replay` above 1 (the other variants are ``ShareWhileConnected``'s): a ``ShareStateMachine`` in a lock, whose
/// actions are carried out after the lock is released.
@usableFromInline
// Unchecked: the state machine is only reached through its lock; the rest is immutable.
final class ShareConnection<Element>: LockedStateOwner<ShareStateMachine<SubjectCore<Element>>>, @unchecked Sendable {
    @usableFromInline typealias Machine = ShareStateMachine<SubjectCore<Element>>

    /// Makes the subject of a connection: a closure made in the inlinable initialiser, so that the subject's
    /// subscribe path is compiled for the element type where `share` is applied (`SubjectPaths`).
    @usableFromInline let makeCore: () -> SubjectCore<Element>
    /// Subscribes the source to a subject, its elements going through the connection's gate; the closure it
    /// receives takes the source's terminal event: it ends the connection, forwards the event to the subject (unless
    /// the connection had already ended) and disposes the source subscription.
    @usableFromInline let connectSource:
        (SubjectCore<Element>, SubjectFeedGate, @escaping (Event<Element>) -> Void) -> Disposable
    @inlinable
    init(
        replay: Int,
        scope: SubjectLifetimeScope,
        connectSource:
            @escaping (SubjectCore<Element>, SubjectFeedGate, @escaping (Event<Element>) -> Void) -> Disposable
    ) {
        self.makeCore = { replay == 0 ? SubjectCore(kind: .publish) : SubjectCore(kind: .replay, bufferLimit: replay) }
        self.connectSource = connectSource
        // The variants served here are RxSwift 6.10.2's `multicast(...).refCount()`, whose connection disposes the
        // source before the end goes on (`.whileConnected` with replay 0 or 1 is `ShareWhileConnected`'s).
        super.init(state: Machine(keepsSubject: scope == .forever, terminationOrder: .disposeFirst))
    }

    @inlinable
    func subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let (core, epoch) =
            switch withState({ $0.subscriberArrived(makeSubject: makeCore) }) {
            case .subscribe(let subject, let epoch): (subject, epoch)
            }
        let subscription = core.subscribe(observer, subject: core)
        // A subject that had ended (scope `.forever`) gave this subscriber its buffer and its end while it
        // subscribed: as in RxSwift, it leaves at once, without connecting the source again.
        let subjectEnded = core.isStopped
        perform(withState { $0.subscribed(epoch: epoch, subjectEnded: subjectEnded) })
        if subjectEnded { return subscription }
        let released = BooleanDisposable()
        return Disposables.create { [self] in
            subscription.dispose()
            if released.isDisposed { return }
            released.dispose()
            perform(closingEndedFeed { $0.released(epoch: epoch) })
        }
    }

    /// The source of the connection of `epoch` sent `event`, its end: ends that connection, then forwards the end
    /// to `subject` and disposes the source subscription in the machine's order.
    @inlinable
    func sourceTerminated(_ event: Event<Element>, subject: SubjectCore<Element>, epoch: Int) {
        withState { $0.sourceTerminated(epoch: epoch) }.carryOut(
            forward: { subject.on(event) },
            dispose: { dispose($0) }
        )
    }

    @inlinable
    func perform(_ action: Machine.SubscribedAction) {
        switch action {
        case .none:
            break
        case .connect(let core, let epoch):
            connect(core, epoch: epoch)
        }
    }

    /// Subscribes the source to `core` for the connection of `epoch`, and reports the connection.
    @inlinable
    func connect(_ core: SubjectCore<Element>, epoch: Int) {
        let gate = SubjectFeedGate()
        let source = connectSource(core, gate) { [self] end in
            sourceTerminated(end, subject: core, epoch: epoch)
        }
        perform(closingEndedFeed { $0.connected(ShareFeed(gate: gate, source: source), epoch: epoch) })
    }

    /// `withState(body)`, closing the gate of a connection the action ends while still under the lock: a
    /// subscriber counted for the next connection subscribes to the subject only after that, so no element the
    /// ended connection's source was still sending reaches it (the source is disposed after the lock, and a
    /// disposal cannot wait for a send in progress on another thread).
    @inlinable
    func closingEndedFeed(_ body: (inout Machine) -> Machine.ConnectionAction) -> Machine.ConnectionAction {
        withState { machine in
            let action = body(&machine)
            (action.endedConnection as? ShareFeed)?.gate.close()
            return action
        }
    }

    /// Carries out a `connected` or `released` action: disposes the connection it ended, if any.
    @inlinable
    func perform(_ action: Machine.ConnectionAction) {
        if let connection = action.endedConnection { dispose(connection) }
    }

    @inlinable
    func perform(_ action: Machine.DisposedAction) {
        switch action {
        case .none:
            break
        case .connect(let core, let epoch):
            connect(core, epoch: epoch)
        }
    }

    /// Disposes an ended connection, then makes the connection that subscribers arriving meanwhile wait for, if
    /// any: a source never has two subscriptions from one share at once.
    @inlinable
    func dispose(_ connection: Disposable) {
        connection.dispose()
        perform(withState { $0.disposed() })
    }
}

/// A connection of `share`: the source subscription and the gate its elements pass into the subject. The gate is
/// closed when the machine ends the connection (under its lock) and again by ``dispose()``.
// Unchecked: immutable.
@usableFromInline
final class ShareFeed: Disposable, @unchecked Sendable {
    @usableFromInline let gate: SubjectFeedGate
    @usableFromInline let source: Disposable

    @inlinable
    init(gate: SubjectFeedGate, source: Disposable) {
        self.gate = gate
        self.source = source
    }

    @inlinable
    func dispose() {
        gate.close()
        source.dispose()
    }
}
