// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class RecursiveSchedulingTests: RxTestCase {
    func test_immediateRecursion_onTestScheduler_advancesOneTickPerStep() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRecursive(0) { value, recurse in
                times.append(scheduler.clock)
                if value < 2 { recurse(value + 1) }
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [101, 102, 103])
    }

    func test_relativeRecursion_runsAtEachDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        scheduler.scheduleAt(100) {
            _ = scheduler.scheduleRecursive(0, dueTime: .seconds(10)) { value, recursive in
                times.append(scheduler.clock)
                if value < 2 { recursive.schedule(value + 1, dueTime: .seconds(20)) }
            }
        }
        scheduler.start()
        XCTAssertEqual(times, [110, 130, 150])
    }

    func test_disposingRecursion_stopsPendingSteps() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = scheduler.scheduleRecursive((), dueTime: .seconds(10)) { _, recursive in
                times.append(scheduler.clock)
                recursive.schedule((), dueTime: .seconds(10))
            }
        }
        scheduler.scheduleAt(135) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(times, [110, 120, 130])
    }

    func test_schedulePeriodic_onVirtualTime_ticksEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = scheduler.schedulePeriodic(0, startAfter: .seconds(50), period: .seconds(30)) { state in
                ticks.append(scheduler.clock)
                return state + 1
            }
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(ticks, [150, 180, 210, 240])
    }

    func test_recursionOnBackgroundScheduler_runsEveryStep() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursion")
        let done = expectation(description: "recursion finished")
        let values = Recorder<Int>()
        let subscription = scheduler.scheduleRecursive(0) { value, recurse in
            values.append(value)
            if value < 1000 { recurse(value + 1) } else { done.fulfill() }
        }
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(values.values, Array(0...1000))
    }
}
