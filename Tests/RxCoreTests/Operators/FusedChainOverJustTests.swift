// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// A `map`/`filter`/`compactMap` chain over `just` runs once while it is subscribed, with no sink and no
/// subscription to `just`, and `flatMap` runs such an inner chain without subscribing to it (see `FusedProducer`).
/// These tests check that both behave exactly like the operators one by one, as in RxSwift 6.10.2.
final class FusedChainOverJustTests: RxTestCase {
    func test_chain_emitsItsResultAndCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { () -> Observable<String> in
            let numbers: Observable<Int> = Observable.just(4).map { $0 * 10 }.filter { $0 > 0 }
            let text: Observable<String> = numbers.compactMap { String($0) }
            return text.map { $0 + "!" }
        }
        XCTAssertEqual(res.events, [.next(200, "40!"), .completed(200)])
    }

    func test_elementDroppedByAStage_completesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var laterStage = 0
        let res = scheduler.start {
            Observable.just(3).filter { $0 % 2 == 0 }.map { value -> Int in
                laterStage += 1
                return value
            }
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(laterStage, 0)
    }

    func test_compactMapReturningNil_completesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just("x").compactMap { Int($0) }.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.completed(200)])
    }

    func test_errorThrownInAStage_isEmittedAtSubscriptionAndSkipsTheLaterStages() {
        for failing in 0..<3 {
            let scheduler = TestScheduler(initialClock: 0)
            var calls: [Int] = []
            let res = scheduler.start {
                Observable.just(1)
                    .map { value -> Int in
                        calls.append(0)
                        if failing == 0 { throw testError }
                        return value
                    }
                    .filter { _ in
                        calls.append(1)
                        if failing == 1 { throw testError }
                        return true
                    }
                    .compactMap { value -> Int? in
                        calls.append(2)
                        if failing == 2 { throw testError }
                        return value
                    }
            }
            XCTAssertEqual(res.events, [.error(200, testError)], "stage \(failing)")
            XCTAssertEqual(calls, Array(0...failing), "stage \(failing)")
        }
    }

    func test_resubscription_runsTheStagesAgain() {
        var calls = 0
        let chain = Observable.just(2).map { value -> Int in
            calls += 1
            return value * calls
        }
        .filter { $0 > 0 }
        var received: [Int] = []
        var completions = 0
        for _ in 0..<3 {
            _ = chain.subscribe(onNext: { received.append($0) }, onCompleted: { completions += 1 })
        }
        XCTAssertEqual(received, [2, 4, 6])
        XCTAssertEqual(completions, 3)
    }

    func test_intermediateObservables_stayIndependentSequences() {
        let doubled = Observable.just(3).map { $0 * 2 }
        let even = doubled.filter { $0 % 4 == 0 }
        let described = doubled.map { "<\($0)>" }
        var events: [String] = []
        _ = doubled.subscribe(onNext: { events.append("doubled \($0)") }, onCompleted: { events.append("doubled |") })
        _ = even.subscribe(onNext: { events.append("even \($0)") }, onCompleted: { events.append("even |") })
        _ = described.subscribe(onNext: { events.append($0) }, onCompleted: { events.append("described |") })
        XCTAssertEqual(events, ["doubled 6", "doubled |", "even |", "<6>", "described |"])
    }

    func test_workScheduledOnTheCurrentThreadWhileEmitting_runsAfterTheChainEnds() {
        // As any operator in RxSwift, the chain subscribes on the current-thread trampoline: what its observer
        // schedules there runs once the chain's events are delivered, before `subscribe` returns.
        var log: [String] = []
        _ = Observable.just(1).map { $0 + 1 }.subscribe(
            onNext: { value in
                log.append("next \(value)")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("scheduled")
                    return Disposables.create()
                }
            },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        log.append("returned")
        XCTAssertEqual(log, ["next 2", "completed", "disposed", "scheduled", "returned"])
    }

    func test_subscriptionThatEndedWhileSubscribing_canBeDisposedAgainHarmlessly() {
        var disposals = 0
        let subscription = Observable.just(1).map { $0 }.subscribe(onDisposed: { disposals += 1 })
        XCTAssertEqual(disposals, 1)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposals, 1)
    }

    func test_liveSubscriptionsCount_noSinkAndNoSubscriberForAChainOverJust() {
        let before = Resources.total
        var during: Int32 = -1
        _ = Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }.subscribe(onNext: { _ in during = Resources.total })
        // Nothing is live while the element is delivered: the chain runs without a sink, and the closures are called
        // without a subscriber object (`EndingWhileSubscribed`).
        XCTAssertEqual(during, before)
        XCTAssertEqual(Resources.total, before)
    }

    func test_chainOverDeferredJust_isSubscribedThroughItsSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.deferred { .just(2) }.map { $0 * 3 }.filter { $0 > 0 } }
        XCTAssertEqual(res.events, [.next(200, 6), .completed(200)])
    }

    // MARK: - flatMap

    func test_flatMap_innerChainOverJust_emitsEachResultAtTheElementsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let res = scheduler.start {
            xs.flatMap { Observable.just($0).map { $0 * 10 }.filter { $0 != 20 }.map { $0 + 1 } }
        }
        XCTAssertEqual(res.events, [.next(210, 11), .next(230, 31), .next(240, 41), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_flatMap_errorThrownInTheInnerChain_failsAtThatTimeAndUnsubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var laterStage: [Int] = []
        let res = scheduler.start {
            xs.flatMap { element in
                Observable.just(element)
                    .filter { value in
                        if value == 2 { throw testError }
                        return true
                    }
                    .map { value -> Int in
                        laterStage.append(value)
                        return value
                    }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(laterStage, [1])
    }

    func test_flatMap_innerChainsBesideLiveInnerSequences_keepTheOuterSequenceAliveUntilTheyEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let ys = scheduler.createColdObservable([.next(20, 100), .completed(50)])
        let res = scheduler.start {
            xs.flatMap { value -> Observable<Int> in
                value == 1 ? ys.asObservable() : Observable.just(value).map { $0 * 10 }
            }
        }
        XCTAssertEqual(res.events, [.next(220, 20), .next(230, 100), .completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 260)])
    }

    func test_flatMap_disposedAtAnExactTime_runsNoLaterInnerChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        var runs = 0
        let res = scheduler.start(disposed: 230) {
            xs.flatMap { element in
                Observable.just(element).map { value -> Int in
                    runs += 1
                    return value
                }
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(runs, 2)
    }
}
