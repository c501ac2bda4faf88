// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class CurrentThreadSchedulerTests: RxTestCase {
    func test_firstAction_runsImmediately() {
        var log: [String] = []
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("action")
            XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
            return Disposables.create()
        }
        log.append("after")
        XCTAssertEqual(log, ["action", "after"])
        XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    func test_nestedActions_areQueuedAndRunInOrderAfterTheCurrentOne() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            log.append("outer start")
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner 1")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("inner 3")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("inner 2")
                return Disposables.create()
            }
            log.append("outer end")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer start", "outer end", "inner 1", "inner 2", "inner 3"])
    }

    func test_disposingQueuedAction_preventsIt() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("should not run")
                return Disposables.create()
            }
            queued.dispose()
            log.append("outer")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["outer"])
    }

    func test_trampolineIsPerThread() {
        let ranOnOtherThread = expectation(description: "other thread ran its action at once")
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            DispatchQueue.global().async {
                XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
                var ran = false
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    ran = true
                    return Disposables.create()
                }
                XCTAssertTrue(ran)
                ranOnOtherThread.fulfill()
            }
            return Disposables.create()
        }
        wait(for: [ranOnOtherThread], timeout: 5)
    }

    func test_recursiveScheduling_100000Deep_doesNotOverflowTheStack() {
        var count = 0
        let subscription = CurrentThreadScheduler.instance.scheduleRecursive(0) { value, recurse in
            count += 1
            if value < 100_000 { recurse(value + 1) }
        }
        subscription.dispose()
        XCTAssertEqual(count, 100_001)
    }

    func test_100000ChainedSubscriptions_doNotOverflowTheStack() {
        // A hand-written `concat`: each source's completion subscribes the next one through the trampoline.
        // Without trampolining, every completion would nest one more subscription on the stack.
        let count = 100_000
        let concatenated = Observable<Int>.create { observer in
            let current = SerialDisposable()
            func subscribe(_ index: Int) {
                guard index < count else {
                    observer.onCompleted()
                    return
                }
                current.disposable = Observable.just(index).subscribe(
                    onNext: { observer.onNext($0) },
                    onCompleted: {
                        _ = CurrentThreadScheduler.instance.schedule(index + 1) { next in
                            subscribe(next)
                            return Disposables.create()
                        }
                    }
                )
            }
            subscribe(0)
            return current
        }
        var sum = 0
        var completed = false
        _ = concatenated.subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, (0..<count).reduce(0, +))
        XCTAssertTrue(completed)
    }

    func test_subscriptionsRunOnTheTrampoline_soSequencesOfTwoSourcesInterleave() {
        var log: [Int] = []
        let subscription = Observable<Int>.create { observer in
            let first = Observable.of(1, 2, 3).subscribe(onNext: { observer.onNext($0) })
            let second = Observable.of(10, 20, 30).subscribe(onNext: { observer.onNext($0) })
            return Disposables.create(first, second)
        }.subscribe(onNext: { log.append($0) })
        subscription.dispose()
        XCTAssertEqual(log, [1, 10, 2, 20, 3, 30])
    }
}
