// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RetryWhenTests: RxTestCase {
    func test_resubscribesWhenTheTriggerEmits_andCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.take(2).delay(.seconds(5), scheduler: scheduler) }
        }
        // The second error reaches the trigger at 250, followed by `take(2)`'s completion: the third attempt starts
        // at 250, and the trigger's completion, which came while no failure was waiting, ends the result when
        // the third attempt fails (as RxSwift does: a failure then finds the trigger already completed).
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .next(260, 1), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 270)])
    }

    func test_triggerErrorFailsTheResult_andHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.flatMap { _ in Observable<Int>.error(testError2) } }
        }
        XCTAssertEqual(res.events, [.error(210, testError2)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
        let res2 = throwing.start {
            ys.retry { (_: Observable<TestError>) -> Observable<Int> in throw testError2 }
        }
        XCTAssertEqual(res2.events, [.error(200, testError2)])
    }

    func test_synchronousFailuresAndSynchronousTrigger_retryInALoopUntilTheTriggerEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = Observable.just(1).concat(Observable<Int>.error(testError))
        let res = scheduler.start {
            failing.retry { (errors: Observable<TestError>) in errors.take(2) }
        }
        // The second failure's element of `take(2)` asks for a third attempt, but `take(2)` completes before that
        // attempt is subscribed: the second failure is still listening, so the result completes (as in RxSwift).
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 1), .completed(200)])
    }

    func test_triggerThatEmitsThenCompletesDuringASynchronousFailure_completesWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = SubscriptionLoggingSource(scheduler) { _, observer in
            observer.onNext(1)
            observer.onError(testError)
        }
        let res = scheduler.start {
            source.observable.retry { (errors: Observable<TestError>) in errors.take(1) }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])
    }

    func test_triggerThatEmitsThenFailsDuringASynchronousFailure_failsWithoutResubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = SubscriptionLoggingSource(scheduler) { _, observer in observer.onError(testError) }
        let res = scheduler.start {
            source.observable.retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in Observable.just(0).concat(Observable<Int>.error(testError2)) }
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 200)])
    }

    func test_triggerThatEmitsThenCompletesAfterAnAsynchronousFailure_resubscribesAndCompletesAtTheNextFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.take(1) }
        }
        // The element resubscribes at once; the completion that follows finds no failure waiting, and ends the
        // result at the next failure.
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    }

    func test_triggerEmittingTwiceDuringASynchronousFailure_makesTwoAttempts_theSecondDisposingTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = SubscriptionLoggingSource(scheduler) { attempt, observer in
            if attempt == 1 { observer.onError(testError) } else { observer.onNext(attempt) }
        }
        let res = scheduler.start {
            source.observable.retry { (errors: Observable<TestError>) in
                errors.flatMap { _ in
                    Observable<Int>.create { observer in
                        observer.onNext(0)
                        observer.onNext(0)
                        return Disposables.create()
                    }
                }
            }
        }
        // RxSwift: each element reaching the failure before an attempt is subscribed asks for one attempt.
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3)])
        XCTAssertEqual(
            source.subscriptions,
            [Subscription(200, 200), Subscription(200, 200), Subscription(200, 1000)]
        )
    }

    func test_triggerEmittingTwiceAfterAnAsynchronousFailure_makesOneAttempt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 235) {
            xs.retry { (errors: Observable<TestError>) in errors.flatMap { _ in Observable.of(0, 0) } }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 235)])
    }

    func test_synchronousFailure_retriesWhenTheTriggerEmitsLater() {
        let scheduler = TestScheduler(initialClock: 0)
        var attempts = 0
        let source = Observable<Int>.deferred {
            attempts += 1
            return attempts < 3 ? .error(testError) : .just(attempts)
        }
        let res = scheduler.start {
            source.retry { (errors: Observable<TestError>) in errors.delay(.seconds(10), scheduler: scheduler) }
        }
        XCTAssertEqual(res.events, [.next(220, 3), .completed(220)])
    }

    func test_triggerThatCompletesBeforeAnyFailure_changesNothingUntilTheSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { xs.retry { (_: Observable<TestError>) in Observable<Int>.empty() } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_triggerThatEndedBeforeAFailure_endsTheResultWithThatEventAtTheFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let completing = scheduler.start { xs.retry { (_: Observable<TestError>) in Observable.just(0) } }
        XCTAssertEqual(completing.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let failingTrigger = TestScheduler(initialClock: 0)
        let ys = failingTrigger.createColdObservable([.next(10, 1), .error(20, testError)])
        let failing = failingTrigger.start {
            ys.retry { (_: Observable<TestError>) in Observable<Int>.error(testError2) }
        }
        XCTAssertEqual(failing.events, [.next(210, 1), .error(220, testError2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_errorOfAnotherType_isEmittedWithoutRetrying() {
        struct OtherError: Error, Equatable {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OtherError())])
        let res = scheduler.start { xs.retry { (errors: Observable<TestError>) in errors } }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, OtherError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_disposedWhileWaitingForTheTrigger_resubscribesNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start(disposed: 225) {
            xs.retry { (errors: Observable<TestError>) in errors.delay(.seconds(10), scheduler: scheduler) }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_handlerTypedWithSwiftError_seesEveryError_asRxSwift() {
        struct OtherError: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, OtherError())])
        var seen: [String] = []
        let res = scheduler.start {
            xs.retry { errors in
                errors.do(onNext: { seen.append("\(type(of: $0))") }).take(1)
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
        XCTAssertEqual(seen, ["OtherError"])
    }
}

/// A synchronous source (`create`) that logs its subscriptions at the scheduler's clock, as a testable observable
/// does; `body` gets the attempt's number, from 1.
private final class SubscriptionLoggingSource {
    private(set) var subscriptions: [Subscription] = []
    private var attempts = 0
    private let scheduler: TestScheduler
    private let body: (Int, AnyObserver<Int>) -> Void

    init(_ scheduler: TestScheduler, _ body: @escaping (Int, AnyObserver<Int>) -> Void) {
        self.scheduler = scheduler
        self.body = body
    }

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            attempts += 1
            let index = subscriptions.count
            subscriptions.append(Subscription(scheduler.clock))
            body(attempts, observer)
            return Disposables.create { [self] in
                subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
            }
        }
    }
}

/// The sink holds the trigger's subscription and each attempt's itself, subscribes the trigger with its own element
/// type and hands the handler an observable that subscribes straight to its subject: exact events and subscription
/// logs of the source and the trigger, disposal at exact virtual times, synchronous sources, re-entrancy, release.
extension RetryWhenTests {
    func test_triggerOfAnotherElementType_resubscribes_andDisposalEndsTheAttemptAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([Recorded<Event<String>>.next(5, "again")])
        let res = scheduler.start(disposed: 240) {
            xs.retry { (errors: Observable<TestError>) in errors.flatMap { _ in ys.take(1) } }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 225)])
    }

    func test_disposedWhileTheTriggerRuns_disposesTheTriggerAtThatTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let ys = scheduler.createColdObservable([Recorded<Event<String>>.next(50, "again")])
        let trigger = scheduler.createHotObservable([Recorded<Event<Int>>.next(300, 0)])
        let res = scheduler.start(disposed: 230) {
            xs.retry { (errors: Observable<TestError>) in
                Observable.merge(errors.flatMap { _ in ys.asObservable() }.map { _ in 0 }, trigger.asObservable())
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 230)])
        XCTAssertEqual(trigger.subscriptions, [Subscription(200, 230)])
    }

    func test_synchronousTriggerThatEndsBeforeAnyFailure_endsTheResultAtTheFirstFailure() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.just(1).concat(Observable<Int>.error(testError)).retry { (_: Observable<TestError>) in
                Observable.just("now")
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func test_disposedFromInsideAnAttemptsDelivery_endsThatAttemptThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors }.take(3)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 1), .next(250, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 250)])
    }

    func test_theSinkIsReleased_afterDisposalAndAfterItEnds() {
        let disposed = withLifetimeProbe { probe in
            Observable<Int>.never().retry { (errors: Observable<TestError>) in errors }
                .subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
        let ended = withLifetimeProbe { probe in
            _ = Observable<Int>.error(testError).retry { (errors: Observable<TestError>) in errors.take(2) }
                .subscribe(onNext: { _ in _ = probe })
        }
        XCTAssertTrue(ended.isReleased())
    }
}
