// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class AmbTests: RxTestCase {
    func test_mirrorsTheFirstToEmit_andUnsubscribesTheOther() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<String> = try scheduler.createHotObservable("^----a-b-|")
        let right: TestableObservable<String> = try scheduler.createHotObservable("^--x-y-|")
        XCTAssertMarbles(scheduler.start { left.amb(right) }, "^--x-y-|")
        XCTAssertSubscriptions(left, "^--!")
    }

    func test_errorCanWin_andEmptyCollectionNeverEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let right = scheduler.createHotObservable([.next(220, 1)])
        XCTAssertEqual(
            scheduler.start { Observable.amb([left.asObservable(), right.asObservable()]) }.events,
            [.error(210, testError)]
        )
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
        // RxSwift folds the sources into `never()`, so an empty collection is `never()`.
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable<Int>.amb([]) }.events, [])
    }

    func test_disposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.next(260, 1)])
        let right = scheduler.createHotObservable([Recorded<Event<Int>>.next(270, 2)])
        XCTAssertEqual(scheduler.start(disposed: 250) { left.amb(right) }.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }
}

/// Sources that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's events and
/// subscription logs: a source that acts during its subscription wins, and the later ones are still subscribed,
/// then disposed at once.
extension AmbTests {
    func test_synchronousFirstSource_winsAndTheOthersAreSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start { Observable.amb([Observable.just(0), xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_synchronousLaterSource_beatsTheEarlierAsynchronousOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.amb(Observable.of(5, 6)) }
        XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_synchronousError_wins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), .error(testError), .just(1)]) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_firstSynchronousThenAsynchronous_keepsTheWinnerRunning() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(205, 9)])
        let res = scheduler.start { Observable.amb([xs.startWith(0), ys.asObservable()]) }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}

/// The order of disposal when a source fails while being subscribed (RxSwift 6.10.2 `Amb.swift`: the winner
/// disposes the other source as it wins, before forwarding; its own disposable goes when its subscription returns).
extension AmbTests {
    func test_secondFailsWhileSubscribed_disposesTheFirstAsItWinsThenItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            CombineLatestTests.logged("a", xs, log).amb(CombineLatestTests.failing("b", log))
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "a disposed", "b disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_firstFailsWhileSubscribed_disposesItThenSubscribesAndDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            CombineLatestTests.failing("a", log).amb(CombineLatestTests.logged("b", xs, log))
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a disposed", "b subscribed", "b disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
