// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeWhileSkipWhileTests: RxTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 5, "d": 1]

    func test_marbles_takeWhileExclusiveAndInclusive() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-c-d-|", values: values)
        XCTAssertMarbles(scheduler.start { xs.take(while: { $0 < 3 }) }, "^-a-b-|", values: values)
        XCTAssertSubscriptions(xs, "^-----!")
        let inclusive = TestScheduler(initialClock: 0)
        let ys = try inclusive.createHotObservable("^-a-b-c-d-|", values: values)
        XCTAssertMarbles(
            inclusive.start { ys.take(while: { $0 < 3 }, behavior: .inclusive) },
            "^-a-b-(c|)",
            values: values
        )
    }

    func test_marbles_skipWhile() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-c-d-|", values: values)
        XCTAssertMarbles(scheduler.start { xs.skip(while: { $0 < 3 }) }, "^-----c-d-|", values: values)
    }

    func test_errorsDisposalAndThrowingPredicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(
            scheduler.start { xs.take(while: { _ in true }) }.events,
            [.next(210, 1), .error(220, testError)]
        )
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(throwing.start { ys.take(while: { _ in throw testError }) }.events, [.error(210, testError)])
        let skipThrowing = TestScheduler(initialClock: 0)
        let zs = skipThrowing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(skipThrowing.start { zs.skip(while: { _ in throw testError }) }.events, [.error(210, testError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
        let disposal = TestScheduler(initialClock: 0)
        let ws = disposal.createHotObservable([.next(210, 5), .next(260, 6)])
        XCTAssertEqual(disposal.start(disposed: 250) { ws.skip(while: { $0 < 3 }) }.events, [.next(210, 5)])
    }
}

extension TakeWhileSkipWhileTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_takeWhile_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.take(while: { $0 < 5 })
        }
    }
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_skipWhile_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: []
            )
        ) { xs, _ in
            xs.skip(while: { $0 < 5 })
        }
    }
}
