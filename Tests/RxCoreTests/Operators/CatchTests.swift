// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class CatchTests: RxTestCase {
    func test_continuesWithTheHandlersSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func test_marbles_catchAndReturn() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-#")
        XCTAssertMarbles(scheduler.start { xs.catchAndReturn("z") }, "^-a-(z|)")
    }

    func test_completionPassesThrough_andDisposalReachesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.catchAndReturn(9) }.events, [.next(210, 1), .completed(220)])
        let disposal = TestScheduler(initialClock: 0)
        let ws = disposal.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let fallback = disposal.createColdObservable([.next(100, 5)])
        XCTAssertEqual(disposal.start(disposed: 250) { ws.catch { _ in fallback.asObservable() } }.events, [])
        XCTAssertEqual(fallback.subscriptions, [Subscription(210, 250)])
    }

    func test_throwingHandler_emitsItsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        XCTAssertEqual(scheduler.start { xs.catch { _ in throw testError2 } }.events, [.error(210, testError2)])
    }

    func test_catchSequence_triesEachInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let second = scheduler.createColdObservable([.next(10, 2), .error(20, testError2)])
        let res = scheduler.start { Observable.catch(sequence: [first.asObservable(), second.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, testError2)])
        let succeeding = TestScheduler(initialClock: 0)
        let ok = succeeding.createColdObservable([.next(10, 3), .completed(20)])
        let res2 = succeeding.start { Observable.catch(sequence: [ok.asObservable()]) }
        XCTAssertEqual(res2.events, [.next(210, 3), .completed(220)])
    }
}

extension CatchTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_catchAndReturn_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                failing: [.next(250, 9), .completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.catchAndReturn(9)
        }
    }
}

extension CatchTests {
    func test_synchronousSourceFailingWhileSubscribing_continuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.just(1).concat(Observable<Int>.error(testError)).catch { _ in .of(7, 8) } }
                .events,
            [.next(200, 1), .next(200, 7), .next(200, 8), .completed(200)]
        )
        let later = TestScheduler(initialClock: 0)
        let ys = later.createHotObservable([.next(210, 5), .completed(220)])
        XCTAssertEqual(
            later.start { Observable<Int>.error(testError).catch { _ in ys.asObservable() } }.events,
            [.next(210, 5), .completed(220)]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_sourceFailingWhileSubscribing_itsSubscriptionIsDisposedAtOnce_theFallbackStaysLive() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 5), .next(300, 6)])
        var sourceDisposedAt: [Int] = []
        let source = Observable<Int>.create { observer in
            observer.onError(testError)
            return Disposables.create { sourceDisposedAt.append(scheduler.clock) }
        }
        let res = scheduler.start(disposed: 250) { source.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 5)])
        XCTAssertEqual(sourceDisposedAt, [200])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_disposedWhileTheHandlerRuns_theFallbackIsDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let ys = scheduler.createHotObservable([.next(220, 5)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.catch { _ in
                subscription?.dispose()
                return ys.asObservable()
            }.subscribe(observer)
        }
        scheduler.start()
        subscription = nil
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 210)])
    }

    func test_fallbacksError_isEmittedNotCaughtAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let ys = scheduler.createColdObservable([.next(10, 2), .error(20, testError2)])
        var calls = 0
        let res = scheduler.start {
            xs.catch { _ in
                calls += 1
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(220, 2), .error(230, testError2)])
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 230)])
    }

    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_catchWithAFallbackSequence_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                failing: [.next(260, 9), .completed(270)],
                disposed: [.next(210, 1)]
            )
        ) { xs, scheduler in
            xs.catch { _ in scheduler.createColdObservable([.next(10, 9), .completed(20)]).asObservable() }
        }
    }
}

extension CatchTests {
    /// A difference from RxSwift, kept: RxSwift's tail-recursion optimisation splices a nested `catch(sequence:)`
    /// over the same type of sequence into the outer one, so an empty nested one is skipped and the outer moves on
    /// (RxSwift gives `7` then completion here). Alone, an empty `catch(sequence:)` completes at once, and a source
    /// that completes ends `catch(sequence:)`: the nested one is a source like any other.
    func test_catchSequence_nestedEmptyCatchSequence_completesTheResult_asItDoesAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [Observable.catch(sequence: [Observable<Int>]()), ys.asObservable()])
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(ys.subscriptions, [])
        XCTAssertEqual(
            TestScheduler(initialClock: 0).start { Observable.catch(sequence: [Observable<Int>]()) }.events,
            [.completed(200)]
        )
    }

    func test_catchSequence_nestedEmptyCatchSequenceAfterAFailure_completesTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([.next(10, 7), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [
                xs.asObservable(), Observable.catch(sequence: [Observable<Int>]()), ys.asObservable(),
            ])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func test_catchSequence_nestedCatchSequence_failsOverToTheOuterSequenceWithItsLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, testError2)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.catch(sequence: [
                Observable.catch(sequence: [a.asObservable(), b.asObservable()]), c.asObservable(),
            ])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(c.subscriptions, [Subscription(240, 260)])
    }
}

/// `catch(sequence:)` of an array, read by index (`SourceArrayIterator`).
extension CatchTests {
    func test_sequenceOfAnArray_disposedAtAnExactTime_afterMovingOnFromAFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([.next(5, 2), .next(30, 3)])
        let res = scheduler.start(disposed: 240) {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(225, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func test_sequenceOfAnArrayOfSynchronousFailures_endsWithTheLastError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.catch(sequence: [
                Observable.just(1).concat(Observable<Int>.error(testError)), .error(testError2),
            ])
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError2)])
    }
}
