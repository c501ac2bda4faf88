// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The traits forward their timed operators to RxCore's, so negative and `.never` intervals behave as in RxSwift
/// 6.10.2 there too: a negative interval acts as zero, `.never` does not fire before the test ends.
final class NegativeIntervalTraitTests: RxTestCase {
    func test_singleTimer_negativeDueTime_firesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(-10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(201)])
    }

    func test_singleDelay_negativeDueTime_synchronousSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(1).delay(.seconds(-10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(201, 1), .completed(202)])
    }

    func test_singleTimeout_negativeDueTime_failsOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asSingle().timeout(.seconds(-10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.error(201, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func test_maybeTimeout_never_neverTimesOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asMaybe().timeout(.never, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completableDelay_negativeDueTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Completable.empty().delay(.seconds(-10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_infallibleInterval_negativePeriod_emitsEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) {
            Infallible<Int>.interval(.seconds(-1), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
    }

    func test_infallibleTakeFor_negativeDuration_completesOnTheNextTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start {
            xs.asInfallible(onErrorJustReturn: -1).take(for: .seconds(-10), scheduler: scheduler).asObservable()
        }
        XCTAssertEqual(res.events, [.completed(201)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
    }

    func test_driverInterval_negativePeriod_emitsEveryTick() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start(disposed: 204) { Driver<Int>.interval(.seconds(-1)).asObservable() }
            XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2)])
        }
    }

    func test_driverDebounce_never_emitsOnlyAtCompletion() {
        // The driver hops to the sharing scheduler first: one tick later on a TestScheduler.
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.never).asObservable() }
            XCTAssertEqual(res.events, [.next(231, 1), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func test_signalThrottle_never_emitsTheFirstOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1).throttle(.never).asObservable() }
            XCTAssertEqual(res.events, [.next(211, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }
}
