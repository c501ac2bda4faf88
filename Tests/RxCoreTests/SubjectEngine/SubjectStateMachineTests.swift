// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every event of ``SubjectStateMachine`` in every state (active, stopped, disposed, stopped after disposal), for each kind where the kind
/// matters, and the action it returns; the impossible transitions stop the program (checked in a child process).
final class SubjectStateMachineTests: RxTestCase {
    private typealias Machine = SubjectStateMachine<Int>

    private struct Failure: Error, CustomStringConvertible {
        var description: String { "boom" }
    }

    private let sender: UInt = 1
    private let deliverer: UInt = 2
    private let subscriber: UInt = 3

    // MARK: Descriptions of states and actions

    private func describe(_ machine: Machine) -> String {
        if machine.isDisposed {
            return machine.stopEvent.map { "stoppedAfterDisposal(\($0.debugDescription))" } ?? "disposed"
        }
        if let stop = machine.stopEvent { return "stopped(\(stop.debugDescription))" }
        XCTAssertTrue(machine.isActive)
        return "active"
    }

    private func describe(_ events: [Event<Int>]) -> String {
        "[" + events.map(\.debugDescription).joined(separator: ", ") + "]"
    }

    private func describe(_ action: Machine.NextReceivedAction) -> String {
        switch action {
        case .drop: return "drop"
        case .wait: return "wait"
        case .claimRoleOrQueue: return "claimRoleOrQueue"
        }
    }

    private func describe(_ action: Machine.NextReceivedHoldingRoleAction) -> String {
        switch action {
        case .drop: return "drop"
        case .deliver: return "deliver"
        case .queued: return "queued"
        }
    }

    private func describe(_ action: Machine.TerminalReceivedAction) -> String {
        switch action {
        case .drop: return "drop"
        case .claimRoleOrQueue(let last): return "claimRoleOrQueue(last: \(last.map(String.init) ?? "nil"))"
        }
    }

    private func describe(_ action: Machine.SubscribedAction) -> String {
        switch action {
        case .rejectDisposed: return "rejectDisposed"
        case .replayAndEnd(let events): return "replayAndEnd\(describe(events))"
        case .register: return "register"
        case .registerAndReplay(let elements): return "registerAndReplay\(describe(elements.events))"
        }
    }

    private func describe(_ action: Machine.ReplayFinishedAction) -> String {
        switch action {
        case .deliverBacklog(let events): return "deliverBacklog\(describe(events))"
        case .openGate(let wake): return wake == nil ? "openGate" : "openGate(wake)"
        }
    }

    private func describe(_ action: Machine.GateReachedAction) -> String {
        switch action {
        case .deliver: return "deliver"
        case .skip: return "skip"
        case .leftInBacklog: return "leftInBacklog"
        case .wait: return "wait"
        }
    }

    private func describe(_ action: Machine.SubscriptionDisposedAction) -> String {
        switch action {
        case .none: return "none"
        case .removeSlot: return "removeSlot"
        }
    }

    private func describe(_ action: Machine.DisposedAction) -> String {
        switch action {
        case .none: return "none"
        case .clearRegistry(let dropped, let wake):
            return "clearRegistry(dropped: \(describe(dropped)), wake: \(wake.count))"
        }
    }

    private func describe(_ work: ContiguousArray<Machine.Pending>) -> String {
        "[" + work.map(describe).joined(separator: ", ") + "]"
    }

    private func describe(_ item: Machine.Pending) -> String {
        switch item {
        case .next(let element): return "next(\(element))"
        case .terminal(let event, let last):
            return "terminal(\(event.debugDescription), last: \(last.map(String.init) ?? "nil"))"
        case .insert: return "insert"
        case .remove: return "remove"
        case .clear: return "clear"
        }
    }

    private func taken(_ machine: inout Machine) -> (work: String, wake: [DispatchSemaphore]) {
        switch machine.drainStarted() {
        case .carryOut(let work, let wake): return (describe(work), wake)
        }
    }

    // MARK: Fixtures

    /// A subscription identity, and a slot for the queue, that nothing else uses.
    private final class Token {}

