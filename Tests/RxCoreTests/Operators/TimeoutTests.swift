// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TimeoutTests: RxTestCase {
    func test_timeout_failsAfterSilence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_timeout_switchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 3)])
        let other = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 9), .completed(260)])
        XCTAssertEqual(other.subscriptions, [Subscription(240, 260)])
    }

    func test_timeout_completionAndErrorBeforeTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-|")
        XCTAssertMarbles(scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }, "^-a-|")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        XCTAssertEqual(failing.start { ys.timeout(.seconds(30), scheduler: failing) }.events, [.error(210, testError)])
    }
}

extension TimeoutTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_timeout_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                never: [.error(300, RxError.timeout)],
                disposed: [.next(210, 1)],
                neverSubscriptions: [Subscription(200, 300)]
            )
        ) { xs, scheduler in
            xs.timeout(.seconds(100), scheduler: scheduler)
        }
    }
}

/// Sources and fallbacks that act while being subscribed (RxSwift 6.10.2 `Timeout.swift`).
extension TimeoutTests {
    func test_timeout_synchronousSource_endsBeforeAnyTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createColdObservable([.next(10, 9)])
        let res = scheduler.start { Observable.of(1, 2).timeout(.seconds(30), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func test_timeout_sourceFailingWhileSubscribed_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let other = scheduler.createColdObservable([.next(10, 9)])
        let res = scheduler.start {
            Observable<Int>.error(testError).timeout(.seconds(30), other: other, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func test_timeout_synchronousFallback_runsToItsEnd_andDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start { xs.timeout(.seconds(30), other: Observable.of(8, 9), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 8), .next(240, 9), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func test_timeout_fallbackThatIsSynchronousThenAsynchronous_isNotCutShort() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1)])
        let later = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start {
            xs.timeout(.seconds(30), other: Observable.just(8).concat(later), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(230, 8), .next(240, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(later.subscriptions, [Subscription(230, 250)])
    }
}
