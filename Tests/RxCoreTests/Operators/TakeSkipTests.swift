// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeSkipTests: RxTestCase {
    func test_take_completesAfterCountAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(300),
        ])
        let res = scheduler.start { xs.take(3) }
        XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_take_marbles_fewerElementsThanCount() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-|")
        XCTAssertMarbles(scheduler.start { xs.take(5) }, "^-a-b-|")
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func test_take_zero_completesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        XCTAssertEqual(scheduler.start { xs.take(0) }.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_take_errorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.take(5) }.events, [.next(210, 1), .error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.take(5) }.events, [.next(210, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_take_stopsAnInfiniteSynchronousSource() {
        var values: [Int] = []
        _ = Observable.repeatElement(7).take(3).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [7, 7, 7])
    }

    func test_skip_dropsFirstElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.skip(2) }
        XCTAssertEqual(res.events, [.next(230, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_skip_errorDisposalAndResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.skip(0) }.events, [.next(210, 1), .error(220, testError)])
        let source = Observable.of(1, 2, 3).skip(1)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [2, 3, 2, 3])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.skip(1) }.events, [.next(220, 2)])
    }
}

extension TakeSkipTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_take_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1), .completed(210)],
                disposedSubscriptions: [Subscription(200, 210)]
            )
        ) { xs, _ in
            xs.take(1)
        }
    }
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_skip_standardSources() {
        assertStandardCases(StandardExpectation(empty: [.completed(250)], disposed: [])) { xs, _ in xs.skip(1) }
    }
}

/// An operator that ends before its source does, under a closure `subscribe` (RxSwift 6.10.2 `Take.swift`,
/// `ElementAt.swift`, `TakeWhile.swift`, `SingleAsync.swift`: the sink forwards its terminal event, then disposes its
/// source; the closure subscriber runs `onDisposed` when it receives the event, before that).
extension TakeSkipTests {
    /// Subscribes `makeOperator(source)` for a source of 1, 2, 3 (at 210, 220, 230) with closures, and logs the events, the
    /// subscriber's `onDisposed` and the source's disposal.
    static func recordEarlyEnd(
        _ makeOperator: @escaping (Observable<Int>) -> Observable<Int>
    ) -> (log: [String], subscriptions: [Subscription]) {
        recordDisposalOrder([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)]) { source, log in
            subscribeLogging(makeOperator(source), to: log)
        }
    }

    func test_take_completesThenRunsOnDisposedThenDisposesTheSource() {
        let (log, subscriptions) = Self.recordEarlyEnd { $0.take(1) }
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 210)])
    }

    func test_elementAt_completesThenRunsOnDisposedThenDisposesTheSource() {
        let (log, subscriptions) = Self.recordEarlyEnd { $0.element(at: 1) }
        XCTAssertEqual(log, ["next 2", "completed", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 220)])
    }

    func test_takeWhile_completesThenRunsOnDisposedThenDisposesTheSource() {
        let (log, subscriptions) = Self.recordEarlyEnd { $0.take(while: { $0 < 2 }) }
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 220)])
    }

    func test_single_failsThenRunsOnDisposedThenDisposesTheSource() {
        let (log, subscriptions) = Self.recordEarlyEnd { $0.single() }
        XCTAssertEqual(log, ["next 1", "error", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 220)])
    }

    func test_take_synchronousSource_completesThenRunsOnDisposedThenDisposesTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { log.append("source disposed") }
        }
        _ = source.take(1).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "completed", "disposed", "source disposed"])
    }
}
