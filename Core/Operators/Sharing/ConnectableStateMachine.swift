// SPDX-License-Identifier: MIT
/// The connection lifecycle of `multicast`, `publish`, `replay` and `replayAll`: which subject subscribers
/// subscribe to, and which connection feeds it.
///
/// The owner keeps the machine in a lock, calls one method per event with the lock held, and carries out the
/// returned action after releasing it: making a subject (the user's `makeSubject`), subscribing the source,
/// disposing a connection. The machine itself never calls out.
///
/// ```
///              subjectMade                      connectionMade
///   idle ─────────────────────────▶ ready ─────────────────────────▶ connected
///    ▲                                                                  │
///    └────────────────── sourceTerminated / connectionDisposed ─────────┘
/// ```
///
/// ``subscriberArrived()`` and ``connectCalled()`` change nothing: in `idle` they ask for a subject to be made
/// (reported with ``subjectMade(_:)``); ``connectCalled()`` in `ready` asks for a connection to be built (reported
/// with ``connectionMade(_:subjectID:)``).
///
/// A source that terminates ends its connection *before* its terminal event reaches the subject, so an observer
/// that subscribes and connects again from inside `onCompleted` or `onError` gets a fresh subject and a fresh
/// connection (RxSwift 6.10.2 `Multicast.swift`, `Connection.on(_:)`).
package struct ConnectableStateMachine<Subject, Connection: AnyObject> {
    /// The lifecycle states. `id` numbers the subjects, so a connection built for a subject that was replaced
    /// meanwhile is recognised.
    package enum State {
        /// No subject and no connection: the next subscriber or `connect()` makes a subject.
        case idle
        /// A subject that subscribers subscribe to, waiting for `connect()`.
        case ready(subject: Subject, id: Int)
        /// `connection` subscribes the source to `subject`; it stays current until the source terminates or the
        /// connection is disposed.
        case connected(subject: Subject, id: Int, connection: Connection)
    }

    /// What an arriving subscriber does, after ``subscriberArrived()``.
    package enum SubscriberArrivedAction {
        /// Subscribe to this subject.
        case subscribe(Subject)
        /// Make a subject (outside the lock) and report it with ``subjectMade(_:)``.
        case makeSubject
    }

    /// What `connect()` does first, after ``connectCalled()``.
    package enum ConnectCalledAction {
        /// Build a connection to `subject` (outside the lock) and report it with ``connectionMade(_:subjectID:)``.
        case makeConnection(subject: Subject, subjectID: Int)
        /// A connection exists: return it, so disposing it disconnects that connection.
        case returnCurrent(Connection)
        /// Make a subject (outside the lock), report it with ``subjectMade(_:)`` and call ``connectCalled()`` again.
        case makeSubject
    }

    /// What `connect()` does with the connection it built, after ``connectionMade(_:subjectID:)``.
    package enum ConnectionMadeAction {
        /// The connection is current: subscribe the source through it, then return it.
        case subscribeSource
        /// A racing `connect()` won: drop the built connection and return this one.
        case returnCurrent(Connection)
        /// The subject was replaced meanwhile: drop the built connection and connect again.
        case retry
    }

    package private(set) var state: State = .idle
    /// How many subjects were installed: the next subject's id.
    private var subjectsMade = 0

    package init() {}

    /// A subscriber arrived.
    package mutating func subscriberArrived() -> SubscriberArrivedAction {
        switch state {
        case .idle:
            return .makeSubject
        case .ready(let subject, _), .connected(let subject, _, _):
            return .subscribe(subject)
        }
    }

    /// A subject was made for a subscriber or for `connect()`; returns the subject to use, which is another one
    /// when a racing caller installed its subject first.
    package mutating func subjectMade(_ subject: Subject) -> Subject {
        switch state {
        case .idle:
            subjectsMade += 1
            state = .ready(subject: subject, id: subjectsMade)
            return subject
        case .ready(let current, _), .connected(let current, _, _):
            return current
        }
    }

    /// `connect()` was called.
    package mutating func connectCalled() -> ConnectCalledAction {
        switch state {
        case .idle:
            return .makeSubject
        case .ready(let subject, let id):
            return .makeConnection(subject: subject, subjectID: id)
        case .connected(_, _, let connection):
            return .returnCurrent(connection)
        }
    }

    /// `connect()` built `connection` for the subject numbered `subjectID`.
    package mutating func connectionMade(_ connection: Connection, subjectID: Int) -> ConnectionMadeAction {
        switch state {
        case .ready(let subject, let id) where id == subjectID:
            state = .connected(subject: subject, id: id, connection: connection)
            return .subscribeSource
        case .connected(_, _, let current):
            return .returnCurrent(current)
        case .idle, .ready:
            return .retry
        }
    }

    /// The source of `connection` sent its terminal event, which is forwarded to the subject after this returns.
    ///
    /// - Returns: Whether `connection` was the current one (it is then forgotten, with its subject).
    @discardableResult
    package mutating func sourceTerminated(_ connection: Connection) -> Bool {
        endConnection(connection)
    }

    /// `connection` was disposed by its owner.
    ///
    /// - Returns: Whether `connection` was the current one (it is then forgotten, with its subject).
    @discardableResult
    package mutating func connectionDisposed(_ connection: Connection) -> Bool {
        endConnection(connection)
    }

    private mutating func endConnection(_ connection: Connection) -> Bool {
        switch state {
        case .connected(_, _, let current) where current === connection:
            state = .idle
            return true
        case .idle, .ready, .connected:
            // A connection that already ended (or lost a race to connect): the current state is not its business.
            return false
        }
    }
}
