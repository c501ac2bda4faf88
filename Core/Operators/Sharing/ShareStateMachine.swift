// SPDX-License-Identifier: MIT
/// The subject and the reference-counted connection of `share(replay:scope:)`.
///
/// The owner keeps the machine in a lock, calls one method per event with the lock held, and carries out the
/// returned action after releasing it (subscribing to the subject, connecting the source, disposing the
/// connection). Subscribers are counted when they arrive, so the connection cannot end while one is still
/// subscribing to the subject; each subscriber remembers the epoch it was counted in.
///
/// ```
///          subscriber counted        first one subscribed        source subscribed
///   idle ────────────────────▶ waiting ──────────────▶ connecting ──────────────▶ connected
///    ▲                            │                        │                         │
///    └────── last subscriber left, or the source terminated (the epoch moves on) ────┘
/// ```
///
/// As in RxSwift 6.10.2 (`ShareReplayScope.swift`): a terminating source ends the connection (the epoch moves on)
/// before its terminal event reaches the subject, so an observer that subscribes again from inside `onCompleted` or
/// `onError` (as `retry` does) starts a new connection. When the source subscription is disposed depends on the
/// variant, as in RxSwift: `.whileConnected` with `replay` 0 or 1 (RxSwift's `ShareWhileConnected` and
/// `ShareReplay1WhileConnected`) forwards the end to the subject first and disposes the source subscription after
/// (``TerminationOrder/forwardFirst``); the others (RxSwift's `multicast(...).refCount()`) dispose it first
/// (``TerminationOrder/disposeFirst``). Either way, a connection wanted meanwhile (for example by a subscriber that
/// subscribes again from the forwarded end) is made only once that disposal is done.
///
/// Under `.whileConnected` the subject goes with the connection; under `.forever` it stays, and a subscriber that
/// receives its end while subscribing leaves without connecting. So does one that arrives after the source
/// terminated but before that end reached the subject: it gets the end from the subject a moment later, and the
/// source is never subscribed again (in RxSwift, `.forever` is `multicast(subject).refCount()`, whose subscribers
/// are counted until the end reaches them).
@usableFromInline
package struct ShareStateMachine<Subject> {
    /// The connection states; `epoch` numbers connections and moves on whenever one ends.
    @usableFromInline package enum State {
        /// Nobody is counted and there is no connection. `subject` is the one kept by `.forever` (nil before the
        /// first subscriber, and always under `.whileConnected`).
        case idle(subject: Subject?, epoch: Int)
        /// `count` subscribers (at least one) are subscribing to `subject`; none has finished yet.
        case waiting(subject: Subject, count: Int, epoch: Int)
        /// `count` subscribers (at least one); the first to finish subscribing is subscribing the source.
        case connecting(subject: Subject, count: Int, epoch: Int)
        /// `count` subscribers (at least one) share `connection`, which feeds `subject`.
        case connected(subject: Subject, count: Int, epoch: Int, connection: Disposable)
    }

    /// What an arriving subscriber does after ``subscriberArrived(makeSubject:)``.
    @usableFromInline package enum SubscriberArrivedAction {
        /// Subscribe to `subject`; the subscriber is counted in `epoch`, which it reports to ``subscribed(epoch:subjectEnded:)``
        /// and ``released(epoch:)``.
        case subscribe(to: Subject, epoch: Int)
    }

    /// What a subscriber does once it subscribed to the subject.
    @usableFromInline package enum SubscribedAction {
        /// Nothing: the source is connected, being connected, or the subscriber's connection already ended.
        case none
        /// Subscribe the source to `subject`, then report the connection with ``connected(_:epoch:)``.
        case connect(subject: Subject, epoch: Int)
    }

    /// What the caller does with a connection after ``connected(_:epoch:)`` or ``released(epoch:)``: see
    /// ``ShareConnectionAction``.
    @usableFromInline package typealias ConnectionAction = ShareConnectionAction

    /// What the caller does once a connection that ended is disposed, after ``disposed()``.
    @usableFromInline package enum DisposedAction {
        /// Nothing.
        case none
        /// Subscribers of `epoch` waited for that disposal: subscribe the source to `subject`, then report the
        /// connection with ``connected(_:epoch:)``.
        case connect(subject: Subject, epoch: Int)
    }

    /// In which order a terminating source's end reaches the subject and its subscription is disposed.
    @usableFromInline package enum TerminationOrder: Sendable {
        /// Dispose the source subscription, then forward the end (RxSwift's `multicast(...).refCount()`).
        case disposeFirst
        /// Forward the end, then dispose the source subscription (RxSwift's `ShareWhileConnected` and
        /// `ShareReplay1WhileConnected`, which leave the source to dispose itself after its end).
        case forwardFirst
    }

    /// What a terminating source does after ``sourceTerminated(epoch:)``: see ``ShareSourceTerminatedAction``.
    @usableFromInline package typealias SourceTerminatedAction = ShareSourceTerminatedAction

    /// Which of ``State``'s cases the machine is in. The machine keeps the cases' fields apart (``subject``,
    /// ``count``, ``epoch``, ``connection``) rather than as one enum's payloads, so that a transition changes a field
    /// in place: rebuilding the payload copied the subject and the connection (an existential) on every subscription
    /// and release, about 3,800 instructions a `cell-rebinding-driver` cell.
    @usableFromInline package enum Phase: Sendable {
        case idle, waiting, connecting, connected
    }

    @usableFromInline package internal(set) var phase = Phase.idle
    /// The subject: set in every phase but ``Phase/idle``, where it is the one kept by `.forever` (nil before the
    /// first subscriber, and always under `.whileConnected` once a connection ended).
    @usableFromInline package internal(set) var subject: Subject?
    /// The subscribers counted in ``epoch`` (0 when idle).
    @usableFromInline package internal(set) var count = 0
    /// The current connection's number; it moves on whenever one ends.
    @usableFromInline package internal(set) var epoch = 0
    /// The source subscription, in ``Phase/connected`` only.
    @usableFromInline package internal(set) var connection: Disposable?
    /// Connections that ended but may still hold the source: those whose disposal was handed out and not yet
    /// reported done with ``disposed()``, and those abandoned while being made (disposed when they arrive). While
    /// there is one, no connection is made: one share never holds two source subscriptions at once.
    @usableFromInline package internal(set) var disposing = 0
    /// The epoch whose first subscriber finished subscribing while a connection was being disposed: it is
    /// connected by ``disposed()`` once the last of those disposals is done.
    @usableFromInline package internal(set) var deferredConnection: Int?
    /// Whether the subject outlives its connections (scope `.forever`).
    @usableFromInline let keepsSubject: Bool
    /// The order of a terminating source's end and its disposal.
    @usableFromInline let terminationOrder: TerminationOrder
    /// Under `.forever`, whether a source terminated: the subject has ended or is about to, so nothing connects again.
    @usableFromInline package internal(set) var subjectEnding = false

    /// The machine's state as one of ``State``'s cases (for descriptions and tests).
    @inlinable
    package var state: State {
        switch phase {
        case .idle: .idle(subject: subject, epoch: epoch)
        case .waiting: .waiting(subject: currentSubject, count: count, epoch: epoch)
        case .connecting: .connecting(subject: currentSubject, count: count, epoch: epoch)
        case .connected: .connected(subject: currentSubject, count: count, epoch: epoch, connection: currentConnection)
        }
    }

    /// The connection, in ``Phase/connected``.
    @inlinable
    var currentConnection: Disposable {
        guard let connection else { rxInternalInconsistency("share: no connection in phase \(phase)") }
        return connection
    }

    /// The subject, in a phase that has one.
    @inlinable
    var currentSubject: Subject {
        guard let subject else { rxInternalInconsistency("share: no subject in phase \(phase)") }
        return subject
    }

    /// - Parameters:
    ///   - keepsSubject: Whether the subject outlives its connections (scope `.forever`).
    ///   - terminationOrder: The order of a terminating source's end and its disposal; ``TerminationOrder/forwardFirst``
    ///     only with a subject that goes with its connection.
    @inlinable
    package init(keepsSubject: Bool, terminationOrder: TerminationOrder = .disposeFirst) {
        rxPrecondition(
            !(keepsSubject && terminationOrder == .forwardFirst),
            "ShareStateMachine: a kept subject (scope .forever) disposes a terminated source first, as in RxSwift."
        )
        self.keepsSubject = keepsSubject
        self.terminationOrder = terminationOrder
    }

    /// A subscriber arrived: it is counted, and gets the subject to subscribe to and its epoch.
    ///
    /// - Parameter makeSubject: Makes a subject when there is none. It runs under the owner's lock, so it must only
    ///   build the subject (the owner's builds a `SubjectCore`), never call out.
    @inlinable
    package mutating func subscriberArrived(makeSubject: () -> Subject) -> SubscriberArrivedAction {
        subscriberArrived(makeSubjectOfEpoch: { _ in makeSubject() })
    }

    /// ``subscriberArrived(makeSubject:)`` for a subject that belongs to one connection: `makeSubjectOfEpoch` receives
    /// the epoch of the connection the subject is made for.
    @inlinable
    package mutating func subscriberArrived(makeSubjectOfEpoch: (Int) -> Subject) -> SubscriberArrivedAction {
        switch phase {
        case .idle:
            if subject == nil { subject = makeSubjectOfEpoch(epoch) }
            phase = .waiting
            count = 1
        case .waiting, .connecting, .connected:
            count += 1
        }
        return .subscribe(to: currentSubject, epoch: epoch)
    }

    /// A subscriber counted in `epoch` finished subscribing to the subject.
    ///
    /// - Parameter subjectEnded: Whether the subject had ended (and gave the subscriber its end while it
    ///   subscribed): the subscriber then leaves at once, without connecting.
    @inlinable
    package mutating func subscribed(epoch: Int, subjectEnded: Bool) -> SubscribedAction {
        // Otherwise its connection ended meanwhile (it received that end from the subject).
        guard epoch == self.epoch else { return .none }
        switch phase {
        case .idle:
            rxInternalInconsistency("share: a counted subscriber subscribed in \(state)")
        case .waiting:
            if subjectEnded || subjectEnding {
                if count > 1 {
                    count -= 1
                } else {
                    phase = .idle
                    count = 0
                    self.epoch += 1
                }
                return .none
            }
            if disposing > 0 {
                // The previous connection is still being disposed: connect once it is gone.
                deferredConnection = epoch
                return .none
            }
            phase = .connecting
            return .connect(subject: currentSubject, epoch: epoch)
        case .connecting, .connected:
            guard !subjectEnded else {
                rxInternalInconsistency("share: the subject ended in \(state)")
            }
            return .none
        }
    }

    /// Subscribing the source for `epoch` returned `connection`.
    @inlinable
    package mutating func connected(_ connection: Disposable, epoch: Int) -> ConnectionAction {
        if phase == .connecting, epoch == self.epoch {
            phase = .connected
            self.connection = connection
            return .none
        }
        guard epoch != self.epoch else {
            rxInternalInconsistency("share: connection \(epoch) made in \(state)")
        }
        // The connection ended while it was being made (the source terminated, or everyone left): its disposal
        // was counted then.
        return .dispose(connection)
    }

    /// The source of the connection of `epoch` sent its terminal event.
    @inlinable
    package mutating func sourceTerminated(epoch: Int) -> SourceTerminatedAction {
        // Otherwise everyone left that connection before its end arrived.
        guard epoch == self.epoch else { return .drop }
        switch phase {
        case .connecting:
            endConnection()
            subjectEnding = keepsSubject
            // The connection being made is disposed when it arrives (see `connected`); until then it counts.
            disposing += 1
            return terminated(disposing: nil)
        case .connected:
            let connection = endConnection()
            subjectEnding = keepsSubject
            disposing += 1
            return terminated(disposing: connection)
        case .idle, .waiting:
            rxInternalInconsistency("share: connection \(epoch) terminated in \(state)")
        }
    }

    /// The action that ends a terminated connection, in this machine's order.
    @inlinable
    func terminated(disposing connection: Disposable?) -> SourceTerminatedAction {
        switch terminationOrder {
        case .disposeFirst: .disposeThenForward(connection)
        case .forwardFirst: .forwardThenDispose(connection)
        }
    }

    /// A subscriber counted in `epoch` was disposed.
    @inlinable
    package mutating func released(epoch: Int) -> ConnectionAction {
        // Otherwise its connection already ended: it is no longer counted.
        guard epoch == self.epoch else { return .none }
        switch phase {
        case .idle:
            rxInternalInconsistency("share: a counted subscriber left in \(state)")
        case .waiting:
            if count > 1 { count -= 1 } else { endConnection() }
            return .none
        case .connecting:
            if count > 1 {
                count -= 1
                return .none
            }
            endConnection()
            // The connection being made is disposed when it arrives (see `connected`); until then it counts.
            disposing += 1
            return .none
        case .connected:
            if count > 1 {
                count -= 1
                return .none
            }
            guard let connection = endConnection() else {
                rxInternalInconsistency("share: connected without a connection")
            }
            disposing += 1
            return .dispose(connection)
        }
    }

    /// Ends the current epoch: idle, nobody counted, the subject kept only by `.forever`; returns the connection.
    @inlinable @discardableResult
    mutating func endConnection() -> Disposable? {
        phase = .idle
        count = 0
        epoch += 1
        if !keepsSubject { subject = nil }
        return connection.take()
    }

    /// A connection that ended is disposed (handed out by ``connected(_:epoch:)``, ``sourceTerminated(epoch:)`` or
    /// ``released(epoch:)``). When it was the last one and subscribers of the current epoch are waiting for their connection, the
    /// caller makes it.
    @inlinable
    package mutating func disposed() -> DisposedAction {
        guard disposing > 0 else {
            rxInternalInconsistency("share: a disposal reported done in \(state) with none handed out")
        }
        disposing -= 1
        guard disposing == 0, let epoch = deferredConnection else { return .none }
        deferredConnection = nil
        // Otherwise everyone who waited left meanwhile.
        guard phase == .waiting, epoch == self.epoch else { return .none }
        phase = .connecting
        return .connect(subject: currentSubject, epoch: epoch)
    }
}

