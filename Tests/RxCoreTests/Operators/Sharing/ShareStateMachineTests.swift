// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every transition of ``ShareStateMachine``, in both scopes.
final class ShareStateMachineTests: RxTestCase {
    private typealias Machine = ShareStateMachine<String>

    private func describe(_ machine: Machine) -> String {
        switch machine.state {
        case .idle(let subject, let epoch): return "idle(\(subject ?? "-"), \(epoch))"
        case .waiting(let subject, let count, let epoch): return "waiting(\(subject), \(count), \(epoch))"
        case .connecting(let subject, let count, let epoch): return "connecting(\(subject), \(count), \(epoch))"
        case .connected(let subject, let count, let epoch, _): return "connected(\(subject), \(count), \(epoch))"
        }
    }

    private func connects(_ action: Machine.SubscribedAction) -> String? {
        switch action {
        case .none: return nil
        case .connect(let subject, let epoch): return "\(subject)@\(epoch)"
        }
    }

    private func connects(_ action: Machine.DisposedAction) -> String? {
        switch action {
        case .none: return nil
        case .connect(let subject, let epoch): return "\(subject)@\(epoch)"
        }
    }

    private func disposes(_ action: Machine.ConnectionAction, _ connection: BooleanDisposable) -> Bool {
        switch action {
        case .none: return false
        case .dispose(let disposed): return (disposed as AnyObject) === connection
        }
    }

    /// The subject and epoch a subscriber arriving now is given.
    private func arrive(_ machine: inout Machine, makeSubject: () -> String) -> (subject: String, epoch: Int) {
        switch machine.subscriberArrived(makeSubject: makeSubject) {
        case .subscribe(let subject, let epoch): return (subject, epoch)
        }
    }

    /// A machine connected (to `connection`) with `count` subscribers of epoch 0.
    private func connected(
        count: Int,
        keepsSubject: Bool = false,
        terminationOrder: Machine.TerminationOrder = .disposeFirst,
        _ connection: BooleanDisposable
    ) -> Machine {
        var machine = Machine(keepsSubject: keepsSubject, terminationOrder: terminationOrder)
        for _ in 0..<count { _ = arrive(&machine, makeSubject: { "s1" }) }
        _ = machine.subscribed(epoch: 0, subjectEnded: false)
        _ = machine.connected(connection, epoch: 0)
        return machine
    }

    func test_idle_subscribe_makesASubjectAndCountsTheSubscriber() {
        var machine = Machine(keepsSubject: false)
        let (subject, epoch) = arrive(&machine, makeSubject: { "s1" })
        XCTAssertEqual(subject, "s1")
        XCTAssertEqual(epoch, 0)
        XCTAssertEqual(describe(machine), "waiting(s1, 1, 0)")
    }

