import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class CreateTests: RxTestCase {
    func test_emitsValuesAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(testError)
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)])
    }

    func test_dropsEverythingAfterTheFirstTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.create { observer in
                observer.onCompleted()
                observer.onNext(1)
                observer.onError(testError)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_disposesReturnedDisposableOnCompletion() {
        let disposed = Counter()
        _ = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { disposed.increment() }
        }.subscribe()
        XCTAssertEqual(disposed.value, 1)
    }

    func test_disposalAtExactTime_stopsEventsAndDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let res = scheduler.start(disposed: 250) {
            Observable<Int>.create { observer in
                let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(20), period: .seconds(20)) { value in
                    observer.onNext(value)
                    return value + 1
                }
                return Disposables.create {
                    disposedAt.append(scheduler.clock)
                    timer.dispose()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1)])
        XCTAssertEqual(disposedAt, [250])
    }

    func test_eventsSentAfterDispose_areDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        var captured: AnyObserver<Int>?
        let res = scheduler.start(disposed: 300) {
            Observable<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
        }
        captured?.onNext(1)
        captured?.onCompleted()
        XCTAssertEqual(res.events, [])
    }

    func test_resubscription_runsTheSubscribeClosureAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = Counter()
        let source = Observable<Int>.create { observer in
            subscriptions.increment()
            observer.onNext(subscriptions.value)
            observer.onCompleted()
            return Disposables.create()
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = source.subscribe(first) }
        scheduler.scheduleAt(200) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(100, 1), .completed(100)])
        XCTAssertEqual(second.events, [.next(200, 2), .completed(200)])
    }

    func test_reentrantSend_isReportedAndStillDelivered() {
        let violations = Recorder<SynchronizationViolation.Kind>()
        let previous = Hooks.synchronizationViolationHandler
        Hooks.synchronizationViolationHandler = { violations.append($0.kind) }
        defer { Hooks.synchronizationViolationHandler = previous }
        var captured: AnyObserver<Int>?
        var received: [Int] = []
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }.subscribe(onNext: { value in
            received.append(value)
            if value == 1 { captured?.onNext(2) }
        })
        captured?.onNext(1)
        subscription.dispose()
        captured = nil  // The subscriber's closure captures `captured`: break the cycle the test made.
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(violations.values, [.reentrancy, .reentrancy])
    }

    func test_concurrentSends_areReported() {
        let violations = Recorder<SynchronizationViolation.Kind>()
        let previous = Hooks.synchronizationViolationHandler
        Hooks.synchronizationViolationHandler = { violations.append($0.kind) }
        defer { Hooks.synchronizationViolationHandler = previous }
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        var captured: AnyObserver<Int>?
        let subscription = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }.subscribe(onNext: { value in
            if value == 1 {
                inside.signal()
                release.wait()
            }
        })
        let observer = captured!
        let firstSender = Thread { observer.onNext(1) }
        firstSender.start()
        inside.wait()
        observer.onNext(2)
        release.signal()
        while !firstSender.isFinished { usleep(1_000) }
        subscription.dispose()
        XCTAssertTrue(violations.values.contains(.concurrentDelivery), "\(violations.values)")
    }

    func test_violationMessages_nameTheProblem() {
        XCTAssertTrue(SynchronizationViolation(kind: .reentrancy).message.contains("Reentrancy anomaly"))
        XCTAssertTrue(SynchronizationViolation(kind: .concurrentDelivery).message.contains("two threads"))
    }

    func test_stress_subscribeAndDisposeFromManyThreads() {
        let delivered = Counter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                source.subscribe(onNext: { _ in delivered.increment() }).dispose()
            }
        }
        XCTAssertEqual(delivered.value, 16_000)
    }

    func test_marbles_valuesAndCompletionInOneFrame() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<String>.create { observer in
                observer.onNext("a")
                observer.onNext("b")
                observer.onCompleted()
                return Disposables.create()
            }
        }
        XCTAssertMarbles(res, "(ab|)")
    }
}
