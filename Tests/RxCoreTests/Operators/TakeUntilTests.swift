// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeUntilTests: RxTestCase {
    func test_takeUntilOther_completesWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(240, "stop"), .completed(260)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func test_marbles_otherCompletingWithoutElement_changesNothing() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let other: TestableObservable<String> = try scheduler.createHotObservable("^--|")
        XCTAssertMarbles(scheduler.start { xs.take(until: other) }, "^-a-b-c-|")
        XCTAssertSubscriptions(other, "^--!")
    }

    func test_errorsFromEitherSide_andDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.take(until: other) }.events, [.next(210, 1), .error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        let never = disposal.createHotObservable([Recorded<Event<Int>>]())
        XCTAssertEqual(disposal.start(disposed: 250) { ys.take(until: never) }.events, [.next(210, 1)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 250)])
    }

    func test_takeUntilPredicate_exclusiveAndInclusive() throws {
        let values: [Character: Int] = ["a": 1, "b": 5, "c": 2]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(scheduler.start { xs.take(until: { $0 > 3 }) }, "^-a-|", values: values)
        let inclusive = TestScheduler(initialClock: 0)
        let ys = try inclusive.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(
            inclusive.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) },
            "^-a-(b|)",
            values: values
        )
    }

    func test_skipUntil_startsWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(240, "go")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(250, 3), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func test_skipUntil_otherNeverEmits_swallowsCompletionAsRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        XCTAssertEqual(scheduler.start { xs.skip(until: other) }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let trigger = failing.createHotObservable([Recorded<Event<Int>>]())
        XCTAssertEqual(failing.start { ys.skip(until: trigger) }.events, [.error(210, testError)])
    }
}

extension TakeUntilTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_takeUntilNever_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.take(until: Observable<Int>.never())
        }
    }
}

/// Sources and triggers that act while being subscribed (RxSwift 6.10.2 `TakeWithPredicate.swift`, `SkipUntil.swift`).
extension TakeUntilTests {
    func test_takeUntil_subscribesTheTriggerBeforeTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_takeUntil_triggerEmittingWhileSubscribed_completesAtOnce_andStillSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable.just("stop")) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_triggerFailingWhileSubscribed_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable<String>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_triggerCompletingWhileSubscribed_letsASynchronousSourceThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).take(until: Observable<String>.empty()) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_takeUntil_synchronousSource_disposesTheTriggerAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "stop")])
        let res = scheduler.start { Observable.of(1, 2).take(until: ys) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_synchronousSourceEndsBeforeTheTriggerIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "go")])
        let res = scheduler.start { Observable.just(1).skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_synchronousSourceAndTrigger_theSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [])
    }

    func test_skipUntil_trampolinedSourceEmitsAfterASynchronousTriggerOpened() {
        // `of` emits through the current-thread trampoline, after `just` (which does not) has opened the gate.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let closed = TestScheduler(initialClock: 0)
        let ys = closed.createHotObservable([.next(210, "go")])
        XCTAssertEqual(closed.start { Observable.of(1, 2).skip(until: ys) }.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerEmittingWhileSubscribed_opensForLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_skipUntil_sourceFailingWhileSubscribed_stillSubscribesAndDisposesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "go")])
        let res = scheduler.start { Observable<Int>.error(testError).skip(until: ys) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerFailingWhileSubscribed_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.skip(until: Observable<String>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
