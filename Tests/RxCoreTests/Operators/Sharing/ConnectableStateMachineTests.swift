// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every transition of ``ConnectableStateMachine`` (the lifecycle of `multicast`, `publish`, `replay`).
final class ConnectableStateMachineTests: RxTestCase {
    private final class Subject {}
    private final class Connection {}
    private typealias Machine = ConnectableStateMachine<Subject, Connection>

    private func describe(_ machine: Machine) -> String {
        switch machine.state {
        case .idle: return "idle"
        case .ready(_, let id): return "ready(\(id))"
        case .connected(_, let id, _): return "connected(\(id))"
        }
    }

    private func ready(_ subject: Subject = Subject()) -> Machine {
        var machine = Machine()
        _ = machine.subjectMade(subject)
        return machine
    }

    private func connected(_ connection: Connection, subject: Subject = Subject()) -> Machine {
        var machine = ready(subject)
        guard case .makeConnection(_, let id) = machine.connectCalled() else { fatalError() }
        guard case .subscribeSource = machine.connectionMade(connection, subjectID: id) else { fatalError() }
        return machine
    }

    func test_idle_subscribe_makesASubject() {
        var machine = Machine()
        guard case .makeSubject = machine.subscriberArrived() else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle")
    }

    func test_idle_connect_makesASubject() {
        var machine = Machine()
        guard case .makeSubject = machine.connectCalled() else { return XCTFail() }
        XCTAssertEqual(describe(machine), "idle")
    }

    func test_idle_subjectMade_installsIt() {
        var machine = Machine()
        let subject = Subject()
        XCTAssertTrue(machine.subjectMade(subject) === subject)
        XCTAssertEqual(describe(machine), "ready(1)")
    }

    func test_ready_subjectMade_keepsTheInstalledOne() {
        let installed = Subject()
        var machine = ready(installed)
        XCTAssertTrue(machine.subjectMade(Subject()) === installed)
        XCTAssertEqual(describe(machine), "ready(1)")
    }

    func test_ready_subscribe_usesTheSubject() {
        let subject = Subject()
        var machine = ready(subject)
        guard case .subscribe(let used) = machine.subscriberArrived() else { return XCTFail() }
        XCTAssertTrue(used === subject)
    }

    func test_ready_connect_buildsAConnection_thenSubscribesTheSource() {
        let subject = Subject()
        var machine = ready(subject)
        guard case .makeConnection(let used, let id) = machine.connectCalled() else { return XCTFail() }
        XCTAssertTrue(used === subject)
        XCTAssertEqual(describe(machine), "ready(1)")
        guard case .subscribeSource = machine.connectionMade(Connection(), subjectID: id) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "connected(1)")
    }

    func test_connectionMade_afterARacingConnect_returnsTheWinner() {
        var machine = ready()
        guard case .makeConnection(_, let id) = machine.connectCalled() else { return XCTFail() }
        let winner = Connection()
        _ = machine.connectionMade(winner, subjectID: id)
        guard case .returnCurrent(let current) = machine.connectionMade(Connection(), subjectID: id) else {
            return XCTFail()
        }
        XCTAssertTrue(current === winner)
    }

    func test_connectionMade_forAReplacedSubject_retries() {
        var machine = ready()
        guard case .makeConnection(_, let id) = machine.connectCalled() else { return XCTFail() }
        let connection = Connection()
        _ = machine.connectionMade(connection, subjectID: id)
        machine.connectionDisposed(connection)
        guard case .retry = machine.connectionMade(Connection(), subjectID: id) else { return XCTFail() }
        _ = machine.subjectMade(Subject())
        guard case .retry = machine.connectionMade(Connection(), subjectID: id) else { return XCTFail() }
        XCTAssertEqual(describe(machine), "ready(2)")
    }

    func test_connected_subscribeAndSubjectMade_useTheConnectedSubject() {
        let subject = Subject()
        var machine = connected(Connection(), subject: subject)
        guard case .subscribe(let used) = machine.subscriberArrived() else { return XCTFail() }
        XCTAssertTrue(used === subject)
        XCTAssertTrue(machine.subjectMade(Subject()) === subject)
    }

    func test_connected_connect_returnsTheCurrentConnection() {
        let connection = Connection()
        var machine = connected(connection)
        guard case .returnCurrent(let current) = machine.connectCalled() else { return XCTFail() }
        XCTAssertTrue(current === connection)
        XCTAssertEqual(describe(machine), "connected(1)")
    }

    func test_connected_sourceTerminated_forgetsConnectionAndSubject() {
        let connection = Connection()
        var machine = connected(connection)
        XCTAssertTrue(machine.sourceTerminated(connection))
        XCTAssertEqual(describe(machine), "idle")
        guard case .makeSubject = machine.subscriberArrived() else { return XCTFail() }
    }

    func test_connected_connectionDisposed_forgetsConnectionAndSubject() {
        let connection = Connection()
        var machine = connected(connection)
        XCTAssertTrue(machine.connectionDisposed(connection))
        XCTAssertEqual(describe(machine), "idle")
    }

    func test_anEndedConnection_leavesTheCurrentOneAlone() {
        let old = Connection()
        var machine = connected(old)
        machine.sourceTerminated(old)
        XCTAssertFalse(machine.connectionDisposed(old))
        XCTAssertFalse(machine.sourceTerminated(old))
        XCTAssertEqual(describe(machine), "idle")
        _ = machine.subjectMade(Subject())
        XCTAssertFalse(machine.connectionDisposed(old))
        XCTAssertEqual(describe(machine), "ready(2)")
        let current = Connection()
        guard case .makeConnection(_, let id) = machine.connectCalled() else { return XCTFail() }
        _ = machine.connectionMade(current, subjectID: id)
        XCTAssertFalse(machine.sourceTerminated(old))
        XCTAssertEqual(describe(machine), "connected(2)")
    }
}
