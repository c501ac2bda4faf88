// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class MapTests: RxTestCase {
    func test_transformsValuesAndPassesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_marbles_transformsValues() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { "\($0 * 10)" } }
        XCTAssertMarbles(res, "^-x-y-|", values: ["x": "20", "y": "30"])
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func test_passesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(300)])
        XCTAssertEqual(scheduler.start { empty.map { $0 } }.events, [.completed(300)])
        let neverScheduler = TestScheduler(initialClock: 0)
        let never = neverScheduler.createHotObservable([Recorded<Event<Int>>.next(150, 1)])
        XCTAssertEqual(neverScheduler.start { never.map { $0 } }.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    }

    func test_disposalAtExactTime_unsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .next(350, 3), .completed(400)])
        let res = scheduler.start(disposed: 290) { xs.map { $0 * 2 } }
        // The hot event at 290 was scheduled before the disposal at 290, so it is delivered first (as in RxTest).
        XCTAssertEqual(res.events, [.next(210, 2), .next(290, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 290)])
    }

    func test_transformThrowing_emitsErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start {
            xs.map { value -> Int in
                if value == 2 { throw testError }
                return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_resubscription_appliesTransformAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let mapped = xs.map { $0 + 100 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = mapped.subscribe(first) }
        scheduler.scheduleAt(200) { _ = mapped.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 101), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 101), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    func test_disposingFromInsideTheObserver_stopsDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.map { $0 * 10 }.subscribe(onNext: { value in
                received.append(value)
                if value == 20 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [10, 20])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_stress_disposeWhileAnotherThreadEmits_nothingSentAfterDisposeReturnsArrives() {
        // Each element is numbered when it is sent. An element numbered after `dispose()` returned was sent after
        // it, so it must never arrive; one sent before may still be in flight on the emitting thread.
        for _ in 0..<50 {
            let sequence = Counter()
            let received = Recorder<Int>()
            let emitting = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            let source = Observable<Int>.create { observer in
                let stop = BooleanDisposable()
                DispatchQueue.global().async {
                    emitting.signal()
                    while !stop.isDisposed {
                        sequence.increment()
                        observer.onNext(sequence.value)
                    }
                    finished.signal()
                }
                return stop
            }
            let subscription = source.map { $0 }.filter { _ in true }.subscribe(onNext: { received.append($0) })
            emitting.wait()
            usleep(100)
            subscription.dispose()
            let lastSentBeforeDisposeReturned = sequence.value
            finished.wait()
            XCTAssertLessThanOrEqual(received.values.max() ?? 0, lastSentBeforeDisposeReturned)
        }
    }
}

extension MapTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_map_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 2)]
            )
        ) { xs, _ in
            xs.map { $0 * 2 }
        }
    }
}
