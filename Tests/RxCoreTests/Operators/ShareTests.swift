import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ShareTests: RxTestCase {
    func test_shareReplay1_sharesOneSubscriptionAndReplaysTheLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(270, 4)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(260) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .next(240, 3)])
        XCTAssertEqual(second.events, [.next(230, 2), .next(240, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    }

    func test_whileConnected_startsAfreshAfterTheLastSubscriberLeft() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .whileConnected)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(330) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(second.events, [.next(310, 1), .next(320, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(300, 330)])
    }

    func test_forever_replaysTheOldBufferToTheNextConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = xs.share(replay: 1, scope: .forever)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(230) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
        scheduler.scheduleAt(330) { subscriptions[1].dispose() }
        scheduler.start()
        XCTAssertEqual(second.events, [.next(300, 2), .next(310, 1), .next(320, 2)])
    }

    func test_marbles_shareWithoutReplay_andCompletion() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let shared = xs.share()
        let late = scheduler.createObserver(String.self)
        scheduler.scheduleAt(230) { _ = shared.subscribe(late) }
        let res = scheduler.start { shared }
        XCTAssertMarbles(res, "^-a-b-c-|")
        XCTAssertMarbles(late, "^---b-c-|")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func test_errorIsSharedAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let shared = xs.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(second.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

extension ShareTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_share_standardSources() {
        assertStandardCases(StandardExpectation(
            empty: [.completed(250)], disposed: [.next(210, 1)])) { xs, _ in
            xs.share(replay: 1)
        }
    }
}
