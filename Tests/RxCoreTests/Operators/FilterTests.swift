// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class FilterTests: RxTestCase {
    private func isPrime(_ value: Int) -> Bool {
        guard value > 1 else { return false }
        return !(2..<value).contains { value % $0 == 0 }
    }

    func test_keepsMatchingValuesAndPassesCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5), .next(380, 6),
            .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10), .next(580, 11), .completed(600),
        ])
        let res = scheduler.start { xs.filter { self.isPrime($0) } }
        XCTAssertEqual(
            res.events,
            [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func test_marbles_keepsEvenValues() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
        let xs = try scheduler.createHotObservable("^-a-b-c-d-|", values: values)
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertMarbles(res, "^---b---d-|", values: values)
        XCTAssertSubscriptions(xs, "^---------!")
    }

    func test_passesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, testError)])
        let res = scheduler.start { xs.filter { $0 % 2 == 0 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_disposalAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .next(250, 4), .next(300, 6)])
        let res = scheduler.start(disposed: 260) { xs.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(250, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_predicateThrowing_emitsErrorAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start {
            xs.filter { value in
                if value == 2 { throw testError }
                return true
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_emptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(scheduler.start { xs.filter { _ in true } }.events, [.completed(250)])
        let neverScheduler = TestScheduler(initialClock: 0)
        let never = neverScheduler.createHotObservable([Recorded<Event<Int>>]())
        XCTAssertEqual(neverScheduler.start { never.filter { _ in true } }.events, [])
    }

    func test_resubscription_filtersAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let filtered = xs.filter { $0 > 1 }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = filtered.subscribe(first) }
        scheduler.scheduleAt(200) { _ = filtered.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(120, 2), .completed(130)])
        XCTAssertEqual(second.events, [.next(220, 2), .completed(230)])
    }

    func test_chainedWithMap_keepsOrderAndGrammar() {
        var received: [Event<Int>] = []
        _ = Observable.from([1, 2, 3, 4, 5, 6])
            .map { $0 + 1 }
            .filter { $0 & 1 == 0 }
            .map { $0 * 2 }
            .subscribe { received.append($0) }
        XCTAssertEqual(received, [.next(4), .next(8), .next(12), .completed])
    }
}

extension FilterTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_filter_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.filter { $0 > 0 }
        }
    }
}
