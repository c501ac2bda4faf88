// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class MainSchedulerTests: RxTestCase {
    func test_scheduleOnMainThreadWithNothingQueued_runsInline() {
        XCTAssertTrue(Thread.isMainThread)
        var ran = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertTrue(ran)
    }

    /// `observe(on: MainScheduler)` on the main thread with nothing queued delivers each event before the sender's
    /// call returns, and an event sent from inside the observer is delivered once the observer returns, not nested.
    func test_observeOnMain_onTheMainThread_deliversInline_andReentrantEventsAfterTheObserverReturns() {
        var subject: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            subject = observer
            return Disposables.create()
        }
        var log: [String] = []
        let subscription = source.observe(on: MainScheduler()).subscribe(
            onNext: { element in
                log.append("begin \(element)")
                if element == 1 { subject?.onNext(2) }
                log.append("end \(element)")
            },
            onCompleted: { log.append("completed") }
        )
        subject?.onNext(1)
        log.append("sent 1")
        subject?.onCompleted()
        XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2", "sent 1", "completed"])
        subscription.dispose()
        subject = nil
    }

    /// An event sent while something of the scheduler's own is queued waits behind it, in order.
    func test_observeOnMain_withWorkQueued_queuesBehindIt_inOrder() {
        let scheduler = MainScheduler()
        var subject: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            subject = observer
            return Disposables.create()
        }
        let received = Recorder<Int>()
        let subscription = source.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        let queuedRan = Recorder<Bool>()
        // From another thread (a `sync` block may run on the calling one), so that the action is queued.
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = scheduler.schedule(()) { _ in
                queuedRan.append(true)
                return Disposables.create()
            }
            scheduled.signal()
        }
        scheduled.wait()
        subject?.onNext(1)
        XCTAssertEqual(received.values, [], "queued behind the scheduler's own work")
        runMainLoop(until: { received.values == [1] })
        XCTAssertEqual(queuedRan.values, [true])
        subject?.onNext(2)
        XCTAssertEqual(received.values, [1, 2], "inline again once nothing is queued")
        subscription.dispose()
        subject = nil
    }

    func test_scheduleFromBackground_runsOnMainThreadWhenRunLoopRuns() {
        let ranOnMain = Recorder<Bool>()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOnMain.append(Thread.isMainThread)
                return Disposables.create()
            }
        }
        runMainLoop(until: { !ranOnMain.values.isEmpty })
        XCTAssertEqual(ranOnMain.values, [true])
    }

    func test_mainThreadAnswerIsCachedPerThread_backgroundThreadsNeverRunInline() {
        // The scheduler remembers per thread whether it is the main thread; asking again from many threads (and
        // then from the main thread) must keep every answer right.
        let ranInline = Recorder<Bool>()
        let group = DispatchGroup()
        for _ in 0..<8 {
            group.enter()
            Thread.detachNewThread {
                for _ in 0..<3 {
                    var inline = false
                    let disposable = MainScheduler.instance.schedule(()) { _ in
                        inline = true
                        return Disposables.create()
                    }
                    disposable.dispose()
                    ranInline.append(inline)
                }
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(ranInline.values, Array(repeating: false, count: 24))
        // Let the 24 queued (and disposed) actions drain: the main queue is FIFO, so the marker runs after them.
        let drained = Recorder<Bool>()
        DispatchQueue.main.async { drained.append(true) }
        runMainLoop(until: { !drained.values.isEmpty })
        var ranOnMain = false
        _ = MainScheduler.instance.schedule(()) { _ in
            ranOnMain = true
            return Disposables.create()
        }
        XCTAssertTrue(ranOnMain)
    }

    func test_scheduleWhileQueued_keepsOrder() {
        let order = Recorder<Int>()
        let scheduled = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append(1)
                return Disposables.create()
            }
            scheduled.signal()
        }
        scheduled.wait()
        // Something is queued on the main scheduler, so this call must queue too instead of running inline.
        _ = MainScheduler.instance.schedule(()) { _ in
            order.append(2)
            return Disposables.create()
        }
        XCTAssertEqual(order.values, [])
        runMainLoop(until: { order.values.count == 2 })
        XCTAssertEqual(order.values, [1, 2])
    }

    func test_asyncInstance_alwaysQueues() {
        var ran = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertFalse(ran)
        runMainLoop(until: { ran })
    }

    func test_disposingQueuedAction_preventsIt() {
        let ran = Counter()
        let queued = MainScheduler.asyncInstance.schedule(()) { _ in
            ran.increment()
            return Disposables.create()
        }
        queued.dispose()
        var marker = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            marker = true
            return Disposables.create()
        }
        runMainLoop(until: { marker })
        XCTAssertEqual(ran.value, 0)
    }

    func test_scheduleRelative_runsAfterDelayOnMainThread() {
        let start = Date()
        var elapsed: TimeInterval?
        _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            XCTAssertTrue(Thread.isMainThread)
            elapsed = Date().timeIntervalSince(start)
            return Disposables.create()
        }
        runMainLoop(until: { elapsed != nil })
        XCTAssertGreaterThanOrEqual(elapsed ?? 0, 0.025)
    }

    func test_schedulePeriodic_ticksUntilDisposed() {
        var ticks = 0
        let subscription = MainScheduler.instance.schedulePeriodic(
            0,
            startAfter: .milliseconds(5),
            period: .milliseconds(5)
        ) { state in
            ticks += 1
            return state + 1
        }
        runMainLoop(until: { ticks >= 3 })
        subscription.dispose()
        let after = ticks
        runMainLoop(until: { true })
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.03))
        XCTAssertEqual(ticks, after)
    }

    func test_intervalOnMainScheduler_deliversOnMainThread() {
        var values: [Int] = []
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: MainScheduler.instance)
            .subscribe(onNext: { value in
                XCTAssertTrue(Thread.isMainThread)
                values.append(value)
            })
        runMainLoop(until: { values.count >= 3 })
        subscription.dispose()
        XCTAssertEqual(Array(values.prefix(3)), [0, 1, 2])
    }

    func test_ensureHelpers_passOnMainThread() {
        MainScheduler.ensureExecutingOnScheduler()
        MainScheduler.ensureRunningOnMainThread(errorMessage: "must be main")
    }

    func test_concurrentMainScheduler_runsInlineOnMainAndQueuesFromBackground() {
        var inline = false
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
            inline = true
            return Disposables.create()
        }
        XCTAssertTrue(inline)
        let fromBackground = Recorder<Bool>()
        DispatchQueue.global().async {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                fromBackground.append(Thread.isMainThread)
                return Disposables.create()
            }
        }
        runMainLoop(until: { !fromBackground.values.isEmpty })
        XCTAssertEqual(fromBackground.values, [true])
    }

    func test_concurrentMainScheduler_relativeAndPeriodicGoThroughMain() {
        var relative = false
        _ = ConcurrentMainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            relative = Thread.isMainThread
            return Disposables.create()
        }
        var ticks = 0
        let periodic = ConcurrentMainScheduler.instance.schedulePeriodic(
            (),
            startAfter: .milliseconds(1),
            period: .milliseconds(2)
        ) { _ in
            ticks += 1
        }
        runMainLoop(until: { relative && ticks >= 2 })
        periodic.dispose()
        XCTAssertLessThanOrEqual(abs(ConcurrentMainScheduler.instance.now.timeIntervalSinceNow), 1)
    }
}
