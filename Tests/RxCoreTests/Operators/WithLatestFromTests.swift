// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

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
        XCTAssertEqual(
            throwing.start { c.withLatestFrom(d) { _, _ -> Int in throw testError } }.events,
            [.error(230, testError)]
        )
    }
}

extension WithLatestFromTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_withLatestFrom_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 11)]
            )
        ) { xs, _ in
            xs.withLatestFrom(Observable.just(10)) { $0 + $1 }
        }
    }
}

/// Sources that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's events and
/// subscription logs: the second source is subscribed first.
extension WithLatestFromTests {
    func test_synchronousSecond_isSubscribedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).withLatestFrom(Observable.just(2)) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 12), .completed(200)])
    }

    func test_synchronousSecond_withAHotFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.withLatestFrom(Observable.of(5, 6)) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(210, 16), .next(220, 26), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_bothDrainedThroughTheQueue_interleave() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).withLatestFrom(Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(200, 11), .next(200, 22), .completed(200)])
    }

    func test_secondFailingSynchronously_stillSubscribesAndDisposesTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.withLatestFrom(Observable<Int>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_emptySecond_dropsEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).withLatestFrom(Observable<Int>.empty()) }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_selectorThrowingDuringSynchronousDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(1).withLatestFrom(Observable.just(2)) { _, _ -> Int in throw testError }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_synchronousFirst_endsAtOnceAndDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.just(1).withLatestFrom(ys) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}

/// The second source's subscription ends when it completes (RxSwift 6.10.2's WithLatestFrom.swift).
extension WithLatestFromTests {
    func test_secondSource_isDisposedWhenItCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(300, 1), .next(500, 2), .completed(590)])
        let ys = scheduler.createHotObservable([.next(250, 10), .completed(400)])
        let res = scheduler.start { RawTestSource(xs).withLatestFrom(RawTestSource(ys)) { $0 + $1 } }
        // The latest element outlives its source.
        XCTAssertEqual(res.events, [.next(300, 11), .next(500, 12), .completed(590)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }
}

/// The order of disposal when a sequence fails while being subscribed (RxSwift 6.10.2 `WithLatestFrom.swift`: the
/// second sequence is subscribed first, and both subscriptions are disposed, the source's first, after the sink's
/// `run` returned).
extension WithLatestFromTests {
    func test_sourceFailsWhileSubscribed_disposesItBeforeTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            CombineLatestTests.failing("source", log).withLatestFrom(CombineLatestTests.logged("second", xs, log))
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["second subscribed", "source disposed", "second disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_secondFailsWhileSubscribed_disposesItThenSubscribesAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            CombineLatestTests.logged("source", xs, log).withLatestFrom(CombineLatestTests.failing("second", log))
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["second disposed", "source subscribed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}

/// More sequences that end while being subscribed, a disposal at an exact virtual time and one from inside a delivery:
/// the second sequence is subscribed first, and both subscriptions go, the source's first.
extension WithLatestFromTests {
    private typealias Logged = CombineLatestTests

    func test_secondCompletingAtOnce_keepsItsLatestElementAndEndsItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start {
            Logged.logged("source", xs, log).withLatestFrom(Logged.completing("second", [5], log)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(res.events, [.next(210, 15), .completed(230)])
        XCTAssertEqual(log.values, ["second subscribed", "second disposed", "source subscribed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_sourceCompletingAtOnce_disposesItThenTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Logged.completing("source", [1], log).withLatestFrom(Logged.logged("second", ys, log))
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(log.values, ["second subscribed", "source subscribed", "source disposed", "second disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_disposedAtAnExactTime_disposesTheSourceThenTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
        let ys = scheduler.createHotObservable([.next(220, 5)])
        let res = scheduler.start(disposed: 250) {
            Logged.logged("source", xs, log).withLatestFrom(Logged.logged("second", ys, log)) { $0 * 10 + $1 }
        }
        XCTAssertEqual(res.events, [.next(230, 25)])
        XCTAssertEqual(log.values, ["second subscribed", "source subscribed", "source disposed", "second disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_selectorThrowing_disposesTheSourceThenTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(230, 1), .next(240, 2)])
        let ys = scheduler.createHotObservable([.next(220, 5)])
        let res = scheduler.start {
            Logged.logged("source", xs, log).withLatestFrom(Logged.logged("second", ys, log)) { _, _ -> Int in
                throw testError
            }
        }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(log.values, ["second subscribed", "source subscribed", "source disposed", "second disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_disposedFromInsideDelivery_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let ys = scheduler.createHotObservable([.next(220, 5)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.withLatestFrom(ys).subscribe(onNext: {
                observer.onNext($0)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(230, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }
}
