/// The reference-counted connection of `refCount()`.
///
/// The owner keeps the machine in a lock, calls one method per event with the lock held, and carries out the
/// returned action after releasing it (`connect()`, disposing a connection). Each subscriber keeps a
/// ``Subscriber`` value, guarded by the same lock and changed only by the machine.
///
/// ```
///          first subscriber counted          connect() returned
///   idle ───────────────────────▶ connecting ──────────────▶ connected
///    ▲                                 │                         │
///    └── last subscriber disposed, or a counted subscriber terminated (the epoch moves on) ─┘
/// ```
///
/// As in RxSwift 6.10.2 (`Multicast.swift`, `RefCountSink`): a subscriber is counted after it subscribed, not
/// if it terminated while subscribing (the subject had already ended); the first counted subscriber connects; a
/// terminal event received by a subscriber of the current connection ends that connection and uncounts all its
/// subscribers, whose later disposal is then ignored. Each connection has an epoch, so events of subscribers of
/// an earlier connection leave the current one alone.
package struct RefCountStateMachine<Connection> {
    /// The connection states; `epoch` numbers connections, and moves on whenever one ends.
    package enum State {
        /// No subscriber is counted and there is no connection.
        case idle(epoch: Int)
        /// `count` subscribers are counted (at least one); the first of them is calling `connect()`.
        case connecting(epoch: Int, count: Int)
        /// `count` subscribers (at least one) share `connection`.
        case connected(epoch: Int, count: Int, connection: Connection)
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

    /// What a subscriber does once it subscribed.
    package enum SubscribedAction: Equatable {
        /// Call `connect()`, then report the connection with ``connected(_:epoch:)``.
        case connect(epoch: Int)
        /// Nothing: a connection exists or is being made.
        case none
        /// It terminated while subscribing: leave at once, without connecting.
        case leave
    }

    /// What to do with a connection.
    package enum ConnectionAction {
        /// Nothing.
        case none
        /// Dispose this connection.
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
            rxFatalError("Internal inconsistency in refCount: subscribed twice (\(subscriber), \(state))")
        }
        switch state {
        case .idle(let epoch):
            subscriber = .counted(epoch: epoch)
            state = .connecting(epoch: epoch, count: 1)
            return .connect(epoch: epoch)
        case .connecting(let epoch, let count):
            subscriber = .counted(epoch: epoch)
            state = .connecting(epoch: epoch, count: count + 1)
            return .none
        case .connected(let epoch, let count, let connection):
            subscriber = .counted(epoch: epoch)
            state = .connected(epoch: epoch, count: count + 1, connection: connection)
            return .none
        }
    }

    /// `connect()`, called for the connection of `epoch`, returned `connection`.
    package mutating func connected(_ connection: Connection, epoch: Int) -> ConnectionAction {
        switch state {
        case .connecting(let current, let count) where current == epoch:
            state = .connected(epoch: epoch, count: count, connection: connection)
            return .none
        case .idle(let current), .connecting(let current, _), .connected(let current, _, _):
            guard current != epoch else {
                rxFatalError("Internal inconsistency in refCount: connection \(epoch) made in state \(state)")
            }
            // The connection ended while it was being made (the source terminated, or everyone left).
            return .dispose(connection)
        }
    }

    /// `subscriber` received a terminal event (before forwarding it).
    package mutating func terminated(_ subscriber: inout Subscriber) -> ConnectionAction {
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
            return endConnection(ifEpochIs: epoch)
        }
    }

    /// `subscriber`'s subscription was disposed.
    package mutating func disposed(_ subscriber: inout Subscriber) -> ConnectionAction {
        switch subscriber {
        case .subscribing:
            rxFatalError("Internal inconsistency in refCount: disposed while subscribing (\(state))")
        case .terminatedWhileSubscribing, .done:
            return .none
        case .counted(let epoch):
            subscriber = .done
            switch state {
            case .connecting(let current, let count) where current == epoch && count > 1:
                state = .connecting(epoch: epoch, count: count - 1)
                return .none
            case .connected(let current, let count, let connection) where current == epoch && count > 1:
                state = .connected(epoch: epoch, count: count - 1, connection: connection)
                return .none
            case .idle(let current) where current == epoch:
                rxFatalError("Internal inconsistency in refCount: a counted subscriber left in \(state)")
            case .idle, .connecting, .connected:
                return endConnection(ifEpochIs: epoch)
            }
        }
    }

    /// Ends the connection of `epoch` if it is the current one, uncounting all its subscribers.
    private mutating func endConnection(ifEpochIs epoch: Int) -> ConnectionAction {
        switch state {
        case .connecting(let current, _) where current == epoch:
            state = .idle(epoch: epoch + 1)
            return .none
        case .connected(let current, _, let connection) where current == epoch:
            state = .idle(epoch: epoch + 1)
            return .dispose(connection)
        case .idle(let current) where current == epoch:
            rxFatalError("Internal inconsistency in refCount: connection \(epoch) ended in \(state)")
        case .idle, .connecting, .connected:
            // A subscriber of an earlier connection: the current one is not its business.
            return .none
        }
    }
}
