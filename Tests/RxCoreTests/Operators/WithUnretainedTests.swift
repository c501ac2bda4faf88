// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class WithUnretainedTests: RxTestCase {
    func test_pairsWithTheObjectAndCompletesWhenItIsGone() {
        final class Owner { let name = "owner" }
        var owner: Owner? = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = xs.withUnretained(owner!).map { "\($0.name)\($1)" }.subscribe(observer) }
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "owner1"), .completed(230)])
    }

    func test_errorThrownByTheResultSelector_isEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            xs.withUnretained(self) { _, value -> Int in
                if value == 2 { throw testError }
                return value * 10
            }
        }
        XCTAssertEqual(res.events, [.next(210, 10), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

extension WithUnretainedTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_withUnretained_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.withUnretained(self).map { $1 }
        }
    }
}

extension WithUnretainedTests {
    func test_synchronousSource_pairsEveryElementWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.of(1, 2).withUnretained(self) { _, value in value * 10 } }.events,
            [.next(200, 10), .next(200, 20), .completed(200)]
        )
    }

    func test_objectGoneBeforeTheSubscription_completesAtTheFirstElementAndUnsubscribes() {
        final class Owner {}
        var owner: Owner? = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let observable = xs.withUnretained(owner!) { _, value in value }
        owner = nil
        XCTAssertEqual(scheduler.start { observable }.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_disposalAtAnExactTime_unsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(
            scheduler.start(disposed: 250) { xs.withUnretained(self) { _, value in value } }.events,
            [.next(210, 1)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
