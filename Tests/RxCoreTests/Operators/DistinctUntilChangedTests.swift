// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DistinctUntilChangedTests: RxTestCase {
    func test_dropsConsecutiveDuplicates() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(215, 2), .next(220, 3), .next(225, 2), .next(230, 2), .completed(250),
        ])
        let res = scheduler.start { xs.distinctUntilChanged() }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(225, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_marbles_keySelectorComparerAndKeyPath() throws {
        let values: [Character: String] = ["a": "apple", "b": "avocado", "c": "banana"]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(scheduler.start { xs.distinctUntilChanged { $0.first } }, "^-a---c-|", values: values)
        let comparer = TestScheduler(initialClock: 0)
        let ys = try comparer.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(
            comparer.start { ys.distinctUntilChanged { $0.count == $1.count } },
            "^-a-b-c-|",
            values: values
        )
        let keyPath = TestScheduler(initialClock: 0)
        let zs = try keyPath.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(keyPath.start { zs.distinctUntilChanged(at: \.first) }, "^-a---c-|", values: values)
    }

    func test_errorDisposalAndThrowingSelectors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.distinctUntilChanged() }.events, [.next(210, 1), .error(220, testError)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = throwing.start { ys.distinctUntilChanged { _, _ in throw testError } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        let disposal = TestScheduler(initialClock: 0)
        let zs = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(disposal.start(disposed: 250) { zs.distinctUntilChanged() }.events, [.next(210, 1)])
    }

    func test_resubscription_forgetsThePreviousElement() {
        let source = Observable.of(1, 1, 2).distinctUntilChanged()
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 1, 2])
    }
}

extension DistinctUntilChangedTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_distinctUntilChanged_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.distinctUntilChanged()
        }
    }
}
