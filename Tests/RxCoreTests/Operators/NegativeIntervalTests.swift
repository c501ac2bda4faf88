// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

/// Negative, zero and `.never` time intervals, as RxSwift 6.10.2 handles them: accepted, never a precondition failure.
///
/// RxSwift accepts every interval. On a virtual-time scheduler a relative time is added to the clock, and
/// `TestScheduler` moves work due now or in the past to the next tick, so a negative interval acts as zero: the
/// work runs one tick later. `.never` is scheduled at `Date.distantFuture`, so it does not run before the test
/// ends. Dispatch schedulers run a past deadline at once.
final class NegativeIntervalTests: RxTestCase {
    // MARK: timer and interval (RxSwift `Timer.swift`, `SchedulePeriodicRecursive.swift`)

    func test_timer_negativeDueTime_firesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func test_timer_neverDueTime_neverFires() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(scheduler.clock, 1000)
    }

    func test_interval_negativePeriod_emitsEveryTick() {
        // RxSwift emits on every tick until disposed: a bounded prefix.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(-5), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    func test_interval_zeroPeriod_emitsEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func test_interval_neverPeriod_neverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.interval(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_timerWithPeriod_negativeDueTimeAndPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) {
            Observable<Int>.timer(.seconds(-10), period: .seconds(-1), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func test_timerWithPeriod_neverPeriod_emitsOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.timer(.seconds(10), period: .never, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(210, 0)])
    }

    // MARK: take(for:) and skip(_:scheduler:) (RxSwift `Take.swift`, `Skip.swift`)

    func test_takeFor_negativeDuration_completesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .completed(230)])
        let res = scheduler.start { xs.take(for: .seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func test_takeFor_negativeDuration_synchronousSourceRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).take(for: .seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_takeFor_neverDuration_takesEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.take(for: .never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_skipDuration_negative_opensOnTheNextTick() {
        // The element at 201 was scheduled before the timer, so it still arrives before the gate opens.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .next(202, 2), .completed(230)])
        let res = scheduler.start { xs.skip(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_skipDuration_negative_synchronousSourceIsDropped() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).skip(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_skipDuration_never_dropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.skip(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: debounce (RxSwift `Debounce.swift`)

    func test_debounce_negativeDueTime_emitsTheLatestOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.debounce(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_debounce_negativeDueTime_synchronousSourceEmitsTheLastAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).debounce(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    }

    func test_debounce_never_emitsOnlyAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.debounce(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: delay (RxSwift `Delay.swift`)

    func test_delay_negativeDueTime_emitsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_delay_negativeDueTime_synchronousSourceComesOutOneTickApart() {
        let scheduler = TestScheduler(initialClock: 0)
        let subscriptions = Counter()
        let res = scheduler.start {
            Observable.deferred {
                subscriptions.increment()
                return Observable.of(1, 2)
            }
            .delay(.seconds(-10), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(subscriptions.value, 1)
    }

    func test_delay_never_holdsEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.delay(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_delay_never_errorsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.delay(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_delay_never_runToTheEnd_emitsAtTheDistantFuture() {
        // Nothing disposes the subscription, so `start()` runs the timer due at `Date.distantFuture`; the next
        // event is then due `.never` after it arrived, that is at the distant future again, which is now: it comes
        // one tick later, as in RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.of(1, 2).delay(.never, scheduler: scheduler).subscribe(observer)
        }
        scheduler.start()
        let future = Int(Date.distantFuture.timeIntervalSince1970 + 0.5)
        XCTAssertEqual(observer.events, [.next(future, 1), .next(future + 1, 2), .completed(future + 2)])
    }

    // MARK: throttle (RxSwift `Throttle.swift`)

    func test_throttle_negativeDueTime_passesEveryElement() {
        for latest in [true, false] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3), .completed(220)])
            let res = scheduler.start { xs.throttle(.seconds(-10), latest: latest, scheduler: scheduler) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(211, 3), .completed(220)], "\(latest)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func test_throttle_zeroDueTime_passesEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).throttle(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func test_throttle_never_emitsTheFirstAndWaitsForeverForTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_throttle_never_withoutLatest_emitsTheFirstAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.throttle(.never, latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: timeout (RxSwift `Timeout.swift`)

    func test_timeout_negativeDueTime_failsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { xs.timeout(.seconds(-10), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func test_timeoutOther_negativeDueTime_switchesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(-10), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(211, 5), .completed(221)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
        XCTAssertEqual(ys.subscriptions, [Subscription(201, 221)])
    }

    func test_timeout_negativeDueTime_synchronousSourceWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let res = scheduler.start { Observable.of(1, 2).timeout(.seconds(-10), other: ys, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func test_timeout_never_neverTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(900)])
        let res = scheduler.start { xs.timeout(.never, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(900)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    }

    // MARK: buffer (RxSwift `Buffer.swift`)

    func test_buffer_negativeTimeSpan_emitsAnArrayEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(203, 1), .next(220, 2)])
        let res = scheduler.start(disposed: 205) {
            xs.buffer(timeSpan: .seconds(-10), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(201, []), .next(202, []), .next(203, [1]), .next(204, [])])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 205)])
    }

    func test_buffer_negativeTimeSpan_synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3, 4).buffer(timeSpan: .seconds(-10), count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(200, [1, 2, 3]), .next(200, [4]), .completed(200)])
    }

    func test_buffer_never_closesOnlyOnCountAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { xs.buffer(timeSpan: .never, count: 2, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(240, [3]), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: window (RxSwift `Window.swift`)

    func test_window_negativeTimeSpan_opensAWindowEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(203, 1), .next(204, 2), .completed(206)])
        let (outer, windows) = recordWindows(scheduler, timeSpan: .seconds(-10), count: 3) { xs.asObservable() }
        XCTAssertEqual(
            outer.events,
            [.next(200, 1), .next(201, 2), .next(202, 3), .next(203, 4), .next(204, 5), .next(205, 6), .completed(206)]
        )
        XCTAssertEqual(
            windows(),
            [
                [.completed(201)],
                [.completed(202)],
                [.next(203, 1), .completed(203)],
                [.next(204, 2), .completed(204)],
                [.completed(205)],
                [.completed(206)],
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 206)])
    }

    func test_window_negativeTimeSpan_synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, windows) = recordWindows(scheduler, timeSpan: .seconds(-10), count: 3) { Observable.of(1, 2, 3, 4) }
        XCTAssertEqual(outer.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            windows(),
            [
                [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)],
                [.next(200, 4), .completed(200)],
            ]
        )
    }

    func test_window_never_closesOnlyOnCount() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let (outer, windows) = recordWindows(scheduler, timeSpan: .never, count: 2) { xs.asObservable() }
        XCTAssertEqual(outer.events, [.next(200, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(
            windows(),
            [
                [.next(210, 1), .next(220, 2), .completed(220)],
                [.next(230, 3), .completed(240)],
            ]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    // MARK: Dispatch schedulers (a past deadline runs at once; a negative period acts as zero)

    func test_dispatchScheduler_negativeTimer_firesPromptly() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "negative-timer")
        let fired = DispatchSemaphore(value: 0)
        let start = Date()
        let subscription = Observable<Int>.timer(.seconds(-10), scheduler: scheduler)
            .subscribe(onCompleted: { fired.signal() })
        XCTAssertEqual(fired.wait(timeout: .now() + 5), .success)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
        subscription.dispose()
    }

    func test_dispatchScheduler_negativeInterval_doesNotTrap() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "negative-interval")
        let ticks = DispatchSemaphore(value: 0)
        let subscription = Observable<Int>.interval(.milliseconds(-10), scheduler: scheduler)
            .take(3)
            .subscribe(onNext: { _ in ticks.signal() })
        for _ in 0..<3 { XCTAssertEqual(ticks.wait(timeout: .now() + 5), .success) }
        subscription.dispose()
    }

    func test_dispatchScheduler_neverTimer_doesNotFire() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "never-timer")
        let fired = Counter()
        let subscription = Observable<Int>.timer(.never, period: .never, scheduler: scheduler)
            .subscribe(onNext: { _ in fired.increment() })
        Thread.sleep(forTimeInterval: 0.05)
        subscription.dispose()
        XCTAssertEqual(fired.value, 0)
    }
}
