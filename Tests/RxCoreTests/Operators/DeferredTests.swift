// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DeferredTests: RxTestCase {
    func test_callsFactoryPerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var invoked = 0
        let xs = scheduler.createColdObservable([.next(100, 42), .completed(200)])
        let res = scheduler.start {
            Observable<Int>.deferred {
                invoked += 1
                return xs.asObservable()
            }
        }
        XCTAssertEqual(invoked, 1)
        XCTAssertEqual(res.events, [.next(300, 42), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_forwardsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 42), .error(200, testError)])
        let res = scheduler.start { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(300, 42), .error(400, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_disposal_unsubscribesAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(100, 42), .next(200, 43), .completed(300)])
        let res = scheduler.start(disposed: 350) { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(300, 42)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    func test_factoryThrowing_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.deferred { throw testError } }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_resubscription_callsFactoryAgain() {
        var invoked = 0
        let source = Observable<Int>.deferred {
            invoked += 1
            return .just(invoked)
        }
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }

    func test_marbles_subscribesToTheFactorysColdObservable() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("--a--b--|", values: ["a": 1, "b": 2])
        let res = scheduler.start { Observable<Int>.deferred { xs.asObservable() } }
        XCTAssertMarbles(res, "--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertSubscriptions(xs, "^-------!")
    }
}
