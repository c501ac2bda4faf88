// SPDX-License-Identifier: MIT
/// The reference-counted connection of `refCount()`.
///
/// The owner keeps the machine in a lock, calls one method per event with the lock held, and carries out the
/// returned action after releasing it: calling `connect()` or disposing a connection, then reporting that it is
/// done, which may hand it the next action. Each subscriber keeps a ``Subscriber`` value, guarded by the same lock
/// and changed only by the machine.
///
/// ```
///           first subscriber counted              connect() returned
///   idle ─────────────────────────▶ connecting ─────────────────────▶ connected
///    ▲                                 │   ▲                              │
///    │       the last one left, or one │   │ disposed, and subscribers    │ the last one left, or one
///    │       terminated (epoch + 1)    ▼   │ arrived meanwhile            ▼ terminated (epoch + 1)
///    │                             abandoning ──────────────────▶ disconnecting
///    └──────────── disposed, nobody waiting ────────────────────────────┘
/// ```
///
/// Calls to `connect()` and to a connection's `dispose()` never overlap: while one is under way (`connecting`,
/// `abandoning`, `disconnecting`), subscribers are counted and wait, and the caller carries out the next action for
/// them once it reported. A `connect()` racing with the disposal of the previous connection would otherwise get
/// that dying connection back from the connectable.
///
/// As in RxSwift 6.10.2 (`Multicast.swift`, `RefCountSink`): a subscriber is counted after it subscribed, not
/// if it terminated while subscribing (the subject had already ended); the first counted subscriber connects; a
/// terminal event received by a subscriber of the current connection ends that connection and uncounts all its
/// subscribers, whose later disposal is then ignored. Each connection has an epoch, so events of subscribers of
/// an earlier connection leave the current one alone.
package struct RefCountStateMachine<Connection> {
    /// The connection states; `epoch` numbers connections, and moves on whenever one ends.
    package enum State {
        /// No subscriber is counted, there is no connection, and no call is under way.
        case idle(epoch: Int)
        /// `count` subscribers (at least one) are counted; `connect()` is under way for them.
        case connecting(epoch: Int, count: Int)
        /// `count` subscribers (at least one) share `connection`.
        case connected(epoch: Int, count: Int, connection: Connection)
        /// `connect()` is under way for an earlier epoch that already ended: its connection is disposed when it
        /// arrives. `count` subscribers (maybe none) of `epoch` wait.
        case abandoning(epoch: Int, count: Int)
        /// The connection of an earlier epoch is being disposed. `count` subscribers (maybe none) of `epoch` wait.
        case disconnecting(epoch: Int, count: Int)
    }

    /// Where one subscriber stands.
    package enum Subscriber: Equatable {
        /// Subscribing to the connectable observable.
        case subscribing
        /// Received a terminal event while subscribing: the subject had already ended.
        case terminatedWhileSubscribing
        /// Counted among the subscribers of the connection of `epoch`.
        case counted(epoch: Int)
        /// Terminated, disposed or left: it no longer takes part.
        case done
    }

    /// What a subscriber does after ``subscribed(_:)``.
    package enum SubscribedAction {
        /// Nothing.
        case none
        /// Call `connect()`, then report the connection with ``connected(_:epoch:)``.
        case connect(epoch: Int)
        /// The subscriber terminated while subscribing: it leaves at once, without connecting.
        case leave
    }

    /// What the caller of `connect()` does with the connection it got, after ``connected(_:epoch:)``.
    package enum ConnectedAction {
        /// Nothing: the connection is current.
        case none
        /// Dispose this connection (its epoch ended while it was being made), then report with ``disconnected()``.
        case dispose(Connection)
    }

    /// What the caller does once the connection it disposed is gone, after ``disconnected()``.
    package enum DisconnectedAction {
        /// Nothing.
        case none
        /// Subscribers arrived meanwhile: call `connect()` for them, then report with ``connected(_:epoch:)``.
        case connect(epoch: Int)
    }

    /// What a subscriber that received a terminal event does (before forwarding it), after ``terminated(_:)``.
    package enum TerminatedAction {
        /// Nothing.
        case none
        /// It ended the connection: dispose it, then report with ``disconnected()``.
        case dispose(Connection)
    }

    /// What a disposed subscriber does, after ``disposed(_:)``.
    package enum DisposedAction {
        /// Nothing.
        case none
        /// It was the last one: dispose the connection, then report with ``disconnected()``.
        case dispose(Connection)
    }

    package private(set) var state: State = .idle(epoch: 0)

    package init() {}

    /// `subscriber` finished subscribing to the connectable observable.
    package mutating func subscribed(_ subscriber: inout Subscriber) -> SubscribedAction {
        switch subscriber {
        case .subscribing:
            break
        case .terminatedWhileSubscribing:
            subscriber = .done
            return .leave
        case .counted, .done:
            rxInternalInconsistency("refCount: subscribed twice (\(subscriber), \(state))")
        }
        switch state {
        case .idle(let epoch):
            subscriber = .counted(epoch: epoch)
            state = .connecting(epoch: epoch, count: 1)
            return .connect(epoch: epoch)
        case .connecting(let epoch, let count):
            subscriber = .counted(epoch: epoch)
            state = .connecting(epoch: epoch, count: count + 1)
        case .connected(let epoch, let count, let connection):
            subscriber = .counted(epoch: epoch)
            state = .connected(epoch: epoch, count: count + 1, connection: connection)
        case .abandoning(let epoch, let count):
            subscriber = .counted(epoch: epoch)
            state = .abandoning(epoch: epoch, count: count + 1)
        case .disconnecting(let epoch, let count):
            subscriber = .counted(epoch: epoch)
            state = .disconnecting(epoch: epoch, count: count + 1)
        }
        return .none
    }

    /// `connect()`, called for the connection of `epoch`, returned `connection`.
    package mutating func connected(_ connection: Connection, epoch: Int) -> ConnectedAction {
        switch state {
        case .connecting(let current, let count) where current == epoch:
            state = .connected(epoch: epoch, count: count, connection: connection)
            return .none
        case .abandoning(let current, let count) where current != epoch:
            // The epoch ended while the connection was being made (the source terminated, or everyone left).
            state = .disconnecting(epoch: current, count: count)
            return .dispose(connection)
        case .idle, .connecting, .connected, .abandoning, .disconnecting:
            rxInternalInconsistency("refCount: connection \(epoch) made in state \(state)")
        }
    }

    /// The connection being disposed is disposed.
    package mutating func disconnected() -> DisconnectedAction {
        switch state {
        case .disconnecting(let epoch, let count):
            if count == 0 {
                state = .idle(epoch: epoch)
                return .none
            }
            state = .connecting(epoch: epoch, count: count)
            return .connect(epoch: epoch)
        case .idle, .connecting, .connected, .abandoning:
            rxInternalInconsistency("refCount: disconnected in state \(state)")
        }
    }

    /// `subscriber` received a terminal event (before forwarding it).
    package mutating func terminated(_ subscriber: inout Subscriber) -> TerminatedAction {
        switch subscriber {
        case .subscribing:
            subscriber = .terminatedWhileSubscribing
            return .none
        case .done, .terminatedWhileSubscribing:
            // Disposed while the terminal event was on its way, or a second terminal event from a source that
            // breaks the event grammar: nothing to end.
            return .none
        case .counted(let epoch):
            subscriber = .done
            switch state {
            case .idle(let current) where current == epoch:
                rxInternalInconsistency("refCount: connection \(epoch) ended in state \(state)")
            case .connecting(let current, _) where current == epoch,
                .abandoning(let current, _) where current == epoch:
                state = .abandoning(epoch: epoch + 1, count: 0)
                return .none
            case .connected(let current, _, let connection) where current == epoch:
                state = .disconnecting(epoch: epoch + 1, count: 0)
                return .dispose(connection)
            case .disconnecting(let current, _) where current == epoch:
                state = .disconnecting(epoch: epoch + 1, count: 0)
                return .none
            case .idle, .connecting, .connected, .abandoning, .disconnecting:
                // A subscriber of an earlier connection: the current one is not its business.
                return .none
            }
        }
    }

    /// `subscriber`'s subscription was disposed.
    package mutating func disposed(_ subscriber: inout Subscriber) -> DisposedAction {
        switch subscriber {
        case .subscribing:
            rxInternalInconsistency("refCount: disposed while subscribing (\(state))")
        case .terminatedWhileSubscribing, .done:
            return .none
        case .counted(let epoch):
            subscriber = .done
            switch state {
            case .connecting(let current, let count) where current == epoch:
                state =
                    count > 1
                    ? .connecting(epoch: epoch, count: count - 1) : .abandoning(epoch: epoch + 1, count: 0)
                return .none
            case .connected(let current, let count, let connection) where current == epoch:
                if count > 1 {
                    state = .connected(epoch: epoch, count: count - 1, connection: connection)
                    return .none
                }
                state = .disconnecting(epoch: epoch + 1, count: 0)
                return .dispose(connection)
            case .abandoning(let current, let count) where current == epoch && count > 0:
                state = .abandoning(epoch: epoch, count: count - 1)
                return .none
            case .disconnecting(let current, let count) where current == epoch && count > 0:
                state = .disconnecting(epoch: epoch, count: count - 1)
                return .none
            case .idle(let current) where current == epoch,
                .abandoning(let current, _) where current == epoch,
                .disconnecting(let current, _) where current == epoch:
                rxInternalInconsistency("refCount: a counted subscriber left in state \(state)")
            case .idle, .connecting, .connected, .abandoning, .disconnecting:
                // Its connection already ended: it is no longer counted.
                return .none
            }
        }
    }
}

extension RefCountStateMachine.SubscribedAction: Equatable {}
extension RefCountStateMachine.ConnectedAction: Equatable where Connection: Equatable {}
extension RefCountStateMachine.DisconnectedAction: Equatable {}
extension RefCountStateMachine.TerminatedAction: Equatable where Connection: Equatable {}
extension RefCountStateMachine.DisposedAction: Equatable where Connection: Equatable {}
