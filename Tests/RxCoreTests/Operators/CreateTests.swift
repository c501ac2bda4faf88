// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `create`'s grammar, checked on `create` alone and on `create` as the source of a fused `map`/`filter`/`compactMap`
/// chain, which takes the elements straight from `create`'s observer (see `CreateProducer.connecting(to:)`): each
/// case must record the same events on every path.
final class CreateTests: RxTestCase {
    /// `create` alone, and `create` as the source of fused chains that change nothing.
    private let paths: [(name: String, apply: (Observable<Int>) -> Observable<Int>)] = [
        ("create", { $0 }),
        ("create + map", { $0.map { $0 } }),
        ("create + filter + compactMap", { $0.filter { _ in true }.compactMap { $0 } }),
    ]

    func test_emitsValuesAndCompletion() {
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                path.apply(
                    Observable<Int>.create { observer in
                        observer.onNext(1)
                        observer.onNext(2)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                )
            }
            XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)], path.name)
        }
    }

    func test_emitsError() {
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                path.apply(
                    Observable<Int>.create { observer in
                        observer.onNext(1)
                        observer.onError(testError)
                        return Disposables.create()
                    }
                )
            }
            XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)], path.name)
        }
    }

    func test_dropsEverythingAfterTheFirstTerminalEvent() {
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                path.apply(
                    Observable<Int>.create { observer in
                        observer.onCompleted()
                        observer.onNext(1)
                        observer.onError(testError)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                )
            }
            XCTAssertEqual(res.events, [.completed(200)], path.name)
        }
    }

    func test_eventsSentWhileTheTerminalEventIsDelivered_areDropped() {
        // The subscription is disposed only after the terminal event has been delivered: what the source sends
        // from inside that delivery must already be dropped.
        for path in paths {
            var captured: AnyObserver<Int>?
            var received: [Event<Int>] = []
            _ = path.apply(
                Observable<Int>.create { observer in
                    captured = observer
                    return Disposables.create()
                }
            )
            // A bare observer: `subscribe(onNext:)` would drop these events itself.
            .subscribe(
                AnyObserver { event in
                    received.append(event)
                    if event.isStopEvent {
                        captured?.onNext(2)
                        captured?.onError(testError)
                    }
                }
            )
            captured?.onNext(1)
            captured?.onCompleted()
            captured = nil  // The subscriber's closure captures `captured`: break the cycle the test made.
            XCTAssertEqual(received, [.next(1), .completed], path.name)
        }
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
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            let disposedAt = Recorder<Int>()
            let res = scheduler.start(disposed: 250) {
                path.apply(counting(on: scheduler, from: 0, every: 20, disposedAt: disposedAt))
            }
            XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1)], path.name)
            XCTAssertEqual(disposedAt.values, [250], path.name)
        }
    }

    func test_eventsSentAfterDispose_areDropped() {
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            var captured: AnyObserver<Int>?
            let res = scheduler.start(disposed: 300) {
                path.apply(
                    Observable<Int>.create { observer in
                        captured = observer
                        return Disposables.create()
                    }
                )
            }
            captured?.onNext(1)
            captured?.onCompleted()
            XCTAssertEqual(res.events, [], path.name)
        }
    }

    func test_errorThrownInAStage_disposesTheSourceAtThatTimeAndDropsItsLaterEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Recorder<Int>()
        var mapped: [Int] = []
        let res = scheduler.start {
            counting(on: scheduler, from: 1, every: 10, disposedAt: disposedAt).map { value -> Int in
                mapped.append(value)
                if value == 3 { throw testError }
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .error(230, testError)])
        XCTAssertEqual(disposedAt.values, [230])
        XCTAssertEqual(mapped, [1, 2, 3])
    }

    func test_resubscription_runsTheSubscribeClosureAgain() {
        for path in paths {
            let scheduler = TestScheduler(initialClock: 0)
            let subscriptions = Counter()
            let source = path.apply(
                Observable<Int>.create { observer in
                    subscriptions.increment()
                    observer.onNext(subscriptions.value)
                    observer.onCompleted()
                    return Disposables.create()
                }
            )
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(100) { _ = source.subscribe(first) }
            scheduler.scheduleAt(200) { _ = source.subscribe(second) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(100, 1), .completed(100)], path.name)
            XCTAssertEqual(second.events, [.next(200, 2), .completed(200)], path.name)
        }
    }

    func test_reentrantSend_isReportedAndStillDelivered() {
        for path in paths {
            let violations = Recorder<SynchronizationViolation.Kind>()
            let previous = Hooks.synchronizationViolationHandler
            Hooks.synchronizationViolationHandler = { violations.append($0.kind) }
            defer { Hooks.synchronizationViolationHandler = previous }
            var captured: AnyObserver<Int>?
            var received: [Int] = []
            let subscription = path.apply(
                Observable<Int>.create { observer in
                    captured = observer
                    return Disposables.create()
                }
            )
            .subscribe(onNext: { value in
                received.append(value)
                if value == 1 { captured?.onNext(2) }
            })
            captured?.onNext(1)
            subscription.dispose()
            captured = nil  // The subscriber's closure captures `captured`: break the cycle the test made.
            XCTAssertEqual(received, [1, 2], path.name)
            XCTAssertEqual(violations.values, [.reentrancy, .reentrancy], path.name)
        }
    }

    func test_concurrentSends_areReported() {
        for path in paths {
            let violations = Recorder<SynchronizationViolation.Kind>()
            let previous = Hooks.synchronizationViolationHandler
            Hooks.synchronizationViolationHandler = { violations.append($0.kind) }
            defer { Hooks.synchronizationViolationHandler = previous }
            let inside = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            var captured: AnyObserver<Int>?
            let subscription = path.apply(
                Observable<Int>.create { observer in
                    captured = observer
                    return Disposables.create()
                }
            )
            .subscribe(onNext: { value in
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
            captured = nil
            XCTAssertTrue(violations.values.contains(.concurrentDelivery), "\(path.name): \(violations.values)")
        }
    }

    func test_violationMessages_nameTheProblem() {
        XCTAssertTrue(SynchronizationViolation(kind: .reentrancy).message.contains("Reentrancy anomaly"))
        XCTAssertTrue(SynchronizationViolation(kind: .concurrentDelivery).message.contains("two threads"))
    }

    func test_fusedChain_holdsNoCreateSink() {
        let before = Resources.total
        let plain = Observable<Int>.never().map { $0 }.subscribe()
        let fromNever = Resources.total - before
        let fromCreate = Observable<Int>.create { _ in Disposables.create() }.map { $0 }.subscribe()
        XCTAssertEqual(Resources.total - before - fromNever, fromNever)
        plain.dispose()
        fromCreate.dispose()
        XCTAssertEqual(Resources.total, before)
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

    func test_stress_disposeWhileAnotherThreadSends() {
        // Each subscription's source sends from a thread of its own while the subscribing thread disposes it:
        // the elements that arrive are a prefix of the sequence, in order, and a completion arrives only after all
        // of them.
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<100 {
                let started = DispatchSemaphore(value: 0)
                let sending = DispatchGroup()
                let received = Recorder<Event<Int>>()
                let subscription = Observable<Int>.create { observer in
                    DispatchQueue.global().async(group: sending) {
                        started.signal()
                        for value in 0..<1_000 { observer.onNext(value) }
                        observer.onCompleted()
                    }
                    return Disposables.create()
                }
                .map { $0 + 1 }.filter { _ in true }
                .subscribe { received.append($0) }
                started.wait()
                subscription.dispose()
                sending.wait()
                let events = received.values
                let elements = events.compactMap(\.element)
                XCTAssertEqual(elements, Array(1..<(elements.count + 1)))
                if events.last?.isStopEvent == true {
                    XCTAssertEqual(events, elements.map { .next($0) } + [.completed])
                    XCTAssertEqual(elements.count, 1_000)
                }
            }
        }
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

/// A `create` source that sends `first`, `first + 1`, … every `period` ticks after it is subscribed, and records
/// the virtual time at which its subscription is disposed.
private func counting(on scheduler: TestScheduler, from first: Int, every period: Int, disposedAt: Recorder<Int>)
    -> Observable<Int>
{
    Observable<Int>.create { observer in
        let timer = scheduler.schedulePeriodic(first, startAfter: .seconds(period), period: .seconds(period)) {
            observer.onNext($0)
            return $0 + 1
        }
        return Disposables.create {
            disposedAt.append(scheduler.clock)
            timer.dispose()
        }
    }
}
