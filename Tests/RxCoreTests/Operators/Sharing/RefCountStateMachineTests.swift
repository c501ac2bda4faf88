// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every transition of ``RefCountStateMachine``.
final class RefCountStateMachineTests: RxTestCase {
    private typealias Machine = RefCountStateMachine<String>

    private func describe(_ machine: Machine) -> String {
        switch machine.state {
        case .idle(let epoch): return "idle(\(epoch))"
        case .connecting(let epoch, let count): return "connecting(\(epoch), \(count))"
        case .connected(let epoch, let count, let connection): return "connected(\(epoch), \(count), \(connection))"
        case .abandoning(let epoch, let count): return "abandoning(\(epoch), \(count))"
        case .disconnecting(let epoch, let count): return "disconnecting(\(epoch), \(count))"
        }
    }

    /// A machine connected to "c" with `count` subscribers, and their places.
    private func connected(count: Int) -> (Machine, [Machine.Subscriber]) {
        var machine = Machine()
        var subscribers = Array(repeating: Machine.Subscriber.subscribing, count: count)
        for index in subscribers.indices { _ = machine.subscribed(&subscribers[index]) }
        _ = machine.connected("c", epoch: 0)
        return (machine, subscribers)
    }

    /// A machine whose first subscriber is connecting, and that subscriber's place.
    private func connecting() -> (Machine, Machine.Subscriber) {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        _ = machine.subscribed(&subscriber)
        return (machine, subscriber)
    }

    // MARK: idle and connecting