/// What the caller does with a connection after ``ShareStateMachine/connected(_:epoch:)`` (the subscriber that made
/// it) or ``ShareStateMachine/released(epoch:)`` (a leaving subscriber). Not nested in the generic machine, as it
/// holds nothing of the subject's type, so that code destroying one looks up no generic metadata.
@usableFromInline package enum ShareConnectionAction {
    /// Nothing: the connection is current, others still share it, or it already ended.
    case none
    /// Dispose this connection, then report with ``ShareStateMachine/disposed()``: it ended while it was being made, or the last
    /// subscriber left.
    case dispose(Disposable)

    /// The connection to dispose, if any.
    @inlinable
    package var endedConnection: Disposable? {
        switch self {
        case .none: nil
        case .dispose(let connection): connection
        }
    }
}

/// What a terminating source does after ``ShareStateMachine/sourceTerminated(epoch:)``. In both forwarding actions a
/// nil connection is one still being made: it is disposed when it arrives (see ``ShareStateMachine/connected(_:epoch:)``).
/// Not nested in the generic machine, as it holds nothing of the subject's type: a share's hub and feed report to
/// their connection through one protocol, ``ShareHubOwner``, whatever the machine's subject type.
@usableFromInline package enum ShareSourceTerminatedAction {
    /// Dispose the connection if there is one, then forward the terminal event to the subject.
    case disposeThenForward(Disposable?)
    /// Forward the terminal event to the subject, then dispose the connection if there is one.
    case forwardThenDispose(Disposable?)
    /// Drop the event: its connection had already ended.
    case drop

    /// Carries the action out: `forward` sends the end on, `dispose` disposes the connection (and reports it),
    /// in the action's order.
    @inlinable
    package func carryOut(forward: () -> Void, dispose: (Disposable) -> Void) {
        switch self {
        case .drop:
            break
        case .disposeThenForward(let connection):
            if let connection { dispose(connection) }
            forward()
        case .forwardThenDispose(let connection):
            forward()
            if let connection { dispose(connection) }
        }
    }
}
