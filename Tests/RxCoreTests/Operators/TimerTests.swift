// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class TimerTests: RxTestCase {
    func test_timer_emitsZeroAndCompletesAfterDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
    }

    func test_timer_zeroDueTime_usesProcessorDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func test_timer_disposedBeforeDueTime_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 299) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_timerWithPeriod_emitsCounterEveryPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) {
            Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
        }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3), .next(500, 4), .next(550, 5)]
        )
    }

    func test_interval_emitsEveryPeriodUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)]
        )
    }

    func test_interval_millisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(disposed: 260) {
            Observable<Int>.interval(.milliseconds(20), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(220, 0), .next(240, 1)])
    }

    func test_interval_resubscription_restartsCounter() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(0) { subscriptions.append(source.subscribe(first)) }
        scheduler.scheduleAt(15) { subscriptions.append(source.subscribe(second)) }
        scheduler.scheduleAt(36) { subscriptions.forEach { $0.dispose() } }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, 0), .next(20, 1), .next(30, 2)])
        XCTAssertEqual(second.events, [.next(25, 0), .next(35, 1)])
    }

    func test_interval_onRealSerialScheduler_ticksInOrder() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "timer-test")
        let values = Recorder<Int>()
        let done = expectation(description: "five ticks")
        let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).subscribe(onNext: {
            values.append($0)
            if $0 == 4 { done.fulfill() }
        })
        wait(for: [done], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(Array(values.values.prefix(5)), [0, 1, 2, 3, 4])
    }

    func test_marbles_intervalWithHundredTickFrames() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 650) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        XCTAssertMarbles(
            res,
            "-abcd",
            values: ["a": 0, "b": 1, "c": 2, "d": 3],
            timing: MarbleTiming(ticksPerFrame: 100)
        )
    }
}