    func test_idle_firstSubscriber_isCountedAndConnects() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&subscriber), .connect(epoch: 0))
        XCTAssertEqual(subscriber, .counted(epoch: 0))
        XCTAssertEqual(describe(machine), "connecting(0, 1)")
    }

    func test_terminatedWhileSubscribing_leavesWithoutConnecting() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.terminated(&subscriber), .none)
        XCTAssertEqual(subscriber, .terminatedWhileSubscribing)
        // A second terminal event (a source breaking the grammar) changes nothing.
        XCTAssertEqual(machine.terminated(&subscriber), .none)
        XCTAssertEqual(machine.subscribed(&subscriber), .leave)
        XCTAssertEqual(subscriber, .done)
        XCTAssertEqual(machine.disposed(&subscriber), .none)
        XCTAssertEqual(describe(machine), "idle(0)")
    }

    func test_connecting_anotherSubscriber_isCountedWithoutConnecting() {
        var (machine, _) = connecting()
        var second = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&second), .none)
        XCTAssertEqual(describe(machine), "connecting(0, 2)")
    }

    func test_connecting_connected_keepsTheConnection() {
        var (machine, _) = connecting()
        XCTAssertEqual(machine.connected("c", epoch: 0), .none)
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
    }

    func test_connecting_oneOfTwoDisposed_staysConnecting() {
        var (machine, _) = connecting()
        var second = Machine.Subscriber.subscribing
        _ = machine.subscribed(&second)
        XCTAssertEqual(machine.disposed(&second), .none)
        XCTAssertEqual(describe(machine), "connecting(0, 1)")
    }

    func test_connecting_lastSubscriberDisposed_abandonsTheConnection() {
        var (machine, subscriber) = connecting()
        XCTAssertEqual(machine.disposed(&subscriber), .none)
        XCTAssertEqual(describe(machine), "abandoning(1, 0)")
        XCTAssertEqual(machine.connected("c", epoch: 0), .dispose("c"))
        XCTAssertEqual(describe(machine), "disconnecting(1, 0)")
        XCTAssertEqual(machine.disconnected(), .none)
        XCTAssertEqual(describe(machine), "idle(1)")
    }

    func test_connecting_terminated_abandonsTheConnection() {
        var (machine, subscriber) = connecting()
        XCTAssertEqual(machine.terminated(&subscriber), .none)
        XCTAssertEqual(describe(machine), "abandoning(1, 0)")
    }

    // MARK: connected

    func test_connected_anotherSubscriber_isCounted() {
        var (machine, _) = connected(count: 1)
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&subscriber), .none)
        XCTAssertEqual(subscriber, .counted(epoch: 0))
        XCTAssertEqual(describe(machine), "connected(0, 2, c)")
    }

    func test_connected_lastSubscriberDisposed_disconnects() {
        var (machine, subscribers) = connected(count: 2)
        XCTAssertEqual(machine.disposed(&subscribers[0]), .none)
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
        XCTAssertEqual(machine.disposed(&subscribers[1]), .dispose("c"))
        XCTAssertEqual(describe(machine), "disconnecting(1, 0)")
        XCTAssertEqual(machine.disposed(&subscribers[1]), .none)
        XCTAssertEqual(machine.disconnected(), .none)
        XCTAssertEqual(describe(machine), "idle(1)")
    }

    func test_connected_terminated_disconnectsAndUncountsEveryone() {
        var (machine, subscribers) = connected(count: 2)
        XCTAssertEqual(machine.terminated(&subscribers[0]), .dispose("c"))
        XCTAssertEqual(describe(machine), "disconnecting(1, 0)")
        XCTAssertEqual(machine.terminated(&subscribers[1]), .none)
        XCTAssertEqual(machine.disposed(&subscribers[0]), .none)
        XCTAssertEqual(machine.disposed(&subscribers[1]), .none)
        XCTAssertEqual(describe(machine), "disconnecting(1, 0)")
    }

    func test_terminatedAfterDisposal_isIgnored() {
        var (machine, subscribers) = connected(count: 2)
        _ = machine.disposed(&subscribers[0])
        XCTAssertEqual(machine.terminated(&subscribers[0]), .none)
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
    }

    // MARK: disconnecting and abandoning

    func test_disconnecting_subscribersArrivingWait_andTheDisconnectorConnectsForThem() {
        var (machine, subscribers) = connected(count: 1)
        _ = machine.disposed(&subscribers[0])
        var waiting = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&waiting), .none)
        XCTAssertEqual(waiting, .counted(epoch: 1))
        XCTAssertEqual(describe(machine), "disconnecting(1, 1)")
        XCTAssertEqual(machine.disconnected(), .connect(epoch: 1))
        XCTAssertEqual(describe(machine), "connecting(1, 1)")
        XCTAssertEqual(machine.connected("d", epoch: 1), .none)
        XCTAssertEqual(describe(machine), "connected(1, 1, d)")
    }

    func test_disconnecting_waitingSubscriberDisposed_isUncounted() {
        var (machine, subscribers) = connected(count: 1)
        _ = machine.disposed(&subscribers[0])
        var waiting = Machine.Subscriber.subscribing
        _ = machine.subscribed(&waiting)
        XCTAssertEqual(machine.disposed(&waiting), .none)
        XCTAssertEqual(describe(machine), "disconnecting(1, 0)")
        XCTAssertEqual(machine.disconnected(), .none)
        XCTAssertEqual(describe(machine), "idle(1)")
    }

    func test_disconnecting_waitingSubscriberTerminated_endsItsEpoch() {
        var (machine, subscribers) = connected(count: 1)
        _ = machine.disposed(&subscribers[0])
        var waiting = Machine.Subscriber.subscribing
        _ = machine.subscribed(&waiting)
        XCTAssertEqual(machine.terminated(&waiting), .none)
        XCTAssertEqual(describe(machine), "disconnecting(2, 0)")
    }

    func test_abandoning_subscribersArrivingWait_andAreConnectedAfterTheDisposal() {
        var (machine, subscriber) = connecting()
        _ = machine.terminated(&subscriber)
        var waiting = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&waiting), .none)
        XCTAssertEqual(describe(machine), "abandoning(1, 1)")
        XCTAssertEqual(machine.connected("c", epoch: 0), .dispose("c"))
        XCTAssertEqual(describe(machine), "disconnecting(1, 1)")
        XCTAssertEqual(machine.disconnected(), .connect(epoch: 1))
        XCTAssertEqual(describe(machine), "connecting(1, 1)")
    }

    func test_abandoning_waitingSubscriberDisposedOrTerminated() {
        var (machine, subscriber) = connecting()
        _ = machine.terminated(&subscriber)
        var first = Machine.Subscriber.subscribing
        var second = Machine.Subscriber.subscribing
        _ = machine.subscribed(&first)
        _ = machine.subscribed(&second)
        XCTAssertEqual(machine.disposed(&first), .none)
        XCTAssertEqual(describe(machine), "abandoning(1, 1)")
        XCTAssertEqual(machine.terminated(&second), .none)
        XCTAssertEqual(describe(machine), "abandoning(2, 0)")
    }

    func test_subscriberOfAnEarlierConnection_leavesTheCurrentOneAlone() {
        var (machine, subscribers) = connected(count: 2)
        _ = machine.terminated(&subscribers[0])
        _ = machine.disconnected()
        var late = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&late), .connect(epoch: 1))
        _ = machine.connected("d", epoch: 1)
        XCTAssertEqual(machine.disposed(&subscribers[1]), .none)
        XCTAssertEqual(machine.terminated(&subscribers[1]), .none)
        XCTAssertEqual(describe(machine), "connected(1, 1, d)")
    }
}
