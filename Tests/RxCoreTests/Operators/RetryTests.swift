// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RetryTests: RxTestCase {
    func test_retry_resubscribesAfterEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ok = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start {
            Observable<Int>.deferred {
                attempt += 1
                return attempt < 3 ? xs.asObservable() : ok.asObservable()
            }.retry()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func test_retryCount_emitsTheLastError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createColdObservable("-a#", error: testError)
        XCTAssertMarbles(scheduler.start { xs.retry(3) }, "-a-a-a#", error: testError)
        XCTAssertEqual(xs.subscriptions.count, 3)
    }

    func test_retry_disposalStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 235) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func test_retry_manySynchronousFailures_runInConstantStack() {
        var attempts = 0
        var values: [Int] = []
        _ = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 50_000 {
                observer.onError(testError)
            } else {
                observer.onNext(attempts); observer.onCompleted()
            }
            return Disposables.create()
        }.retry().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [50_000])
    }
}

extension RetryTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_retry_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                failing: [],
                disposed: [.next(210, 1)],
                failingSubscriptions: [Subscription(200, 250), Subscription(250, 1_000)]
            )
        ) { xs, _ in
            xs.retry(2)
        }
    }
}
