// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class CompactMapTests: RxTestCase {
    func test_emitsNonNilResults() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
        ])
        let res = scheduler.start { xs.compactMap { Int($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_marbles_dropsNils() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let res = scheduler.start { xs.compactMap { $0 == "b" ? nil : $0.uppercased() } }
        XCTAssertMarbles(res, "^-A---C-|")
    }

    func test_errorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.compactMap { $0 } }.events, [.next(210, 1), .error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.compactMap { $0 } }.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_transformThrowing_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start {
            xs.compactMap { value -> Int? in
                if value == 2 { throw testError }; return value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

extension CompactMapTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_compactMap_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.compactMap { $0 }
        }
    }
}
