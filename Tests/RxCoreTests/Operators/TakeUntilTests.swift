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
        XCTAssertMarbles(inclusive.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) }, "^-a-(b|)", values: values)
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

final class RetryTests: RxTestCase {
    func test_retry_resubscribesAfterEachError() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempt = 0
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ok = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start {
            Observable<Int>.deferred {
                attempt += 1
                return attempt < 3 ? xs.asObservable() : ok.asObservable()
            }.retry()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 2), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func test_retryCount_emitsTheLastError() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createColdObservable("-a#", error: testError)
        XCTAssertMarbles(scheduler.start { xs.retry(3) }, "-a-a-a#", error: testError)
        XCTAssertEqual(xs.subscriptions.count, 3)
    }

    func test_retry_disposalStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 235) { xs.retry() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func test_retry_manySynchronousFailures_runInConstantStack() {
        var attempts = 0
        var values: [Int] = []
        _ = Observable<Int>.create { observer in
            attempts += 1
            if attempts < 50_000 { observer.onError(testError) } else { observer.onNext(attempts); observer.onCompleted() }
            return Disposables.create()
        }.retry().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [50_000])
    }
}

final class WithLatestFromTests: RxTestCase {
    func test_combinesWithTheLatestOfTheSecond() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a---b---c-|")
        let ys: TestableObservable<String> = try scheduler.createHotObservable("^---1---2-----")
        let res = scheduler.start { xs.withLatestFrom(ys) { $0 + $1 } }
        XCTAssertMarbles(res, "^-----P---Q-|", values: ["P": "b1", "Q": "c2"])
        XCTAssertSubscriptions(ys, "^-----------!")
        let plain = TestScheduler(initialClock: 0)
        let a = plain.createHotObservable([.next(220, 1), .completed(300)])
        let b = plain.createHotObservable([.next(210, "x")])
        XCTAssertEqual(plain.start { a.withLatestFrom(b) }.events, [.next(220, "x"), .completed(300)])
    }

    func test_errorsAndThrowingSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(230, 1)])
        let b = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { a.withLatestFrom(b) }.events, [.error(220, testError)])
        let throwing = TestScheduler(initialClock: 0)
        let c = throwing.createHotObservable([.next(230, 1)])
        let d = throwing.createHotObservable([.next(210, 1)])
        XCTAssertEqual(throwing.start { c.withLatestFrom(d) { _, _ -> Int in throw testError } }.events, [.error(230, testError)])
    }
}

final class WithUnretainedTests: RxTestCase {
    func test_pairsWithTheObjectAndCompletesWhenItIsGone() {
        final class Owner { let name = "owner" }
        var owner: Owner? = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = xs.withUnretained(owner!).map { "\($0.name)\($1)" }.subscribe(observer) }
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, "owner1"), .completed(230)])
    }
}
