// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ImmediateSchedulerTests: RxTestCase {
    func test_schedule_runsSynchronouslyAndReturnsTheActionsDisposable() {
        var ran = false
        let counter = Counter()
        let disposable = ImmediateScheduler.instance.schedule(5) { value in
            XCTAssertEqual(value, 5)
            ran = true
            return Disposables.create { counter.increment() }
        }
        XCTAssertTrue(ran)
        disposable.dispose()
        XCTAssertEqual(counter.value, 1)
    }

    func test_scheduleRecursive_runsEveryStepSynchronously() {
        var values: [Int] = []
        _ = ImmediateScheduler.instance.scheduleRecursive(0) { value, recurse in
            values.append(value)
            if value < 3 { recurse(value + 1) }
        }
        XCTAssertEqual(values, [0, 1, 2, 3])
    }
}
