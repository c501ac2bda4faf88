// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The scenarios of RxSwift 6.10.2 where a source emits or ends while it is being subscribed, with the virtual
/// times RxSwift records (TestScheduler defaults: created 100, subscribed 200, disposed 1000).
final class SynchronousSourceTests: RxTestCase {
    // MARK: - The catch family hands a synchronous failure over to the fallback, which runs to its end

    func test_catch_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { Observable<Int>.error(testError).catch { _ in xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_catch_fallbackThatIsSynchronousThenAsynchronous_isNotCutShort() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { Observable<Int>.error(testError).catch { _ in xs.startWith(0) } }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_catch_sourceFailingDuringCreate_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 5), .completed(20)])
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        let res = scheduler.start { failing.catch { _ in xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 5), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_catch_disposedAtAnExactTime_disposesTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start(disposed: 215) { Observable<Int>.error(testError).catch { _ in xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    }

    func test_catchAndReturn_synchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.error(testError).catchAndReturn(7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func test_catchSequence_synchronousErrors_reachTheLastSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            Observable.catch(sequence: [Observable<Int>.error(testError), .error(testError2), xs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_catchSequence_synchronousErrorsOnly_failWithTheLast() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.catch(sequence: [
                Observable<Int>.error(testError), .just(1).concat(Observable.error(testError2)),
            ])
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError2)])
    }

    func test_ifEmpty_synchronousEmpty_switchesToTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { Observable<Int>.empty().ifEmpty(switchTo: xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_flatMapLatest_synchronousValidationRecoveringWithACachedValue_showsTheCachedValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let input = scheduler.createHotObservable([.next(210, "ok"), .next(220, ""), .next(230, "fine")])
        let res = scheduler.start {
            input.flatMapLatest { text -> Observable<String> in
                let validated: Observable<String> = text.isEmpty ? .error(testError) : .just(text.uppercased())
                return validated.catch { _ in .just("cached") }
            }
        }
        XCTAssertEqual(res.events, [.next(210, "OK"), .next(220, "cached"), .next(230, "FINE")])
    }

    // MARK: - Subscription order: first sources are subscribed at once, not through the current-thread queue

    func test_amb_concatSubscribesItsFirstSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.amb([Observable.just(0).concat(Observable.just(1)), Observable.just(2)])
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .completed(200)])
    }

    func test_amb_retrySubscribesItsSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.amb([Observable.just(0).retry(1), Observable.just(2)]) }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    }

    func test_merge_retriedColdSourceIsSubscribedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1)])
        let second = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start { Observable.merge(first.retry(1), second.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(second.subscriptions, [Subscription(200, 1000)])
    }

    func test_takeUntil_retriedTriggerIsSubscribedFirst_atOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start { xs.take(until: ys.retry(1)) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_skipUntil_subscribesTheSourceBeforeTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().skip(until: Observable.just(1)) }
        XCTAssertEqual(res.events, [])
    }

    func test_skipUntil_sourceAsItsOwnTrigger_skipsTheFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let res = scheduler.start { xs.skip(until: xs) }
        XCTAssertEqual(res.events, [.next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000), Subscription(200, 210)])
    }

    // MARK: - subscribe(on:), do, remaining sources, refCount, retry(0)

    func test_subscribeOn_deliversNothingAfterDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 206) {
            Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(on: scheduler)
        }
        XCTAssertEqual(res.events, [])
    }

    func test_do_callbackOrderWithASynchronousSource() {
        var calls: [String] = []
        _ = Observable.just(1).do(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onSubscribe: { calls.append("subscribe") },
            onSubscribed: { calls.append("subscribed") },
            onDispose: { calls.append("dispose") }
        ).subscribe()
        XCTAssertEqual(calls, ["subscribe", "next 1", "completed", "subscribed", "dispose"])
    }

    func test_merge_synchronousError_stillSubscribesAndDisposesTheRemainingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.merge(Observable<Int>.error(testError), xs.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_combineLatest_synchronousError_stillSubscribesAndDisposesTheRemainingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest([Observable<Int>.error(testError), ys.asObservable()]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_zip_synchronousError_stillSubscribesAndDisposesTheRemainingSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let zs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.zip(zs.asObservable(), Observable<Int>.error(testError), zs.asObservable()) { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
    }

    func test_retryZero_completesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
