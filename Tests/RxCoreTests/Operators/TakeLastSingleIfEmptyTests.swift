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
