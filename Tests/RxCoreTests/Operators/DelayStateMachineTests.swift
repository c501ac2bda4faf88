// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// Every transition of ``DelayStateMachine``, and its impossible ones (each run in a child process; see
/// `expectPreconditionFailure`).
final class DelayStateMachineTests: RxTestCase {
    private typealias Machine = DelayStateMachine<Int>

    private struct Failure: Error, Equatable {
        let code: Int
    }

    private let start = Date(timeIntervalSinceReferenceDate: 0)

    private func time(_ seconds: TimeInterval) -> RxTime { start.addingTimeInterval(seconds) }

    private func describe(_ machine: Machine) -> String {
        switch machine.state {
        case .idle: return "idle"
        case .scheduled: return "scheduled"
        case .emitting: return "emitting"
        case .emittingBeforeError(let error): return "emittingBeforeError(\((error as? Failure)?.code ?? -1))"
        case .ended: return "ended"
        }
    }

    private func describe(_ action: Machine.TimerFiredAction) -> String {
        switch action {
        case .none: return "none"
        case .emit(let element): return "emit(\(element))"
        case .complete: return "complete"
        }
    }

    private func describe(_ action: Machine.EmittedAction) -> String {
        switch action {
        case .none: return "none"
        case .startTimer(let arrivedAt): return "startTimer(\(arrivedAt.timeIntervalSince(start)))"
        case .fail(let error): return "fail(\((error as? Failure)?.code ?? -1))"
        }
    }

    /// A machine whose timer is emitting 1, with `later` waiting behind it (arrived at 1, 2, ...).
    private func emitting(later: [Int] = []) -> Machine {
        var machine = Machine()
        _ = machine.received(.next(1), at: time(0))
        for (index, element) in later.enumerated() { _ = machine.received(.next(element), at: time(Double(index + 1))) }
        _ = machine.timerFired()
        return machine
    }

    // MARK: idle and scheduled

    func test_idle_element_startsTheTimer() {
        var machine = Machine()
        guard case .startTimer = machine.received(.next(1), at: time(0)) else { return XCTFail("no timer started") }
        XCTAssertEqual(describe(machine), "scheduled")
        XCTAssertEqual(machine.waitingCount, 1)
    }

    func test_idle_completion_startsTheTimer() {
        var machine = Machine()
        guard case .startTimer = machine.received(.completed, at: time(0)) else { return XCTFail("no timer started") }
        XCTAssertEqual(describe(machine), "scheduled")
    }

    func test_scheduled_element_waitsForTheRunningTimer() {
        var machine = Machine()
        _ = machine.received(.next(1), at: time(0))
        guard case .none = machine.received(.next(2), at: time(1)) else { return XCTFail("a second timer") }
        XCTAssertEqual(describe(machine), "scheduled")
        XCTAssertEqual(machine.waitingCount, 2)
    }

    func test_scheduled_timerFired_takesTheOldestElement() {
        var machine = Machine()
        _ = machine.received(.next(1), at: time(0))
        _ = machine.received(.next(2), at: time(1))
        XCTAssertEqual(describe(machine.timerFired()), "emit(1)")
        XCTAssertEqual(describe(machine), "emitting")
        XCTAssertEqual(machine.waitingCount, 1)
    }

    func test_scheduled_timerFiredOnTheCompletion_ends() {
        var machine = Machine()
        _ = machine.received(.completed, at: time(0))
        XCTAssertEqual(describe(machine.timerFired()), "complete")
        XCTAssertEqual(describe(machine), "ended")
        XCTAssertEqual(machine.waitingCount, 0)
    }

    func test_idleOrScheduled_failure_emitsTheErrorAtOnceAndDropsTheWaiting() {
        var idle = Machine()
        guard case .emitError = idle.failed(Failure(code: 1)) else { return XCTFail("error not emitted") }
        XCTAssertEqual(describe(idle), "ended")

        var scheduled = Machine()
        _ = scheduled.received(.next(1), at: time(0))
        _ = scheduled.received(.completed, at: time(1))
        guard case .emitError = scheduled.failed(Failure(code: 1)) else { return XCTFail("error not emitted") }
        XCTAssertEqual(describe(scheduled), "ended")
        XCTAssertEqual(scheduled.waitingCount, 0)
        // The timer that was scheduled fires before the sink is disposed: it emits nothing.
        XCTAssertEqual(describe(scheduled.timerFired()), "none")
        XCTAssertEqual(describe(scheduled), "ended")
    }

