// SPDX-License-Identifier: MIT
// Compiled twice by Scripts/compat/differential.sh: against RxSwift 6.10.2 and against this package's `RxSwift` and
// `RxTest` modules. Each scenario returns a log; the script compares the two runs scenario by scenario.
import RxSwift
import RxTest

/// A `create` that emits its attempt number, failing the first attempt, behind `retry(when:)`, all logged.
func retriedOnce(_ name: String, _ log: CallbackLog) -> Observable<Int> {
    var attempts = 0
    return loggedCreate(name, log) { (observer: AnyObserver<Int>) in
        attempts += 1
        observer.onNext(attempts)
        if attempts == 1 { observer.onError(testError) } else { observer.onCompleted() }
    }
    .retry(when: { (errors: Observable<Error>) in errors.map { _ in () } })
    .logEveryCallback(name, to: log)
}
/// The pipelines of TerminalDisposalOrderTests, as the tests write them.
func registerPinnedScenarios() {
    scenario("T-concatMap_outerCompletingWhileIdle_completesBeforeDisposingIt") {
        let log = CallbackLog()
        let subscription = subscribeLogging(
            Observable.of(1, 2).logEveryCallback("outer", to: log).concatMap { Observable.just($0 * 10) },
            to: log.callAsFunction
        )
        subscription.dispose()
        return log.lines
    }
    scenario("T-mergeMaxConcurrent_outerCompletingWhileBusy_disposesItFirst") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let inner = scheduler.createHotObservable([.next(220, 5), .completed(230)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.of(inner.asObservable()).logEveryCallback("outer", to: log).merge(maxConcurrent: 1),
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-concat_nextSequenceStartsThroughTheCurrentThreadQueue") {
        let log = CallbackLog()
        let outer = loggedCreate("outer", log) { (observer: AnyObserver<Observable<Int>>) in
            observer.onNext(Observable.of(1, 2).logEveryCallback("first", to: log))
            observer.onNext(Observable.just(3).logEveryCallback("second", to: log))
            observer.onCompleted()
        }
        let subscription = subscribeLogging(outer.concat(), to: log.callAsFunction)
        subscription.dispose()
        return log.lines
    }
    scenario("T-zip3_failingSourceIsDisposedBeforeTheError_theOthersAfter") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.zip(
                    loggedSubscription("xs", log, xs.asObservable()),
                    loggedSubscription("ys", log, ys.asObservable()),
                    loggedCreate("zs", log) { (observer: AnyObserver<Int>) in
                        observer.onNext(3)
                        observer.onCompleted()
                    }
                ) { $0 + $1 + $2 },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-combineLatest2_failingSourceIsDisposedBeforeTheError") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(215, 2), .error(230, testError)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.combineLatest(
                    loggedSubscription("xs", log, xs.asObservable()),
                    loggedSubscription("ys", log, ys.asObservable())
                ) { $0 + $1 },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-combineLatest4_failingSourceIsDisposedBeforeTheError") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let sources = (1...4).map { index in
            loggedSubscription(
                "s\(index)",
                log,
                scheduler.createHotObservable(
                    index == 4
                        ? [.next(210 + index, index), .error(240, testError)]
                        : [.next(210 + index, index), .completed(220 + index)]
                ).asObservable()
            )
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.combineLatest(sources[0], sources[1], sources[2], sources[3]) { $0 + $1 + $2 + $3 },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-combineLatestCollection_failingSourceIsDisposedAfterTheError") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createHotObservable([.next(215, 2)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.combineLatest([
                    loggedSubscription("xs", log, xs.asObservable()),
                    loggedSubscription("ys", log, ys.asObservable()),
                ]).map { $0.reduce(0, +) },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-zipCollection_lastSourceToCompleteIsDisposedAfterTheCompletion") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(240)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.zip([
                    loggedSubscription("xs", log, xs.asObservable()),
                    loggedSubscription("ys", log, ys.asObservable()),
                ]).map { $0.reduce(0, +) },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-shareForever_sourceEndingWhileBeingSubscribed_isDisposedBeforeTheSubscribersGetTheEnd") {
        let log = CallbackLog()
        let shared = Observable.of(1, 2).logEveryCallback("source", to: log).share(replay: 1, scope: .forever)
        let first = subscribeLogging(shared.take(1), to: log.callAsFunction)
        let second = subscribeLogging(shared, to: log.callAsFunction)
        first.dispose()
        second.dispose()
        return log.lines
    }
    scenario("T-shareForever_catchAndReturnInsideFlatMap_subscriptionLog") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createColdObservable([.next(0, 1), .next(0, 2), .completed(200)])
        let shared = xs.asObservable().share(replay: 2, scope: .forever)
        let outer = scheduler.createHotObservable([.next(575, 0), .next(575, 1)])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                outer.asObservable().flatMap { _ in shared.take(1).catchAndReturn(-1) },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        log("subscriptions \(xs.subscriptions)")
        return log.lines
    }
    scenario("T-amb_rightSourceEndingWhileBeingSubscribed") {
        let log = CallbackLog()
        let left = loggedCreate("left", log) { (observer: AnyObserver<Int>) in observer.onNext(1) }
        let right = loggedCreate("right", log) { (observer: AnyObserver<Int>) in observer.onCompleted() }
        let subscription = subscribeLogging(left.amb(right), to: log.callAsFunction)
        log("unsubscribing")
        subscription.dispose()
        return log.lines
    }
    scenario("T-shareWhileConnected_hotSourceCompleting") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let shared = xs.asObservable().logEveryCallback("source", to: log).share()
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = subscribeLogging(shared, to: log.callAsFunction) }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-switchLatest_outerFailingWhileAnInnerRuns") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let inner = scheduler.createHotObservable([.next(230, 7)])
        let outer = scheduler.createHotObservable([
            .next(210, loggedSubscription("inner", log, inner.asObservable())), .error(250, testError),
        ])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                loggedSubscription("outer", log, outer.asObservable()).switchLatest().logEveryCallback(
                    "result",
                    to: log
                ),
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-switchLatest_innerSequencesRetriedWhen") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        let outer = scheduler.createHotObservable([
            .next(210, retriedOnce("first", log)), .next(220, retriedOnce("second", log)), .completed(230),
        ])
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(outer.asObservable().switchLatest(), to: log.callAsFunction)
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-concat_innerSequencesRetriedWhen") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.concat(retriedOnce("first", log), retriedOnce("second", log)),
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-zip_sourcesRetriedWhen") {
        let log = CallbackLog()
        let scheduler = TestScheduler(initialClock: 0)
        log.scheduler = scheduler
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = subscribeLogging(
                Observable.zip(retriedOnce("first", log), retriedOnce("second", log)) { $0 + $1 },
                to: log.callAsFunction
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return log.lines
    }
    scenario("T-shareReplay1_doOverJust") {
        let log = CallbackLog()
        let shared = Observable.just(1).logEveryCallback("source", to: log).share(replay: 1)
        let first = subscribeLogging(shared.take(1), to: log.callAsFunction)
        let second = subscribeLogging(shared, to: log.callAsFunction)
        first.dispose()
        second.dispose()
        return log.lines
    }
}
