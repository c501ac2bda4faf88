// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class IgnoreElementsTests: RxTestCase {
    func test_forwardsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(failing.start { ys.ignoreElements() }.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let zs = disposal.createHotObservable([Recorded<Event<Int>>.completed(300)])
        XCTAssertEqual(disposal.start(disposed: 250) { zs.ignoreElements() }.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }
}

extension IgnoreElementsTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_ignoreElements_standardSources() {
        assertStandardCases(
            StandardExpectation<Never>(
                empty: [.completed(250)],
                disposed: []
            )
        ) { xs, _ in
            xs.ignoreElements()
        }
    }
}

extension IgnoreElementsTests {
    func test_synchronousSources_forwardOnlyTheTerminalEventWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.of(1, 2).ignoreElements() }.events, [.completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable.just(1).concat(Observable<Int>.error(testError)).ignoreElements() }.events,
            [.error(200, testError)]
        )
    }
}
