// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class MaterializeTests: RxTestCase {
    func test_materialize_turnsEventsIntoElementsThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError)])
        let res = scheduler.start { xs.materialize() }
        XCTAssertEqual(res.events, [.next(210, .next(1)), .next(250, .error(testError)), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_dematerialize_isTheInverse() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(
            scheduler.start { xs.materialize().dematerialize() }.events,
            [.next(210, 1), .next(220, 2), .completed(300)]
        )
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Event<Int>>>.next(210, .error(testError))])
        XCTAssertEqual(failing.start { ys.dematerialize() }.events, [.error(210, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_disposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(scheduler.start(disposed: 250) { xs.materialize() }.events, [.next(210, .next(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}

extension MaterializeTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_materializeDematerialize_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.materialize().dematerialize()
        }
    }
}

extension MaterializeTests {
    func test_materialize_synchronousSources_endWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.of(1, 2).materialize() }.events,
            [.next(200, .next(1)), .next(200, .next(2)), .next(200, .completed), .completed(200)]
        )
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(testError).materialize() }.events,
            [.next(200, .error(testError)), .completed(200)]
        )
    }

    func test_dematerialize_synchronousSources_andAnInnerCompletionUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable<Event<Int>>.of(.next(1), .completed, .next(2)).dematerialize() }.events,
            [.next(200, 1), .completed(200)]
        )
        let inner = TestScheduler(initialClock: 0)
        let xs = inner.createHotObservable([
            Recorded<Event<Event<Int>>>.next(210, .next(1)), .next(220, .completed), .next(230, .next(2)),
        ])
        XCTAssertEqual(inner.start { xs.dematerialize() }.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
