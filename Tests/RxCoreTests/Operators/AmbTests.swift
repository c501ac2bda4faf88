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

/// `amb` of three sources and more (`AmbSink`: one object per source, which holds its subscription, kept in an array
/// the sink lets go of when disposed): exact events and subscription logs, disposal at exact virtual times,
/// synchronous sources, re-entrancy, and the sink's release.
extension AmbTests {
    func test_threeSources_theThirdWins_theOthersAreDisposedAsItWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let ys = scheduler.createHotObservable([.next(240, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3), .next(250, 4), .completed(260)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(220, 3), .next(250, 4), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 260)])
    }

    func test_threeSources_disposedBeforeAnyWins_disposesEveryOneAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createColdObservable([.next(40, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 215) {
            Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 215)])
    }

    func test_threeSources_disposedAfterTheWin_disposesTheWinnerAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(30, 5), .next(60, 6)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start(disposed: 245) {
            Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 2), .next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func test_synchronousMiddleSource_wins_theEarlierAndLaterOnesAreSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let zs = scheduler.createHotObservable([.next(205, 3)])
        let res = scheduler.start {
            Observable.amb([xs.asObservable(), Observable.of(7, 8), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(200, 7), .next(200, 8), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    func test_aLosingSourceEmittingFromInsideTheWinnersDelivery_isIgnored() {
        let first = HandDrivenSource<Int>()
        let second = HandDrivenSource<Int>()
        let third = HandDrivenSource<Int>()
        var received: [Int] = []
        let subscription = Observable.amb([first.observable, second.observable, third.observable])
            .subscribe(onNext: { value in
                // The losers were disposed as the first won, before its element came here.
                XCTAssertFalse(second.isSubscribed)
                XCTAssertFalse(third.isSubscribed)
                second.send(99)
                received.append(value)
            })
        XCTAssertTrue(second.isSubscribed)
        first.send(1)
        third.send(3)
        first.send(2)
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(first.isSubscribed)
        subscription.dispose()
        XCTAssertFalse(first.isSubscribed)
    }

    func test_threeSources_theSinkIsReleased_afterDisposalAndAfterItsSourceEnds() {
        let disposed = withLifetimeProbe { probe in
            Observable.amb([Observable<Int>.never(), .never(), .never()]).subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
        let ended = withLifetimeProbe { probe in
            _ = Observable.amb([Observable<Int>.never(), .just(1), .never()]).subscribe(onNext: { _ in _ = probe })
        }
        XCTAssertTrue(ended.isReleased())
    }
}

/// `amb` of three sources and more, the first source's paths (its observer is the sink's own, where each later
/// source's is an object of its own): winning late or while being subscribed, with an element, a completion or an
/// error, with the exact order of subscriptions and disposals, disposal at an exact time, and re-subscription.
extension AmbTests {
    func test_threeSources_theFirstWinsLater_theOthersAreDisposedAsItWins_itsOwnWhenItEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, 1), .next(225, 2), .completed(240)])
        let ys = scheduler.createHotObservable([.next(220, 3)])
        let zs = scheduler.createColdObservable([.next(30, 4)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 215)])
    }

    func test_threeSources_theFirstWinsWithAnError_everyOneIsDisposedThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(215, testError)])
        let ys = scheduler.createHotObservable([.next(220, 3)])
        let zs = scheduler.createHotObservable([.next(230, 4)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.error(215, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 215)])
    }

    func test_threeSources_theSecondWins_theFirstAndThirdAreDisposedAsItWins() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(230, 1)])
        let ys = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
        let zs = scheduler.createHotObservable([.next(215, 4)])
        let res = scheduler.start { Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func test_threeSources_theFirstEmitsWhileSubscribed_logsEverySubscriptionAndDisposalInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let first = Observable<Int>.create { observer in
            log.append("a subscribed")
            observer.onNext(1)
            log.append("a returns")
            return Disposables.create { log.append("a disposed") }
        }
        let res = scheduler.start(disposed: 300) {
            Observable.amb([first, CombineLatestTests.logged("b", ys, log), CombineLatestTests.logged("c", zs, log)])
        }
        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertEqual(
            log.values,
            ["a subscribed", "a returns", "b subscribed", "b disposed", "c subscribed", "c disposed", "a disposed"]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    func test_threeSources_theFirstCompletesWhileSubscribed_disposesItThenSubscribesAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start {
            Observable.amb([
                CombineLatestTests.completing("a", [], log), CombineLatestTests.logged("b", ys, log),
                CombineLatestTests.logged("c", zs, log),
            ])
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(
            log.values,
            ["a subscribed", "a disposed", "b subscribed", "b disposed", "c subscribed", "c disposed"]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    func test_threeSources_theFirstFailsWhileSubscribed_disposesItThenSubscribesAndDisposesTheOthers() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 2)])
        let zs = scheduler.createHotObservable([.next(220, 3)])
        let res = scheduler.start {
            Observable.amb([
                CombineLatestTests.failing("a", log), CombineLatestTests.logged("b", ys, log),
                CombineLatestTests.logged("c", zs, log),
            ])
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a disposed", "b subscribed", "b disposed", "c subscribed", "c disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    func test_threeSources_theThirdFailsWhileSubscribed_disposesTheFirstTwoAsItWinsThenItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start {
            Observable.amb([
                CombineLatestTests.logged("a", xs, log), CombineLatestTests.logged("b", ys, log),
                CombineLatestTests.failing("c", log),
            ])
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b subscribed", "a disposed", "b disposed", "c disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_threeSources_disposedBeforeAnyWins_disposesInTheSourcesOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(260, 1)])
        let ys = scheduler.createHotObservable([.next(270, 2)])
        let zs = scheduler.createHotObservable([.next(280, 3)])
        let res = scheduler.start(disposed: 250) {
            Observable.amb([
                CombineLatestTests.logged("a", xs, log), CombineLatestTests.logged("b", ys, log),
                CombineLatestTests.logged("c", zs, log),
            ])
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(
            log.values,
            ["a subscribed", "b subscribed", "c subscribed", "a disposed", "b disposed", "c disposed"]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }

    func test_threeSources_theFirstWins_thenDisposedAtAnExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 4)])
        let zs = scheduler.createHotObservable([.next(225, 5)])
        let res = scheduler.start(disposed: 245) {
            Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210)])
    }

    func test_threeSources_resubscribed_eachSubscriptionRacesAfresh() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(40)])
        let ys = scheduler.createColdObservable([.next(20, 2)])
        let zs = scheduler.createHotObservable([.next(245, 3), .completed(290)])
        let amb = Observable.amb([xs.asObservable(), ys.asObservable(), zs.asObservable()])
        let res = scheduler.start { amb.concat(amb) }
        // The first race: the cold xs wins at 210 and completes at 240; the second, subscribed at 240: the hot zs
        // wins at 245, before the cold xs and ys send.
        XCTAssertEqual(res.events, [.next(210, 1), .next(245, 3), .completed(290)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(240, 245)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210), Subscription(240, 245)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 210), Subscription(240, 290)])
    }
}

/// `amb` of one source: the sink's own observer and upstream, no other object.
extension AmbTests {
    func test_oneSource_isMirrored_andDisposedWhenItEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { Observable.amb([xs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_oneSource_disposedAtAnExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { Observable.amb([xs.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_oneSource_failingWhileSubscribed_isDisposedWhenItsSubscriptionReturns() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let res = scheduler.start { Observable.amb([CombineLatestTests.failing("a", log)]) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a disposed"])
    }
}
