// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class VirtualTimeSchedulerTests: RxTestCase {
    func test_start_runsActionsInTimeOrderAndAdvancesClock() {
        let scheduler = HistoricalScheduler()
        var log: [(Int, TimeInterval)] = []
        for (index, delay) in [30, 10, 20].enumerated() {
            _ = scheduler.scheduleRelative(index, dueTime: .seconds(delay)) { value in
                log.append((value, scheduler.clock.timeIntervalSince1970))
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log.map(\.0), [1, 2, 0])
        XCTAssertEqual(log.map(\.1), [10, 20, 30])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 30))
    }

    func test_sameTimeActions_runInSchedulingOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        for index in 0..<50 {
            scheduler.scheduleAt(100) { log.append(index) }
        }
        scheduler.start()
        XCTAssertEqual(log, Array(0..<50))
    }

    func test_manyActionsAtScatteredTimes_runInTimeThenSchedulingOrder() {
        // Enough actions for several levels of the queue's heap, some disposed before they are due, and some
        // scheduled while the scheduler runs: every action that runs must run in (time, scheduling order).
        let scheduler = TestScheduler(initialClock: 0)
        var random = SplitMix64(seed: 42)
        var scheduled: [(time: Int, id: Int)] = []
        var ran: [(time: Int, id: Int)] = []
        var disposed: Set<Int> = []
        func schedule(at time: Int) {
            let id = scheduled.count
            scheduled.append((time, id))
            let action = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                ran.append((scheduler.clock, id))
                // One action in eight schedules another, later or at the same time.
                if random.next() % 8 == 0 { schedule(at: scheduler.clock + Int(random.next() % 50)) }
                return Disposables.create()
            }
            if random.next() % 10 == 0 {
                action.dispose()
                disposed.insert(id)
            }
        }
        for _ in 0..<5_000 { schedule(at: Int(random.next() % 1_000)) }
        scheduler.start()
        let expected = scheduled.filter { !disposed.contains($0.id) }
            .sorted { ($0.time, $0.id) < ($1.time, $1.id) }
        XCTAssertEqual(ran.count, expected.count)
        XCTAssertTrue(ran.elementsEqual(expected) { $0 == $1 }, "actions ran out of order")
        XCTAssertGreaterThan(scheduled.count, 5_300)
    }

    func test_queueThatEmptiesAndRefills_keepsTimeThenSchedulingOrder() {
        // The queue hands out its items' slots again once they have run, and starts afresh when it empties: runs
        // that drain it, part of it, and none of it must still run every action in (time, scheduling order).
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        func schedule(_ name: String, at time: Int) {
            scheduler.scheduleAt(time) { log.append("\(name)@\(scheduler.clock)") }
        }
        schedule("a", at: 20)
        schedule("b", at: 10)
        scheduler.advanceTo(30)  // drains the queue
        schedule("c", at: 45)
        schedule("d", at: 35)
        schedule("e", at: 35)
        scheduler.advanceTo(40)  // runs d and e, keeps c
        schedule("f", at: 41)
        schedule("g", at: 60)
        let cancelled = scheduler.scheduleAbsoluteVirtual((), time: 42) { _ in
            log.append("cancelled ran")
            return Disposables.create()
        }
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log, ["b@10", "a@20", "d@35", "e@35", "f@41", "c@45", "g@60"])
        XCTAssertEqual(scheduler.clock, 60)
    }

    func test_advanceTo_runsOnlyDueActionsAndSetsClock() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) { log.append(10) }
        scheduler.scheduleAt(20) { log.append(20) }
        scheduler.scheduleAt(30) { log.append(30) }
        scheduler.advanceTo(20)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.start()
        XCTAssertEqual(log, [10, 20, 30])
    }

    func test_sleep_movesClockWithoutRunningActions() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleAt(10) { ran = true }
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 50)
        XCTAssertFalse(ran)
        scheduler.start()
        XCTAssertTrue(ran)
        XCTAssertEqual(scheduler.clock, 50)
    }

    func test_stop_endsStartAfterCurrentAction() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) {
            log.append(10)
            scheduler.stop()
        }
        scheduler.scheduleAt(20) { log.append(20) }
        scheduler.start()
        XCTAssertEqual(log, [10])
        scheduler.start()
        XCTAssertEqual(log, [10, 20])
    }

    func test_disposedActionDoesNotRun_andDisposingAfterRunDisposesResult() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            ran = true
            return Disposables.create()
        }.dispose()
        let inner = Counter()
        let ranAction = scheduler.scheduleRelativeVirtual((), dueTime: 20) { _ in
            Disposables.create { inner.increment() }
        }
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(inner.value, 0)
        ranAction.dispose()
        XCTAssertEqual(inner.value, 1)
    }

    func test_actionsScheduledWhileRunning_run() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [Int] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
                log.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, [15])
    }

    func test_schedulingFromAnotherThread_isSafe() {
        let scheduler = TestScheduler(initialClock: 0)
        let count = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                scheduler.scheduleAt(index) { count.increment() }
            }
            _ = thread
        }
        scheduler.start()
        XCTAssertEqual(count.value, 4_000)
    }

    func test_historicalScheduler_convertsIntervalsInSeconds() {
        let origin = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: origin)
        var firedAt: Date?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 2.5) { _ in
            firedAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(firedAt, origin.addingTimeInterval(2.5))
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertToVirtualTimeInterval(3), 3)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(3), 3)
        XCTAssertEqual(converter.compareVirtualTime(origin, origin), .equal)
    }

    func test_timerOnHistoricalScheduler() {
        let scheduler = HistoricalScheduler()
        var events: [String] = []
        _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(
            onNext: { events.append("next \($0) at \(scheduler.now.timeIntervalSince1970)") },
            onCompleted: { events.append("completed") }
        )
        scheduler.start()
        XCTAssertEqual(events, ["next 0 at 5.0", "completed"])
    }
}
