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
        }
    }

    private func disposed(_ action: Machine.ConnectionAction) -> String? {
        switch action {
        case .none: return nil
        case .dispose(let connection): return connection
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

    func test_idle_firstSubscriber_isCountedAndConnects() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&subscriber), .connect(epoch: 0))
        XCTAssertEqual(subscriber, .counted(epoch: 0))
        XCTAssertEqual(describe(machine), "connecting(0, 1)")
    }

    func test_connecting_anotherSubscriber_isCountedWithoutConnecting() {
        var machine = Machine()
        var first = Machine.Subscriber.subscribing
        var second = Machine.Subscriber.subscribing
        _ = machine.subscribed(&first)
        XCTAssertEqual(machine.subscribed(&second), .none)
        XCTAssertEqual(describe(machine), "connecting(0, 2)")
    }

    func test_connecting_connected_keepsTheConnection() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        _ = machine.subscribed(&subscriber)
        XCTAssertNil(disposed(machine.connected("c", epoch: 0)))
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
    }

    func test_connected_anotherSubscriber_isCounted() {
        var (machine, _) = connected(count: 1)
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&subscriber), .none)
        XCTAssertEqual(subscriber, .counted(epoch: 0))
        XCTAssertEqual(describe(machine), "connected(0, 2, c)")
    }

    func test_terminatedWhileSubscribing_leavesWithoutConnecting() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        XCTAssertNil(disposed(machine.terminated(&subscriber)))
        XCTAssertEqual(subscriber, .terminatedWhileSubscribing)
        // A second terminal event (a source breaking the grammar) changes nothing.
        XCTAssertNil(disposed(machine.terminated(&subscriber)))
        XCTAssertEqual(subscriber, .terminatedWhileSubscribing)
        XCTAssertEqual(machine.subscribed(&subscriber), .leave)
        XCTAssertEqual(subscriber, .done)
        XCTAssertNil(disposed(machine.disposed(&subscriber)))
        XCTAssertEqual(describe(machine), "idle(0)")
    }

    func test_connected_lastSubscriberDisposed_disconnects() {
        var (machine, subscribers) = connected(count: 2)
        XCTAssertNil(disposed(machine.disposed(&subscribers[0])))
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
        XCTAssertEqual(disposed(machine.disposed(&subscribers[1])), "c")
        XCTAssertEqual(describe(machine), "idle(1)")
        XCTAssertNil(disposed(machine.disposed(&subscribers[1])))
    }

    func test_connected_terminated_disconnectsAndUncountsEveryone() {
        var (machine, subscribers) = connected(count: 2)
        XCTAssertEqual(disposed(machine.terminated(&subscribers[0])), "c")
        XCTAssertEqual(describe(machine), "idle(1)")
        XCTAssertNil(disposed(machine.terminated(&subscribers[1])))
        var late = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&late), .connect(epoch: 1))
        XCTAssertNil(disposed(machine.disposed(&subscribers[0])))
        XCTAssertEqual(describe(machine), "connecting(1, 1)")
    }

    func test_subscriberOfAnEarlierConnection_disposed_leavesTheCurrentOneAlone() {
        var (machine, subscribers) = connected(count: 2)
        _ = machine.terminated(&subscribers[0])
        var late = Machine.Subscriber.subscribing
        _ = machine.subscribed(&late)
        _ = machine.connected("d", epoch: 1)
        XCTAssertNil(disposed(machine.disposed(&subscribers[1])))
        XCTAssertEqual(describe(machine), "connected(1, 1, d)")
    }

    func test_terminatedAfterDisposal_isIgnored() {
        var (machine, subscribers) = connected(count: 2)
        _ = machine.disposed(&subscribers[0])
        XCTAssertNil(disposed(machine.terminated(&subscribers[0])))
        XCTAssertEqual(describe(machine), "connected(0, 1, c)")
    }

    func test_connecting_lastSubscriberDisposed_dropsTheConnectionWhenItArrives() {
        var machine = Machine()
        var subscriber = Machine.Subscriber.subscribing
        _ = machine.subscribed(&subscriber)
        XCTAssertNil(disposed(machine.disposed(&subscriber)))
        XCTAssertEqual(describe(machine), "idle(1)")
        XCTAssertEqual(disposed(machine.connected("c", epoch: 0)), "c")
        XCTAssertEqual(describe(machine), "idle(1)")
    }

    func test_connecting_oneOfTwoDisposed_staysConnecting() {
        var machine = Machine()
        var first = Machine.Subscriber.subscribing
        var second = Machine.Subscriber.subscribing
        _ = machine.subscribed(&first)
        _ = machine.subscribed(&second)
        XCTAssertNil(disposed(machine.disposed(&second)))
        XCTAssertEqual(describe(machine), "connecting(0, 1)")
    }

    func test_connecting_terminated_endsTheConnection_andANewOneCanStartMeanwhile() {
        var machine = Machine()
        var first = Machine.Subscriber.subscribing
        _ = machine.subscribed(&first)
        XCTAssertNil(disposed(machine.terminated(&first)))
        XCTAssertEqual(describe(machine), "idle(1)")
        var second = Machine.Subscriber.subscribing
        XCTAssertEqual(machine.subscribed(&second), .connect(epoch: 1))
        XCTAssertNil(disposed(machine.connected("d", epoch: 1)))
        XCTAssertEqual(disposed(machine.connected("c", epoch: 0)), "c")
        XCTAssertEqual(describe(machine), "connected(1, 1, d)")
    }

    func test_connectionOfAnEarlierEpoch_arrivingWhileConnecting_isDropped() {
        var machine = Machine()
        var first = Machine.Subscriber.subscribing
        _ = machine.subscribed(&first)
        _ = machine.terminated(&first)
        var second = Machine.Subscriber.subscribing
        _ = machine.subscribed(&second)
        XCTAssertEqual(disposed(machine.connected("c", epoch: 0)), "c")
        XCTAssertEqual(describe(machine), "connecting(1, 1)")
    }
}
