// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class SerialDispatchQueueSchedulerTests: RxTestCase {
    func test_actionsRunInOrderAndNeverConcurrently() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "serial-order")
        let order = Recorder<Int>()
        let running = Counter()
        let overlaps = Counter()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<1_000 {
            _ = scheduler.schedule(index) { value in
                running.increment()
                if running.value > 1 { overlaps.increment() }
                order.append(value)
                running.add(-1)
                if value == 999 { done.signal() }
                return Disposables.create()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(order.values, Array(0..<1_000))
        XCTAssertEqual(overlaps.value, 0)
    }

    func test_allInitialisers_runOnASerialQueue() {
        let schedulers = [
            SerialDispatchQueueScheduler(serialQueue: DispatchQueue(label: "a")),
            SerialDispatchQueueScheduler(internalSerialQueueName: "b", serialQueueConfiguration: { _ in }),
            SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "c"),
            SerialDispatchQueueScheduler(qos: .userInitiated, internalSerialQueueName: "d"),
            SerialDispatchQueueScheduler(qos: .background),
        ]
        for scheduler in schedulers {
            let done = DispatchSemaphore(value: 0)
            let order = Recorder<Int>()
            for index in 0..<100 {
                _ = scheduler.schedule(index) { value in
                    order.append(value)
                    if value == 99 { done.signal() }
                    return Disposables.create()
                }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(order.values, Array(0..<100))
        }
    }

    func test_scheduleRelative_waitsAtLeastTheDueTime() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "relative")
        let start = Date()
        let elapsed = Recorder<TimeInterval>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            elapsed.append(Date().timeIntervalSince(start))
            return Disposables.create()
        }
        poll(until: { !elapsed.values.isEmpty })
        XCTAssertGreaterThanOrEqual(elapsed.values.first ?? 0, 0.029)
    }

    func test_cancellation_preventsRelativeAndImmediateActions() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "cancel")
        let ran = Counter()
        let blocker = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            blocker.wait()
            return Disposables.create()
        }
        scheduler.schedule(()) { _ in
            ran.increment(); return Disposables.create()
        }.dispose()
        scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.increment(); return Disposables.create()
        }
        .dispose()
        blocker.signal()
        let marker = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            marker.signal(); return Disposables.create()
        }
        XCTAssertEqual(marker.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(ran.value, 0)
    }

    func test_disposingAfterRun_disposesWhatTheActionReturned() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "inner")
        let innerDisposed = Counter()
        let ran = DispatchSemaphore(value: 0)
        let disposable = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
            ran.signal()
            return Disposables.create { innerDisposed.increment() }
        }
        XCTAssertEqual(ran.wait(timeout: .now() + 5), .success)
        poll(until: { true })
        scheduler.queue.sync {}
        disposable.dispose()
        XCTAssertEqual(innerDisposed.value, 1)
    }

    func test_schedulePeriodic_ticksInOrderAndStopsOnDispose() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "periodic")
        let states = Recorder<Int>()
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(2), period: .milliseconds(2)) {
            state in
            states.append(state)
            return state + 1
        }
        poll(until: { states.values.count >= 5 })
        subscription.dispose()
        scheduler.queue.sync {}
        let count = states.values.count
        usleep(20_000)
        scheduler.queue.sync {}
        XCTAssertEqual(states.values.count, count)
        XCTAssertEqual(states.values, Array(0..<count))
    }
}

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
    func test_actionsCanRunConcurrently() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let bothInside = DispatchSemaphore(value: 0)
        let arrivals = Counter()
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            _ = scheduler.schedule(()) { _ in
                arrivals.increment()
                if arrivals.value == 2 { bothInside.signal() }
                _ = release.wait(timeout: .now() + 5)
                return Disposables.create()
            }
        }
        // Both actions are inside at the same time only if the scheduler runs them concurrently.
        XCTAssertEqual(bothInside.wait(timeout: .now() + 5), .success)
        release.signal()
        release.signal()
    }

    /// The ticks of a periodic action run one after another, even on a concurrent queue, and each sees what the
    /// previous one wrote without a lock of its own, as an operator's sink does (`interval(…).take(n)`): found by
    /// the concurrency fuzzer under the Thread Sanitizer.
    func test_periodicTicks_areOrderedOneAfterAnother_onAConcurrentQueue() {
        final class Unsynchronised: @unchecked Sendable {
            // Only the periodic action touches it; the scheduler orders the ticks.
            var ticks: [Int] = []
        }
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
        let seen = Unsynchronised()
        let done = DispatchSemaphore(value: 0)
        let periodic = scheduler.schedulePeriodic(0, startAfter: .microseconds(50), period: .microseconds(50)) { tick in
            // The ticks after the 200th leave `seen` alone, so that the test can read it once it was signalled.
            guard tick <= 200 else { return tick + 1 }
            seen.ticks.append(tick)
            if tick == 200 { done.signal() }
            return tick + 1
        }
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        periodic.dispose()
        XCTAssertEqual(seen.ticks, Array(0...200))
    }

    func test_relativePeriodicAndCancellation() {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .milliseconds(1))
        let ran = Counter()
        scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            ran.increment(); return Disposables.create()
        }
        .dispose()
        let relative = DispatchSemaphore(value: 0)
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            relative.signal(); return Disposables.create()
        }
        XCTAssertEqual(relative.wait(timeout: .now() + 5), .success)
        let ticks = Counter()
        let periodic = scheduler.schedulePeriodic((), startAfter: .milliseconds(1), period: .milliseconds(2)) { _ in
            ticks.increment()
        }
        poll(until: { ticks.value >= 3 })
        periodic.dispose()
        XCTAssertEqual(ran.value, 0)
        XCTAssertLessThanOrEqual(abs(scheduler.now.timeIntervalSinceNow), 1)
    }
}

final class OperationQueueSchedulerTests: RxTestCase {
    func test_runsActionsAsOperationsWithThePriority() {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertEqual(scheduler.queuePriority, .high)
        let order = Recorder<Int>()
        for index in 0..<100 {
            _ = scheduler.schedule(index) { value in
                order.append(value)
                return Disposables.create()
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(order.values, Array(0..<100))
    }

    func test_cancelledActionDoesNotRun() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = Counter()
        scheduler.schedule(()) { _ in
            ran.increment(); return Disposables.create()
        }.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(ran.value, 0)
    }

    func test_relativeAndPeriodicScheduling() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let start = Date()
        let elapsed = Recorder<TimeInterval>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            elapsed.append(Date().timeIntervalSince(start))
            return Disposables.create()
        }
        poll(until: { !elapsed.values.isEmpty })
        XCTAssertGreaterThanOrEqual(elapsed.values.first ?? 0, 0.019)
        let states = Recorder<Int>()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(2)) { state in
            states.append(state)
            return state + 1
        }
        poll(until: { states.values.count >= 3 })
        periodic.dispose()
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertEqual(Array(states.values.prefix(3)), [0, 1, 2])
    }
}