    // MARK: emitting

    func test_emitting_elementOut_nothingWaiting_goesIdle() {
        var machine = emitting()
        XCTAssertEqual(describe(machine.emitted()), "none")
        XCTAssertEqual(describe(machine), "idle")
        XCTAssertEqual(machine.waitingCount, 0)
        guard case .startTimer = machine.received(.next(2), at: time(5)) else { return XCTFail("no timer started") }
    }

    func test_emitting_elementOut_moreWaiting_startsTheTimerForTheNextOne() {
        var machine = emitting(later: [2, 3])
        XCTAssertEqual(describe(machine.emitted()), "startTimer(1.0)")
        XCTAssertEqual(describe(machine), "scheduled")
        XCTAssertEqual(describe(machine.timerFired()), "emit(2)")
        XCTAssertEqual(describe(machine.emitted()), "startTimer(2.0)")
    }

    func test_emitting_elementArrives_waitsBehindTheTimer() {
        var machine = emitting()
        guard case .none = machine.received(.next(2), at: time(3)) else { return XCTFail("a second timer") }
        XCTAssertEqual(describe(machine), "emitting")
        XCTAssertEqual(describe(machine.emitted()), "startTimer(3.0)")
    }

    func test_emitting_failure_waitsForTheElementThenFails() {
        var machine = emitting(later: [2])
        guard case .none = machine.failed(Failure(code: 1)) else { return XCTFail("error emitted concurrently") }
        XCTAssertEqual(describe(machine), "emittingBeforeError(1)")
        XCTAssertEqual(machine.waitingCount, 0)
        XCTAssertEqual(describe(machine.emitted()), "fail(1)")
        XCTAssertEqual(describe(machine), "ended")
    }

    func test_emittingBeforeError_secondFailure_replacesTheFirst() {
        // From a source that breaks the event grammar; RxSwift keeps the last error too.
        var machine = emitting()
        _ = machine.failed(Failure(code: 1))
        guard case .none = machine.failed(Failure(code: 2)) else { return XCTFail("error emitted concurrently") }
        XCTAssertEqual(describe(machine.emitted()), "fail(2)")
    }

    func test_emittingBeforeError_element_isDropped() {
        var machine = emitting()
        _ = machine.failed(Failure(code: 1))
        guard case .none = machine.received(.next(2), at: time(1)) else { return XCTFail("a timer after the error") }
        XCTAssertEqual(machine.waitingCount, 0)
    }

    // MARK: ended

    func test_ended_ignoresEverything() {
        var machine = Machine()
        _ = machine.failed(Failure(code: 1))
        guard case .none = machine.received(.next(1), at: time(0)) else { return XCTFail("a timer after the end") }
        guard case .none = machine.failed(Failure(code: 2)) else { return XCTFail("a second error emitted") }
        XCTAssertEqual(describe(machine.timerFired()), "none")
        XCTAssertEqual(describe(machine), "ended")
        XCTAssertEqual(machine.waitingCount, 0)
    }

    // MARK: the queue

    func test_manyWaitingElements_comeOutInOrder() {
        var machine = Machine()
        for element in 0..<200 { _ = machine.received(.next(element), at: time(Double(element))) }
        _ = machine.received(.completed, at: time(200))
        var out: [String] = []
        while true {
            let fired = describe(machine.timerFired())
            out.append(fired)
            guard fired.hasPrefix("emit") else { break }
            _ = machine.emitted()
        }
        XCTAssertEqual(out, (0..<200).map { "emit(\($0))" } + ["complete"])
        XCTAssertEqual(machine.waitingCount, 0)
    }

    // MARK: impossible transitions

    func test_timerFiredWhileIdle_stops() {
        expectPreconditionFailure("Internal inconsistency: delay: a timer fired in state idle") {
            var machine = Machine()
            _ = machine.timerFired()
        }
    }

    func test_timerFiredWhileEmitting_stops() {
        expectPreconditionFailure("Internal inconsistency: delay: a timer fired in state emitting") {
            var machine = Machine()
            _ = machine.received(.next(1), at: Date())
            _ = machine.timerFired()
            _ = machine.timerFired()
        }
    }

    func test_emittedWithoutAnElement_stops() {
        expectPreconditionFailure("Internal inconsistency: delay: an element emitted in state scheduled") {
            var machine = Machine()
            _ = machine.received(.next(1), at: Date())
            _ = machine.emitted()
        }
    }
}
