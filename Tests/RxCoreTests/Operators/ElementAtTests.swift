// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ElementAtTests: RxTestCase {
    func test_emitsTheElementAtIndexAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.element(at: 1) }
        XCTAssertEqual(res.events, [.next(220, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completingFirst_failsWithArgumentOutOfRange() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.element(at: 3) }
        XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
    }

    func test_errorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.element(at: 5) }.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.element(at: 1) }.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

extension ElementAtTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_elementAt_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.error(250, RxError.argumentOutOfRange)],
                disposed: [.next(210, 1), .completed(210)],
                disposedSubscriptions: [Subscription(200, 210)]
            )
        ) { xs, _ in
            xs.element(at: 0)
        }
    }
}
