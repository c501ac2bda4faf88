import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DelayTests: RxTestCase {
    func test_delay_shiftsElementsAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(225, 1), .next(235, 2), .completed(245)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_delay_errorIsNotDelayed_andDropsWaitingElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(scheduler.start { xs.delay(.seconds(15), scheduler: scheduler) }.events, [.error(215, testError)])
    }

    func test_marbles_delayAndDisposal() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-|")
        XCTAssertMarbles(scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }, "^---a-b-|")
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(240, 2)])
        XCTAssertEqual(disposal.start(disposed: 245) { ys.delay(.seconds(10), scheduler: disposal) }.events, [.next(220, 1)])
    }

    func test_delaySubscription_subscribesLater() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([Recorded<Event<Int>>.next(240, 1)])
        _ = disposal.start(disposed: 220) { ys.delaySubscription(.seconds(30), scheduler: disposal) }
        XCTAssertEqual(ys.subscriptions, [])
    }
}

final class TimeoutTests: RxTestCase {
    func test_timeout_failsAfterSilence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(280, 3)])
        let res = scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(250, RxError.timeout)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_timeout_switchesToOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(280, 3)])
        let other = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.timeout(.seconds(30), other: other, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(250, 9), .completed(260)])
        XCTAssertEqual(other.subscriptions, [Subscription(240, 260)])
    }

    func test_timeout_completionAndErrorBeforeTheTimer() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-|")
        XCTAssertMarbles(scheduler.start { xs.timeout(.seconds(30), scheduler: scheduler) }, "^-a-|")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        XCTAssertEqual(failing.start { ys.timeout(.seconds(30), scheduler: failing) }.events, [.error(210, testError)])
    }
}

final class DebounceTests: RxTestCase {
    func test_emitsAfterQuietPeriod() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)])
        let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(240, 2), .next(270, 3), .completed(300)])
    }

    func test_completionFlushesThePendingElement_errorDropsIt() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a|")
        XCTAssertMarbles(scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }, "^--(a|)")
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(215, testError)])
        XCTAssertEqual(failing.start { ys.debounce(.seconds(20), scheduler: failing) }.events, [.error(215, testError)])
    }

    func test_disposalCancelsThePendingElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
        XCTAssertEqual(scheduler.start(disposed: 220) { xs.debounce(.seconds(20), scheduler: scheduler) }.events, [])
    }
}

final class ThrottleTests: RxTestCase {
    func test_latest_emitsFirstThenTheLastOfEachWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(25), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 3), .next(260, 4), .completed(300)])
    }

    func test_notLatest_dropsTheRestOfTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300)])
        let res = scheduler.start { xs.throttle(.seconds(25), latest: false, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(260, 4), .completed(300)])
    }

    func test_completionWaitsForThePendingLatest_errorDoesNot() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(
            scheduler.start { xs.throttle(.seconds(25), scheduler: scheduler) }.events,
            [.next(210, 1), .next(235, 2), .completed(235)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .next(220, 2), .error(225, testError)])
        XCTAssertEqual(
            failing.start { ys.throttle(.seconds(25), scheduler: failing) }.events, [.next(210, 1), .error(225, testError)])
    }
}

final class SampleTests: RxTestCase {
    func test_emitsTheLatestNewElementAtEachSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let sampler = scheduler.createHotObservable([.next(230, "s"), .next(250, "s"), .next(280, "s"), .next(310, "s")])
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(280, 3), .completed(310)])
    }

    func test_defaultValueWhenNothingNew_andErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.next(230, "s"), .next(250, "s")])
        XCTAssertEqual(scheduler.start(disposed: 260) { xs.sample(sampler, defaultValue: 0) }.events, [.next(230, 1), .next(250, 0)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1)])
        let failingSampler = failing.createHotObservable([Recorded<Event<String>>.error(220, testError)])
        XCTAssertEqual(failing.start { ys.sample(failingSampler) }.events, [.error(220, testError)])
    }
}

final class TakeSkipDurationTests: RxTestCase {
    func test_takeFor_completesWhenTheTimeIsUp() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        let res = scheduler.start { xs.take(for: .seconds(35), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(235)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_skipDuration_dropsEarlyElementsButNotCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }.events, [.next(220, 2), .completed(230)])
        let early = TestScheduler(initialClock: 0)
        let ys: TestableObservable<String> = try early.createHotObservable("^-a|")
        XCTAssertMarbles(early.start { ys.skip(.seconds(50), scheduler: early) }, "^--|")
    }
}
