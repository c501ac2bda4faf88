// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class EmptyNeverErrorTests: RxTestCase {
    func test_empty_completesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_never_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(res.events, [])
    }

    func test_error_failsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError) }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_resubscription_behavesTheSame() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable<Int>.error(testError)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { _ = source.subscribe(first) }
        scheduler.scheduleAt(20) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.error(10, testError)])
        XCTAssertEqual(second.events, [.error(20, testError)])
    }

    func test_marbles_emptyNeverError() {
        XCTAssertMarbles(TestScheduler(initialClock: 0).start { Observable<Int>.empty() }, "|")
        XCTAssertMarbles(TestScheduler(initialClock: 0).start { Observable<Int>.never() }, "-----")
        XCTAssertMarbles(
            TestScheduler(initialClock: 0).start { Observable<Int>.error(testError) },
            "#",
            error: testError
        )
    }
}
