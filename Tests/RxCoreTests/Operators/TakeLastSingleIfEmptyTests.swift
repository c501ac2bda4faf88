// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeLastSingleIfEmptyTests: RxTestCase {
    func test_takeLast_emitsTheLastElementsOnCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        XCTAssertMarbles(scheduler.start { xs.takeLast(2) }, "^-------(bc|)")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(failing.start { ys.takeLast(1) }.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let zs = disposal.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(disposal.start(disposed: 250) { zs.takeLast(1) }.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func test_single_errorsForNoneOrMany() {
        let scheduler = TestScheduler(initialClock: 0)
        let one = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(scheduler.start { one.single() }.events, [.next(210, 1), .completed(300)])
        let none = TestScheduler(initialClock: 0)
        let empty = none.createHotObservable([Recorded<Event<Int>>.completed(300)])
        XCTAssertEqual(none.start { empty.single() }.events, [.error(300, RxError.noElements)])
        let many = TestScheduler(initialClock: 0)
        let two = many.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(many.start { two.single() }.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(two.subscriptions, [Subscription(200, 220)])
        let predicate = TestScheduler(initialClock: 0)
        let ps = predicate.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(predicate.start { ps.single { $0 == 2 } }.events, [.next(220, 2), .completed(300)])
        let throwing = TestScheduler(initialClock: 0)
        let ts = throwing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(throwing.start { ts.single { _ in throw testError } }.events, [.error(210, testError)])
    }

    func test_ifEmpty_defaultAndSwitchTo() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        XCTAssertEqual(scheduler.start { empty.ifEmpty(default: 9) }.events, [.next(250, 9), .completed(250)])
        let nonEmpty = TestScheduler(initialClock: 0)
        let xs = nonEmpty.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertEqual(nonEmpty.start { xs.ifEmpty(default: 9) }.events, [.next(210, 1), .completed(250)])
        let switching = TestScheduler(initialClock: 0)
        let ys: TestableObservable<String> = try switching.createHotObservable("^--|")
        let other: TestableObservable<String> = try switching.createColdObservable("-x-y|")
        XCTAssertMarbles(switching.start { ys.ifEmpty(switchTo: other.asObservable()) }, "^---x-y|")
        XCTAssertSubscriptions(other, "---^---!")
        let failing = TestScheduler(initialClock: 0)
        let zs = failing.createHotObservable([Recorded<Event<Int>>.error(250, testError)])
        XCTAssertEqual(failing.start { zs.ifEmpty(default: 9) }.events, [.error(250, testError)])
    }
}

extension TakeLastSingleIfEmptyTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_takeLast_standardSources() {
        assertStandardCases(StandardExpectation(empty: [.completed(250)], disposed: [])) { xs, _ in xs.takeLast(1) }
    }
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_single_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.error(250, RxError.noElements)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.single()
        }
    }
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_ifEmptyDefault_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.next(250, 9), .completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.ifEmpty(default: 9)
        }
    }
}

extension TakeLastSingleIfEmptyTests {
    func test_takeLast_synchronousSources_endWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.of(1, 2, 3).takeLast(2) }.events,
            [.next(200, 2), .next(200, 3), .completed(200)]
        )
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable<Int>.empty().takeLast(2) }.events, [.completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable.just(1).concat(Observable<Int>.error(testError)).takeLast(2) }.events,
            [.error(200, testError)]
        )
    }

    func test_takeLast_zeroCount_emitsOnlyTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(scheduler.start { xs.takeLast(0) }.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_takeLast_keepsTheLastElementsInOrder_whateverHowManyCame() {
        // Fewer than `count`, exactly `count`, and enough to wrap the ring around several times, from one to the
        // last position of the ring; and counts above 64, whose storage, reserved for 64 at the first element, grows.
        let counts = [
            (3, 2), (3, 3), (3, 4), (3, 5), (3, 6), (3, 7), (4, 1001), (1, 10), (100, 70), (100, 250), (65, 66),
        ]
        for (count, total) in counts {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable(
                (1...total).map { Recorded.next(200 + $0, $0) } + [.completed(2000)]
            )
            let expected = (Swift.max(1, total - count + 1)...total).map { Recorded.next(2000, $0) }
            XCTAssertEqual(
                scheduler.start(disposed: 3000) { xs.takeLast(count) }.events,
                expected + [.completed(2000)],
                "takeLast(\(count)) of \(total) elements"
            )
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 2000)])
        }
    }

    func test_single_synchronousSources_endWhileSubscribing() {
        let one = TestScheduler(initialClock: 0)
        XCTAssertEqual(one.start { Observable.just(1).single() }.events, [.next(200, 1), .completed(200)])
        let two = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            two.start { Observable.of(1, 2).single() }.events,
            [.next(200, 1), .error(200, RxError.moreThanOneElement)]
        )
        let none = TestScheduler(initialClock: 0)
        XCTAssertEqual(none.start { Observable<Int>.empty().single() }.events, [.error(200, RxError.noElements)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(failing.start { Observable<Int>.error(testError).single() }.events, [.error(200, testError)])
    }

    func test_single_disposalAtAnExactTime_andAThrowingPredicateUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(scheduler.start(disposed: 250) { xs.single() }.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(
            throwing.start { ys.single { _ in throw testError } }.events,
            [.error(210, testError)]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_ifEmpty_sourceEmptyWhileSubscribing_itsSubscriptionIsDisposedAtOnce_theReplacementStaysLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 5), .next(300, 6)])
        var sourceDisposedAt: [Int] = []
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            return Disposables.create { sourceDisposedAt.append(scheduler.clock) }
        }
        let res = scheduler.start(disposed: 250) { source.ifEmpty(switchTo: ys.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 5)])
        XCTAssertEqual(sourceDisposedAt, [200])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_ifEmpty_synchronousSources_endWhileSubscribing() {
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            empty.start { Observable<Int>.empty().ifEmpty(default: 9) }.events,
            [.next(200, 9), .completed(200)]
        )
        let switching = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            switching.start { Observable<Int>.empty().ifEmpty(switchTo: .of(1, 2)) }.events,
            [.next(200, 1), .next(200, 2), .completed(200)]
        )
        let nonEmpty = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            nonEmpty.start { Observable.just(1).ifEmpty(default: 9) }.events,
            [.next(200, 1), .completed(200)]
        )
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable<Int>.error(testError).ifEmpty(default: 9) }.events,
            [.error(200, testError)]
        )
    }

    func test_ifEmptySwitchTo_disposalAtAnExactTimeReachesTheReplacement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let other = scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)])
        XCTAssertEqual(
            scheduler.start(disposed: 280) { xs.ifEmpty(switchTo: other.asObservable()) }.events,
            [.next(260, 1)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(other.subscriptions, [Subscription(250, 280)])
    }

    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_ifEmptySwitchTo_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.next(260, 9), .completed(270)],
                disposed: [.next(210, 1)]
            )
        ) { xs, scheduler in
            xs.ifEmpty(switchTo: scheduler.createColdObservable([.next(10, 9), .completed(20)]).asObservable())
        }
    }
}