    func test_waiting_subscribe_countsAnother() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        XCTAssertEqual(arrive(&machine, makeSubject: { "s2" }).subject, "s1")
        XCTAssertEqual(describe(machine), "waiting(s1, 2, 0)")
    }

    func test_waiting_subscribed_connects() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        XCTAssertEqual(connects(machine.subscribed(epoch: 0, subjectEnded: false)), "s1@0")
        XCTAssertEqual(describe(machine), "connecting(s1, 1, 0)")
    }

    func test_waiting_subscribedToAnEndedSubject_leavesWithoutConnecting() {
        var machine = Machine(keepsSubject: true)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = arrive(&machine, makeSubject: { "s2" })
        XCTAssertNil(connects(machine.subscribed(epoch: 0, subjectEnded: true)))
        XCTAssertEqual(describe(machine), "waiting(s1, 1, 0)")
        XCTAssertNil(connects(machine.subscribed(epoch: 0, subjectEnded: true)))
        XCTAssertEqual(describe(machine), "idle(s1, 1)")
    }

    func test_connecting_subscribeAndSubscribed_countWithoutConnecting() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = machine.subscribed(epoch: 0, subjectEnded: false)
        XCTAssertEqual(arrive(&machine, makeSubject: { "s2" }).subject, "s1")
        XCTAssertNil(connects(machine.subscribed(epoch: 0, subjectEnded: false)))
        XCTAssertEqual(describe(machine), "connecting(s1, 2, 0)")
    }

    func test_connecting_connected_keepsTheConnection() {
        let connection = BooleanDisposable()
        let machine = connected(count: 1, connection)
        XCTAssertEqual(describe(machine), "connected(s1, 1, 0)")
    }

    func test_connected_subscribeAndSubscribed_countWithoutConnecting() {
        var machine = connected(count: 1, BooleanDisposable())
        XCTAssertEqual(arrive(&machine, makeSubject: { "s2" }).subject, "s1")
        XCTAssertNil(connects(machine.subscribed(epoch: 0, subjectEnded: false)))
        XCTAssertEqual(describe(machine), "connected(s1, 2, 0)")
    }

    func test_connected_released_disconnectsAfterTheLast() {
        let connection = BooleanDisposable()
        var machine = connected(count: 2, connection)
        XCTAssertFalse(disposes(machine.released(epoch: 0), connection))
        XCTAssertEqual(describe(machine), "connected(s1, 1, 0)")
        XCTAssertTrue(disposes(machine.released(epoch: 0), connection))
        XCTAssertEqual(describe(machine), "idle(-, 1)")
    }

    func test_subscribedWhileTheLastConnectionIsDisposed_connectsWhenTheDisposalIsDone() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, connection)
        XCTAssertTrue(disposes(machine.released(epoch: 0), connection))
        XCTAssertEqual(machine.disposing, 1)
        let (subject, epoch) = arrive(&machine, makeSubject: { "s2" })
        XCTAssertEqual(epoch, 1)
        XCTAssertNil(connects(machine.subscribed(epoch: 1, subjectEnded: false)), "must wait for the disposal")
        XCTAssertEqual(describe(machine), "waiting(s2, 1, 1)")
        XCTAssertEqual(machine.deferredConnection, 1)
        XCTAssertEqual(connects(machine.disposed()), "\(subject)@1")
        XCTAssertEqual(describe(machine), "connecting(s2, 1, 1)")
        XCTAssertEqual(machine.disposing, 0)
        XCTAssertNil(machine.deferredConnection)
    }

    func test_deferredConnection_whoseSubscribersLeft_isNotMade() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, connection)
        XCTAssertTrue(disposes(machine.released(epoch: 0), connection))
        _ = arrive(&machine, makeSubject: { "s2" })
        XCTAssertNil(connects(machine.subscribed(epoch: 1, subjectEnded: false)))
        XCTAssertFalse(disposes(machine.released(epoch: 1), connection))
        XCTAssertEqual(describe(machine), "idle(-, 2)")
        XCTAssertNil(connects(machine.disposed()))
        XCTAssertEqual(describe(machine), "idle(-, 2)")
    }

    func test_sourceTerminatedAndAConnectionEndedWhileMade_countTheirDisposals() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, connection)
        guard case .disposeThenForward(let disposal?) = machine.sourceTerminated(epoch: 0) else {
            return XCTFail("the termination must dispose the connection")
        }
        XCTAssertTrue((disposal as AnyObject) === connection)
        XCTAssertEqual(machine.disposing, 1)
        XCTAssertNil(connects(machine.disposed()))
        // A connection abandoned while it is being made counts from then, since it holds the source until it
        // arrives and is disposed.
        var racing = Machine(keepsSubject: false)
        _ = arrive(&racing, makeSubject: { "s1" })
        _ = racing.subscribed(epoch: 0, subjectEnded: false)
        _ = racing.released(epoch: 0)
        XCTAssertEqual(racing.disposing, 1)
        _ = arrive(&racing, makeSubject: { "s2" })
        XCTAssertNil(connects(racing.subscribed(epoch: 1, subjectEnded: false)), "must wait for the abandoned one")
        XCTAssertTrue(disposes(racing.connected(connection, epoch: 0), connection))
        XCTAssertEqual(racing.disposing, 1)
        XCTAssertEqual(connects(racing.disposed()), "s2@1")
        var terminating = Machine(keepsSubject: false)
        _ = arrive(&terminating, makeSubject: { "s1" })
        _ = terminating.subscribed(epoch: 0, subjectEnded: false)
        guard case .disposeThenForward(nil) = terminating.sourceTerminated(epoch: 0) else {
            return XCTFail("a connection still being made is disposed when it arrives")
        }
        XCTAssertEqual(terminating.disposing, 1)
    }

    func test_forever_connected_released_keepsTheSubject() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, keepsSubject: true, connection)
        XCTAssertTrue(disposes(machine.released(epoch: 0), connection))
        XCTAssertEqual(describe(machine), "idle(s1, 1)")
        XCTAssertEqual(arrive(&machine, makeSubject: { "s2" }).subject, "s1")
    }

    func test_connected_sourceTerminated_endsTheConnectionBeforeForwarding() {
        let connection = BooleanDisposable()
        var machine = connected(count: 2, connection)
        guard case .disposeThenForward(let disposed) = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertTrue((disposed as AnyObject?) === connection)
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        // Its subscribers are no longer counted.
        XCTAssertFalse(disposes(machine.released(epoch: 0), connection))
        XCTAssertEqual(describe(machine), "idle(-, 1)")
    }

    func test_forever_sourceTerminated_keepsTheSubject() {
        var machine = connected(count: 1, keepsSubject: true, BooleanDisposable())
        _ = machine.sourceTerminated(epoch: 0)
        XCTAssertEqual(describe(machine), "idle(s1, 1)")
    }

    func test_forever_subscriberArrivingAfterTheSourceTerminated_neverConnects() {
        for connecting in [false, true] {
            var machine = Machine(keepsSubject: true)
            _ = arrive(&machine, makeSubject: { "s1" })
            _ = machine.subscribed(epoch: 0, subjectEnded: false)
            if !connecting { _ = machine.connected(BooleanDisposable(), epoch: 0) }
            _ = machine.sourceTerminated(epoch: 0)
            XCTAssertTrue(machine.subjectEnding)
            // The end has not reached the subject yet: the subscriber will get it from there.
            let (subject, epoch) = arrive(&machine, makeSubject: { "s2" })
            XCTAssertEqual(subject, "s1")
            XCTAssertNil(connects(machine.subscribed(epoch: epoch, subjectEnded: false)), "connecting \(connecting)")
            XCTAssertEqual(describe(machine), "idle(s1, 2)", "connecting \(connecting)")
        }
    }

    func test_whileConnected_subscriberArrivingAfterTheSourceTerminated_connectsAfresh() {
        var machine = connected(count: 1, BooleanDisposable())
        _ = machine.sourceTerminated(epoch: 0)
        XCTAssertFalse(machine.subjectEnding)
        let (subject, epoch) = arrive(&machine, makeSubject: { "s2" })
        XCTAssertEqual(subject, "s2")
        _ = machine.disposed()
        XCTAssertEqual(connects(machine.subscribed(epoch: epoch, subjectEnded: false)), "s2@1")
    }

    func test_connecting_sourceTerminated_forwards_andTheConnectionIsDroppedWhenItArrives() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = machine.subscribed(epoch: 0, subjectEnded: false)
        guard case .disposeThenForward(nil) = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        let connection = BooleanDisposable()
        XCTAssertTrue(disposes(machine.connected(connection, epoch: 0), connection))
    }

    func test_sourceTerminatedAfterEveryoneLeft_isDropped() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, connection)
        _ = machine.released(epoch: 0)
        guard case .drop = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle(-, 1)")
    }

    func test_waiting_released_returnsToIdle() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = arrive(&machine, makeSubject: { "s1" })
        XCTAssertFalse(disposes(machine.released(epoch: 0), BooleanDisposable()))
        XCTAssertEqual(describe(machine), "waiting(s1, 1, 0)")
        _ = machine.released(epoch: 0)
        XCTAssertEqual(describe(machine), "idle(-, 1)")
    }

    func test_connecting_released_returnsToIdle_andTheConnectionIsDroppedWhenItArrives() {
        var machine = Machine(keepsSubject: false)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = machine.subscribed(epoch: 0, subjectEnded: false)
        _ = machine.released(epoch: 0)
        XCTAssertEqual(describe(machine), "connecting(s1, 1, 0)")
        _ = machine.released(epoch: 0)
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        let connection = BooleanDisposable()
        XCTAssertTrue(disposes(machine.connected(connection, epoch: 0), connection))
    }

    func test_subscriberOfAnEndedConnection_subscribed_doesNothing() {
        var machine = connected(count: 1, BooleanDisposable())
        _ = arrive(&machine, makeSubject: { "s2" })
        _ = machine.sourceTerminated(epoch: 0)
        XCTAssertNil(connects(machine.subscribed(epoch: 0, subjectEnded: true)))
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        XCTAssertEqual(arrive(&machine, makeSubject: { "s2" }).epoch, 1)
        XCTAssertEqual(describe(machine), "waiting(s2, 1, 1)")
    }

    func test_forwardFirst_connected_sourceTerminated_forwardsBeforeDisposing() {
        let connection = BooleanDisposable()
        var machine = connected(count: 2, terminationOrder: .forwardFirst, connection)
        guard case .forwardThenDispose(let disposed) = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertTrue((disposed as AnyObject?) === connection)
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        XCTAssertEqual(machine.disposing, 1)
        // A subscriber that subscribes again from the forwarded end waits for the disposal that follows it.
        let (subject, epoch) = arrive(&machine, makeSubject: { "s2" })
        XCTAssertEqual(subject, "s2")
        XCTAssertNil(connects(machine.subscribed(epoch: epoch, subjectEnded: false)))
        XCTAssertEqual(describe(machine), "waiting(s2, 1, 1)")
        XCTAssertEqual(connects(machine.disposed()), "s2@1")
        XCTAssertEqual(describe(machine), "connecting(s2, 1, 1)")
    }

    func test_forwardFirst_connecting_sourceTerminated_forwards_andTheConnectionIsDisposedWhenItArrives() {
        var machine = Machine(keepsSubject: false, terminationOrder: .forwardFirst)
        _ = arrive(&machine, makeSubject: { "s1" })
        _ = machine.subscribed(epoch: 0, subjectEnded: false)
        guard case .forwardThenDispose(nil) = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle(-, 1)")
        XCTAssertEqual(machine.disposing, 1)
        let connection = BooleanDisposable()
        XCTAssertTrue(disposes(machine.connected(connection, epoch: 0), connection))
        XCTAssertNil(connects(machine.disposed()))
        XCTAssertEqual(machine.disposing, 0)
    }

    func test_forwardFirst_sourceTerminatedAfterEveryoneLeft_isDropped() {
        let connection = BooleanDisposable()
        var machine = connected(count: 1, terminationOrder: .forwardFirst, connection)
        XCTAssertTrue(disposes(machine.released(epoch: 0), connection))
        guard case .drop = machine.sourceTerminated(epoch: 0) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle(-, 1)")
    }

    func test_forwardFirst_withAKeptSubject_stops() {
        expectPreconditionFailure("ShareStateMachine: a kept subject (scope .forever) disposes a terminated source") {
            _ = Machine(keepsSubject: true, terminationOrder: .forwardFirst)
        }
    }
}
