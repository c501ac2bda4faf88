// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ReduceTests: RxTestCase {
    func test_emitsTheAccumulationOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.reduce(0, accumulator: +) }.events, [.next(300, 6), .completed(300)])
        let mapped = TestScheduler(initialClock: 0)
        let ys = mapped.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(
            mapped.start { ys.reduce(0, accumulator: +, mapResult: { "\($0)" }) }.events,
            [.next(300, "1"), .completed(300)]
        )
        let into = TestScheduler(initialClock: 0)
        let zs = into.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(
            into.start { zs.reduce(into: [Int]()) { $0.append($1) } }.events,
            [.next(300, [1, 2]), .completed(300)]
        )
    }

    func test_errorDisposalAndThrowingClosures() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.reduce(0, accumulator: +) }.events, [.error(220, testError)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(
            throwing.start { ys.reduce(0, accumulator: { _, _ in throw testError }) }.events,
            [.error(210, testError)]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        let mapThrowing = TestScheduler(initialClock: 0)
        let zs = mapThrowing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(
            mapThrowing.start { zs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError }) }.events,
            [.error(300, testError)]
        )
        let disposal = TestScheduler(initialClock: 0)
        let ws = disposal.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(disposal.start(disposed: 250) { ws.reduce(0, accumulator: +) }.events, [])
    }

    func test_resubscription_startsFromSeed() {
        let source = Observable.of(1, 2).reduce(10, accumulator: +)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [13, 13])
    }
}

extension ReduceTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_reduce_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.next(250, 10), .completed(250)],
                disposed: []
            )
        ) { xs, _ in
            xs.reduce(10, accumulator: +)
        }
    }
}