    private func slot() -> SubjectObserverSlot<Int> {
        let core = SubjectCore<Int>(kind: .publish)
        return SubjectObserverSlot(observer: AnyObserver { _ in }, subscription: SubjectSubscription(core: core))
    }

    private func stopped(_ kind: SubjectKind, by event: Event<Int>, after elements: [Int] = []) -> Machine {
        var machine = Machine(kind: kind, latest: kind == .behavior ? 0 : nil, bufferLimit: kind == .replay ? 2 : nil)
        for element in elements { _ = machine.nextReceivedHoldingRole(element) }
        _ = machine.terminalReceived(event)
        return machine
    }

    private func disposed(_ kind: SubjectKind) -> Machine {
        var machine = Machine(kind: kind, latest: kind == .behavior ? 0 : nil)
        _ = machine.disposed()
        return machine
    }

    /// Fills the queue to its limit.
    private func fillQueue(_ machine: inout Machine) {
        for element in 0..<Machine.queueLimit { machine.claimFailed(.next(element)) }
    }

    // MARK: active: sending

    func test_active_nextReceived_keepsWhatTheKindKeepsAndClaimsTheRole() {
        var publish = Machine(kind: .publish)
        XCTAssertEqual(describe(publish.nextReceived(1, thread: sender, deliverer: deliverer)), "claimRoleOrQueue")

        var behavior = Machine(kind: .behavior, latest: 0)
        XCTAssertEqual(describe(behavior.nextReceived(1, thread: sender, deliverer: deliverer)), "claimRoleOrQueue")
        XCTAssertEqual(behavior.latest, 1)

        var replay = Machine(kind: .replay, bufferLimit: 2)
        for element in 1...3 {
            XCTAssertEqual(
                describe(replay.nextReceived(element, thread: sender, deliverer: deliverer)),
                "claimRoleOrQueue"
            )
        }
        XCTAssertEqual(
            describe(replay.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
            "registerAndReplay[next(2), next(3)]"
        )

        XCTAssertEqual(describe(publish), "active")
        XCTAssertEqual(publish.queuedCount, 0)
    }

    func test_active_nextReceived_asyncSubjectOnlyKeepsTheElement() {
        var machine = Machine(kind: .async)
        XCTAssertEqual(describe(machine.nextReceived(1, thread: sender, deliverer: deliverer)), "drop")
        XCTAssertEqual(describe(machine.terminalReceived(.completed)), "claimRoleOrQueue(last: 1)")
    }

    func test_active_nextReceived_fullQueue_makesAnotherThreadWait() {
        var machine = Machine(kind: .behavior, latest: 0)
        fillQueue(&machine)
        let action = machine.nextReceived(1, thread: sender, deliverer: deliverer)
        XCTAssertEqual(describe(action), "wait")
        XCTAssertEqual(machine.waitingSenderCount, 1)
        // Not accepted: the value is unchanged until the sender tries again.
        XCTAssertEqual(machine.latest, 0)
        // Taking the queue hands over the waiting sender's semaphore.
        let (work, wake) = taken(&machine)
        XCTAssertEqual(work.hasPrefix("[next(0), next(1), next(2)"), true)
        XCTAssertEqual(wake.count, 1)
        if case .wait(let semaphore) = action { XCTAssertTrue(wake[0] === semaphore) }
        XCTAssertEqual(machine.waitingSenderCount, 0)
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_active_nextReceived_fullQueue_neverMakesTheDelivererWait() {
        var machine = Machine(kind: .publish)
        fillQueue(&machine)
        XCTAssertEqual(describe(machine.nextReceived(1, thread: deliverer, deliverer: deliverer)), "claimRoleOrQueue")
        XCTAssertEqual(machine.waitingSenderCount, 0)
    }

    func test_active_nextReceived_fullQueue_neverMakesAReplayingThreadWait() {
        var machine = Machine(kind: .behavior, latest: 0)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        fillQueue(&machine)
        XCTAssertEqual(describe(machine.nextReceived(1, thread: subscriber, deliverer: deliverer)), "claimRoleOrQueue")
        XCTAssertEqual(machine.waitingSenderCount, 0)
    }

    func test_active_nextReceivedHoldingRole_deliversWhenNothingIsQueued() {
        var machine = Machine(kind: .behavior, latest: 0)
        XCTAssertEqual(describe(machine.nextReceivedHoldingRole(1)), "deliver")
        XCTAssertEqual(machine.latest, 1)
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_active_nextReceivedHoldingRole_queuesBehindWorkQueuedMeanwhile() {
        var machine = Machine(kind: .replay, bufferLimit: 4)
        machine.claimFailed(.insert(slot()))
        XCTAssertEqual(describe(machine.nextReceivedHoldingRole(1)), "queued")
        XCTAssertEqual(taken(&machine).work, "[insert, next(1)]")
    }

    func test_active_nextReceivedHoldingRole_asyncSubjectOnlyKeepsTheElement() {
        var machine = Machine(kind: .async)
        XCTAssertEqual(describe(machine.nextReceivedHoldingRole(1)), "drop")
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_active_terminalReceived_stopsAndClaimsTheRole() {
        var machine = Machine(kind: .publish)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        XCTAssertEqual(machine.observerCount, 1)
        XCTAssertEqual(describe(machine.terminalReceived(.completed)), "claimRoleOrQueue(last: nil)")
        XCTAssertEqual(describe(machine), "stopped(completed)")
        // The end empties the registry: nobody is counted any more.
        XCTAssertEqual(machine.observerCount, 0)
    }

    func test_active_terminalReceived_asyncSubject_deliversItsLastElementOnlyOnCompletion() {
        var completing = Machine(kind: .async)
        _ = completing.nextReceivedHoldingRole(7)
        XCTAssertEqual(describe(completing.terminalReceived(.completed)), "claimRoleOrQueue(last: 7)")

        var failing = Machine(kind: .async)
        _ = failing.nextReceivedHoldingRole(7)
        XCTAssertEqual(describe(failing.terminalReceived(.error(Failure()))), "claimRoleOrQueue(last: nil)")
        XCTAssertEqual(
            describe(failing.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
            "replayAndEnd[error(boom)]"
        )
    }

    // MARK: the queue (any state)

    func test_claimFailed_queuesInOrder_andDrainStartedTakesItAll() {
        var machine = Machine(kind: .publish)
        machine.claimFailed(.next(1))
        machine.claimFailed(.insert(slot()))
        machine.claimFailed(.next(2))
        _ = machine.terminalReceived(.completed)
        machine.claimFailed(.terminal(.completed, last: nil))
        XCTAssertEqual(machine.queuedCount, 4)
        let (work, wake) = taken(&machine)
        XCTAssertEqual(work, "[next(1), insert, next(2), terminal(completed, last: nil)]")
        XCTAssertTrue(wake.isEmpty)
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_claimFailed_afterTheEnd_stillQueuesTheRemovalOfAnObserver() {
        var machine = stopped(.publish, by: .completed)
        machine.claimFailed(.remove(SubjectSubscription(core: SubjectCore<Int>(kind: .publish))))
        XCTAssertEqual(taken(&machine).work, "[remove]")
    }

    // MARK: active: subscribing

    func test_active_subscribed_registersWithoutReplayWhenNothingIsKept() {
        var publish = Machine(kind: .publish)
        XCTAssertEqual(describe(publish.subscribed(ObjectIdentifier(Token()), thread: subscriber)), "register")
        XCTAssertEqual(publish.observerCount, 1)
        XCTAssertEqual(publish.replayCount, 0)

        var emptyReplay = Machine(kind: .replay, bufferLimit: 3)
        XCTAssertEqual(describe(emptyReplay.subscribed(ObjectIdentifier(Token()), thread: subscriber)), "register")

        var async = Machine(kind: .async)
        _ = async.nextReceivedHoldingRole(1)
        // An active async subject replays nothing: its element comes with the completion.
        XCTAssertEqual(describe(async.subscribed(ObjectIdentifier(Token()), thread: subscriber)), "register")
    }

    func test_active_subscribed_registersBehindTheGateWithAReplay() {
        var machine = Machine(kind: .behavior, latest: 5)
        XCTAssertEqual(
            describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
            "registerAndReplay[next(5)]"
        )
        XCTAssertEqual(machine.observerCount, 1)
        XCTAssertEqual(machine.replayCount, 1)
    }

    func test_replayFinished_withoutBacklog_opensTheGate() {
        var machine = Machine(kind: .behavior, latest: 5)
        let token = Token()
        _ = machine.subscribed(ObjectIdentifier(token), thread: subscriber)
        XCTAssertEqual(describe(machine.replayFinished(ObjectIdentifier(token), thread: subscriber)), "openGate")
        XCTAssertEqual(machine.replayCount, 0)
    }

    func test_gateReached_byAnotherThread_waitsForTheReplay_whichWakesIt() {
        var machine = Machine(kind: .behavior, latest: 5)
        let token = Token()
        _ = machine.subscribed(ObjectIdentifier(token), thread: subscriber)
        let first = machine.gateReached(ObjectIdentifier(token), gate: .replaying, event: .next(6), thread: deliverer)
        XCTAssertEqual(describe(first), "wait")
        // Looking again before the replay ended waits on the same semaphore.
        let second = machine.gateReached(ObjectIdentifier(token), gate: .replaying, event: .next(6), thread: deliverer)
        guard case .wait(let waiter) = first, case .wait(let again) = second else { return XCTFail("not waiting") }
        XCTAssertTrue(waiter === again)
        let finished = machine.replayFinished(ObjectIdentifier(token), thread: subscriber)
        XCTAssertEqual(describe(finished), "openGate(wake)")
        if case .openGate(let wake) = finished { XCTAssertTrue(wake === waiter) }
    }

    func test_gateReached_byTheReplayingThread_leavesTheEventForAfterTheReplay() {
        var machine = Machine(kind: .behavior, latest: 5)
        let token = Token()
        _ = machine.subscribed(ObjectIdentifier(token), thread: subscriber)
        XCTAssertEqual(
            describe(
                machine.gateReached(ObjectIdentifier(token), gate: .replaying, event: .next(6), thread: subscriber)
            ),
            "leftInBacklog"
        )
        XCTAssertEqual(
            describe(
                machine.gateReached(ObjectIdentifier(token), gate: .replaying, event: .completed, thread: subscriber)
            ),
            "leftInBacklog"
        )
        XCTAssertEqual(
            describe(machine.replayFinished(ObjectIdentifier(token), thread: subscriber)),
            "deliverBacklog[next(6), completed]"
        )
        XCTAssertEqual(machine.replayCount, 1)
        XCTAssertEqual(describe(machine.replayFinished(ObjectIdentifier(token), thread: subscriber)), "openGate")
        XCTAssertEqual(machine.replayCount, 0)
    }

    func test_replaysOnThreeThreads_finishInAnyOrder_eachKeepingItsBacklog() {
        // The first replay is kept inline, the others beside it: finishing the first moves the second inline.
        var machine = Machine(kind: .behavior, latest: 5)
        let objects = (0..<3).map { _ in Token() }
        let tokens = objects.map(ObjectIdentifier.init)
        let threads: [UInt] = [subscriber, subscriber + 100, subscriber + 200]
        for (token, thread) in zip(tokens, threads) { _ = machine.subscribed(token, thread: thread) }
        XCTAssertEqual(machine.replayCount, 3)
        XCTAssertEqual(
            describe(machine.gateReached(tokens[1], gate: .replaying, event: .next(6), thread: threads[1])),
            "leftInBacklog"
        )
        XCTAssertEqual(describe(machine.replayFinished(tokens[0], thread: threads[0])), "openGate")
        XCTAssertEqual(machine.replayCount, 2)
        XCTAssertEqual(
            describe(machine.gateReached(tokens[2], gate: .replaying, event: .next(7), thread: threads[2])),
            "leftInBacklog"
        )
        XCTAssertEqual(describe(machine.replayFinished(tokens[2], thread: threads[2])), "deliverBacklog[next(7)]")
        XCTAssertEqual(describe(machine.replayFinished(tokens[2], thread: threads[2])), "openGate")
        XCTAssertEqual(describe(machine.replayFinished(tokens[1], thread: threads[1])), "deliverBacklog[next(6)]")
        XCTAssertEqual(describe(machine.replayFinished(tokens[1], thread: threads[1])), "openGate")
        XCTAssertEqual(machine.replayCount, 0)
        // Empty again: a new replay is kept inline.
        _ = machine.subscribed(tokens[0], thread: threads[0])
        XCTAssertEqual(machine.replayCount, 1)
        withExtendedLifetime(objects) {}
    }

    func test_gateReached_openOrDisposedGate_deliversOrSkips() {
        var machine = Machine(kind: .publish)
        let token = ObjectIdentifier(Token())
        XCTAssertEqual(describe(machine.gateReached(token, gate: .live, event: .next(1), thread: deliverer)), "deliver")
        XCTAssertEqual(
            describe(machine.gateReached(token, gate: .disposed, event: .next(1), thread: deliverer)),
            "skip"
        )
    }

    // MARK: active: disposing

    func test_active_subscriptionDisposed_removesItsSlot() {
        var machine = Machine(kind: .publish)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        XCTAssertEqual(describe(machine.subscriptionDisposed()), "removeSlot")
        XCTAssertEqual(machine.observerCount, 1)
        XCTAssertEqual(describe(machine.subscriptionDisposed()), "removeSlot")
        XCTAssertEqual(machine.observerCount, 0)
    }

    func test_active_disposed_dropsTheQueueWakesTheSendersAndClearsTheRegistry() {
        var machine = Machine(kind: .replay, bufferLimit: 4)
        _ = machine.nextReceivedHoldingRole(1)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        fillQueue(&machine)
        _ = machine.nextReceived(9, thread: sender, deliverer: deliverer)
        let action = machine.disposed()
        XCTAssertEqual(describe(machine), "disposed")
        XCTAssertEqual(machine.observerCount, 0)
        XCTAssertEqual(machine.queuedCount, 0)
        XCTAssertEqual(machine.waitingSenderCount, 0)
        guard case .clearRegistry(let dropped, let wake) = action else { return XCTFail("\(describe(action))") }
        XCTAssertEqual(dropped.count, Machine.queueLimit)
        XCTAssertEqual(wake.count, 1)
    }

    func test_disposed_forgetsWhatLateSubscribersWouldReceive_butBehaviorKeepsItsValue() {
        var behavior = Machine(kind: .behavior, latest: 3)
        _ = behavior.disposed()
        XCTAssertEqual(behavior.latest, 3)

        var async = Machine(kind: .async)
        _ = async.nextReceivedHoldingRole(3)
        _ = async.disposed()
        XCTAssertNil(async.latest)
    }

    func test_replayStartedBeforeDisposal_stillFinishes() {
        var machine = Machine(kind: .behavior, latest: 5)
        let token = Token()
        _ = machine.subscribed(ObjectIdentifier(token), thread: subscriber)
        _ = machine.disposed()
        XCTAssertEqual(describe(machine.replayFinished(ObjectIdentifier(token), thread: subscriber)), "openGate")
    }

    // MARK: stopped

    func test_stopped_dropsElementsAndTerminalEvents() {
        var machine = stopped(.behavior, by: .completed, after: [1])
        XCTAssertEqual(describe(machine.nextReceived(2, thread: sender, deliverer: deliverer)), "drop")
        XCTAssertEqual(describe(machine.nextReceivedHoldingRole(2)), "drop")
        XCTAssertEqual(describe(machine.terminalReceived(.error(Failure()))), "drop")
        XCTAssertEqual(describe(machine), "stopped(completed)")
        XCTAssertEqual(machine.latest, 1)
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_stopped_subscribed_replaysAndEndsWithoutRegistering() {
        let token = ObjectIdentifier(Token())
        var publish = stopped(.publish, by: .completed, after: [1])
        XCTAssertEqual(describe(publish.subscribed(token, thread: subscriber)), "replayAndEnd[completed]")
        var behavior = stopped(.behavior, by: .error(Failure()), after: [1])
        XCTAssertEqual(describe(behavior.subscribed(token, thread: subscriber)), "replayAndEnd[error(boom)]")
        var replay = stopped(.replay, by: .completed, after: [1, 2, 3])
        XCTAssertEqual(
            describe(replay.subscribed(token, thread: subscriber)),
            "replayAndEnd[next(2), next(3), completed]"
        )
        var async = stopped(.async, by: .completed, after: [1, 2])
        XCTAssertEqual(describe(async.subscribed(token, thread: subscriber)), "replayAndEnd[next(2), completed]")
        var emptyAsync = stopped(.async, by: .completed)
        XCTAssertEqual(describe(emptyAsync.subscribed(token, thread: subscriber)), "replayAndEnd[completed]")
        XCTAssertEqual(replay.observerCount, 0)
        XCTAssertEqual(replay.replayCount, 0)
    }

    func test_stopped_subscriptionDisposed_changesNothing() {
        var machine = Machine(kind: .publish)
        _ = machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)
        _ = machine.terminalReceived(.completed)
        XCTAssertEqual(describe(machine.subscriptionDisposed()), "none")
        XCTAssertEqual(machine.observerCount, 0)
    }

    func test_stopped_disposed_dropsTheQueuedEndAndClearsTheRegistry() {
        var machine = stopped(.replay, by: .completed, after: [1])
        machine.claimFailed(.terminal(.completed, last: nil))
        XCTAssertEqual(
            describe(machine.disposed()),
            "clearRegistry(dropped: [terminal(completed, last: nil)], wake: 0)"
        )
        XCTAssertEqual(describe(machine), "disposed")
        XCTAssertNil(machine.stopEvent)
        XCTAssertEqual(describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)), "rejectDisposed")
    }

    // MARK: disposed

    func test_disposed_dropsEverythingAndRejectsSubscribers() {
        for kind in [SubjectKind.publish, .behavior, .replay, .async] {
            var machine = disposed(kind)
            XCTAssertEqual(describe(machine.nextReceived(1, thread: sender, deliverer: deliverer)), "drop")
            XCTAssertEqual(describe(machine.nextReceivedHoldingRole(1)), "drop")
            if kind != .publish {
                XCTAssertEqual(describe(machine.terminalReceived(.completed)), "drop")
            }
            XCTAssertEqual(
                describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
                "rejectDisposed"
            )
            XCTAssertEqual(describe(machine.subscriptionDisposed()), "none")
            XCTAssertEqual(describe(machine), "disposed")
            XCTAssertEqual(machine.observerCount, 0)
            XCTAssertEqual(machine.queuedCount, 0)
        }
    }

    func test_disposed_terminalReceived_otherKindsDropIt() {
        XCTAssertTrue(SubjectMemory<Int>(kind: .publish, latest: nil, bufferLimit: nil).keepsTerminalAfterDisposal)
        for kind in [SubjectKind.behavior, .replay, .async] {
            var machine = disposed(kind)
            XCTAssertFalse(SubjectMemory<Int>(kind: kind, latest: nil, bufferLimit: nil).keepsTerminalAfterDisposal)
            XCTAssertEqual(describe(machine.terminalReceived(.error(Failure()))), "drop")
            XCTAssertEqual(describe(machine), "disposed")
        }
    }

    func test_disposed_terminalReceived_publishKeepsItForLaterSubscribers() {
        var machine = disposed(.publish)
        // Nobody is registered: nothing to deliver.
        XCTAssertEqual(describe(machine.terminalReceived(.completed)), "drop")
        XCTAssertEqual(describe(machine), "stoppedAfterDisposal(completed)")
        XCTAssertTrue(machine.isDisposed)
        XCTAssertFalse(machine.isActive)
        XCTAssertEqual(machine.queuedCount, 0)
    }

    // MARK: stoppedAfterDisposal

    private func stoppedAfterDisposal(by event: Event<Int>) -> Machine {
        var machine = disposed(.publish)
        _ = machine.terminalReceived(event)
        return machine
    }

    func test_stoppedAfterDisposal_dropsElementsAndTerminalEvents() {
        var machine = stoppedAfterDisposal(by: .error(Failure()))
        XCTAssertEqual(describe(machine.nextReceived(1, thread: sender, deliverer: deliverer)), "drop")
        XCTAssertEqual(describe(machine.nextReceivedHoldingRole(1)), "drop")
        XCTAssertEqual(describe(machine.terminalReceived(.completed)), "drop")
        XCTAssertEqual(describe(machine), "stoppedAfterDisposal(error(boom))")
        XCTAssertEqual(machine.queuedCount, 0)
    }

    func test_stoppedAfterDisposal_subscribed_endsWithoutRegistering() {
        var machine = stoppedAfterDisposal(by: .completed)
        XCTAssertEqual(
            describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
            "replayAndEnd[completed]"
        )
        XCTAssertEqual(describe(machine.subscriptionDisposed()), "none")
        XCTAssertEqual(machine.observerCount, 0)
        XCTAssertEqual(machine.replayCount, 0)
    }

    func test_stoppedAfterDisposal_disposed_forgetsTheEnd_andKeepsTheNextOne() {
        var machine = stoppedAfterDisposal(by: .completed)
        XCTAssertEqual(describe(machine.disposed()), "none")
        XCTAssertEqual(describe(machine), "disposed")
        XCTAssertEqual(describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)), "rejectDisposed")
        XCTAssertEqual(describe(machine.terminalReceived(.error(Failure()))), "drop")
        XCTAssertEqual(describe(machine), "stoppedAfterDisposal(error(boom))")
    }

    func test_stopped_disposed_thenTerminalReceived_publishKeepsTheNewEnd() {
        var machine = stopped(.publish, by: .completed)
        _ = machine.disposed()
        XCTAssertNil(machine.stopEvent)
        XCTAssertEqual(describe(machine.terminalReceived(.error(Failure()))), "drop")
        XCTAssertEqual(
            describe(machine.subscribed(ObjectIdentifier(Token()), thread: subscriber)),
            "replayAndEnd[error(boom)]"
        )
    }

    func test_disposed_again_doesNothing() {
        var machine = Machine(kind: .publish)
        XCTAssertEqual(describe(machine.disposed()), "clearRegistry(dropped: [], wake: 0)")
        machine.claimFailed(.clear)
        XCTAssertEqual(describe(machine.disposed()), "none")
        // The emptying of the registry queued by the first disposal stays queued.
        XCTAssertEqual(taken(&machine).work, "[clear]")
    }

    // MARK: SubjectKind

    func test_onlyAPublishSubjectSendsWithoutKeepingAnything() {
        XCTAssertFalse(SubjectKind.publish.keepsElements)
        XCTAssertTrue(SubjectKind.behavior.keepsElements)
        XCTAssertTrue(SubjectKind.replay.keepsElements)
        XCTAssertTrue(SubjectKind.async.keepsElements)
    }

    // MARK: Impossible transitions

    func test_drainStartedWithNothingQueued_stops() {
        expectPreconditionFailure(
            "Internal inconsistency: the emitter role says work is queued, but the queue is empty"
        ) {
            var machine = Machine(kind: .publish)
            _ = machine.drainStarted()
        }
    }

    func test_replayFinishedOnAnotherThread_stops() {
        expectPreconditionFailure("Internal inconsistency: a replay finished on a thread that was not replaying") {
            var machine = Machine(kind: .behavior, latest: 1)
            let token = Token()
            _ = machine.subscribed(ObjectIdentifier(token), thread: subscriber)
            _ = machine.replayFinished(ObjectIdentifier(token), thread: sender)
        }
    }

    func test_replayFinishedWithoutAReplay_stops() {
        expectPreconditionFailure("Internal inconsistency: a replay finished on a thread that was not replaying") {
            var machine = Machine(kind: .publish)
            _ = machine.replayFinished(ObjectIdentifier(Token()), thread: subscriber)
        }
    }

    func test_closedGateWithoutAReplay_stops() {
        expectPreconditionFailure(
            "Internal inconsistency: a subscription's gate is closed, but no replay is in progress"
        ) {
            var machine = Machine(kind: .publish)
            _ = machine.gateReached(ObjectIdentifier(Token()), gate: .replaying, event: .next(1), thread: deliverer)
        }
    }
}
