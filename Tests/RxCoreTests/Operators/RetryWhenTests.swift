import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RetryWhenTests: RxTestCase {
    func test_resubscribesWhenTheTriggerEmits_andCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.take(2).delay(.seconds(5), scheduler: scheduler) }
        }
        // The second error reaches the trigger at 250 together with `take(2)`'s completion (both delayed by 5):
        // the third attempt starts and the result completes at the same tick.
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 250)])
    }

    func test_triggerErrorFailsTheResult_andHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.flatMap { _ in Observable<Int>.error(testError2) } }
        }
        XCTAssertEqual(res.events, [.error(210, testError2)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
        let res2 = throwing.start {
            ys.retry { (_: Observable<TestError>) -> Observable<Int> in throw testError2 }
        }
        XCTAssertEqual(res2.events, [.error(200, testError2)])
    }
}
