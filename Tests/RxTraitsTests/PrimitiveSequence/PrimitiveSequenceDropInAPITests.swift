// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The RxSwift 5 spellings on `PrimitiveSequence`, reached through a protocol so that calling them does not warn in
/// this test target (the deprecation warnings are for user code).
private protocol LegacyPrimitiveOperators {
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Single<Int>
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Single<Int>
    func catchError(_ handler: @escaping (Swift.Error) throws -> Single<Int>) -> Single<Int>
    func retryWhenTyped(_ handler: @escaping (Observable<TestError>) throws -> Observable<Int>) -> Single<Int>
    func retryWhenUntyped(_ handler: @escaping (Observable<Swift.Error>) throws -> Observable<Int>) -> Single<Int>
    func catchErrorJustReturn(_ element: Int) -> Single<Int>
    func maybeCatchErrorJustReturn(_ element: Int) -> Maybe<Int>
}

/// Forwards to the deprecated names from deprecated methods, which satisfy the protocol without a warning.
private struct LegacyPrimitive: LegacyPrimitiveOperators {
    let single: Single<Int>

    @available(*, deprecated)
    func observeOn(_ scheduler: ImmediateSchedulerType) -> Single<Int> { single.observeOn(scheduler) }
    @available(*, deprecated)
    func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Single<Int> { single.subscribeOn(scheduler) }
    @available(*, deprecated)
    func catchError(_ handler: @escaping (Swift.Error) throws -> Single<Int>) -> Single<Int> {
        single.catchError(handler)
    }
    @available(*, deprecated)
    func retryWhenTyped(_ handler: @escaping (Observable<TestError>) throws -> Observable<Int>) -> Single<Int> {
        single.retryWhen(handler)
    }
    @available(*, deprecated)
    func retryWhenUntyped(_ handler: @escaping (Observable<Swift.Error>) throws -> Observable<Int>) -> Single<Int> {
        single.retryWhen(handler)
    }
    @available(*, deprecated)
    func catchErrorJustReturn(_ element: Int) -> Single<Int> { single.catchErrorJustReturn(element) }
    @available(*, deprecated)
    func maybeCatchErrorJustReturn(_ element: Int) -> Maybe<Int> { single.asMaybe().catchErrorJustReturn(element) }
}

private struct OtherError: Error {}

/// The `PrimitiveSequence` API RxSwift code uses that is checked here, written as RxSwift code writes it: the
/// event-closure `subscribe` of `Maybe` and `Completable`, the observer typealiases, `Maybe.just(_:scheduler:)`,
/// `timer` on every trait with an integer element, `retry(when:)` with an untyped error handler, the deprecated
/// names, and `asCompletable()` on element-less observables.
final class PrimitiveSequenceDropInAPITests: RxTestCase {
    // MARK: Maybe.subscribe(_:) and Completable.subscribe(_:)

    func test_maybeSubscribeEvent_synchronousSources() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().subscribe { events.append($0) }
        _ = Maybe<Int>.error(testError).subscribe { events.append($0) }
        _ = Observable.of(1, 2).asMaybe().subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .completed, .error(testError), .error(RxError.moreThanOneElement)])
    }

    func test_maybeSubscribeEvent_reportsTheElementAtItsTime_andOnlyOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var events: [Recorded<MaybeEvent<Int>>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asObservable().take(1).asMaybe().subscribe { event in
                events.append(Recorded(time: scheduler.clock, value: event))
            }
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 210, value: .success(1))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_maybeSubscribeEvent_emptyAndErrorAtTheirTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(20)])
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(30, testError)])
        var events: [Recorded<MaybeEvent<Int>>] = []
        scheduler.scheduleAt(200) {
            _ = empty.asMaybe().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
            _ = failing.asMaybe().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 220, value: .completed), Recorded(time: 230, value: .error(testError))])
        XCTAssertEqual(empty.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(failing.subscriptions, [Subscription(200, 230)])
    }

    func test_maybeSubscribeEvent_disposedBeforeTheEvent_reportsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(50, 1), .completed(50)])
        var events: [MaybeEvent<Int>] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) { subscription = xs.asMaybe().subscribe { events.append($0) } }
        scheduler.scheduleAt(230) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_completableSubscribeEvent() {
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { events.append($0) }
        _ = Completable.error(testError).subscribe { events.append($0) }
        _ = Completable.create { observer in
            observer(.completed)
            observer(.error(testError2))
            return Disposables.create()
        }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(testError), .completed])
    }

    func test_completableSubscribeEvent_atItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<Never> = scheduler.createColdObservable([.completed(20)])
        var events: [Recorded<CompletableEvent>] = []
        scheduler.scheduleAt(200) {
            _ = xs.asCompletable().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 220, value: .completed)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_observerTypealiases_areTheEventClosures() {
        var singleEvents: [String] = []
        var maybeEvents: [MaybeEvent<Int>] = []
        var completableEvents: [CompletableEvent] = []
        let singleObserver: Single<Int>.SingleObserver = { singleEvents.append("\($0)") }
        let maybeObserver: Maybe<Int>.MaybeObserver = { maybeEvents.append($0) }
        let completableObserver: Completable.CompletableObserver = { completableEvents.append($0) }
        _ = Single.just(1).subscribe(singleObserver)
        _ = Maybe.just(2).subscribe(maybeObserver)
        _ = Completable.empty().subscribe(completableObserver)
        XCTAssertEqual(singleEvents, ["success(1)"])
        XCTAssertEqual(maybeEvents, [.success(2)])
        XCTAssertEqual(completableEvents, [.completed])
    }

    func test_createAcceptsAClosureTypedWithTheObserverTypealias() {
        let make: (@escaping Maybe<Int>.MaybeObserver) -> Disposable = { observer in
            observer(.success(3))
            return Disposables.create()
        }
        var events: [MaybeEvent<Int>] = []
        _ = Maybe<Int>.create(subscribe: make).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(3)])
    }

    // MARK: Maybe.just(_:scheduler:) and timer

    func test_maybeJustOnScheduler_emitsThenCompletesInSeparateActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Maybe.just(42, scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func test_timer_onMaybeAndSingle() {
        let scheduler = TestScheduler(initialClock: 0)
        let maybe = scheduler.start { Maybe<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(maybe.events, [.next(210, 0), .completed(210)])
        let singleScheduler = TestScheduler(initialClock: 0)
        let single = singleScheduler.start {
            Single<Int64>.timer(.seconds(5), scheduler: singleScheduler).asObservable()
        }
        XCTAssertEqual(single.events, [.next(205, 0), .completed(205)])
    }

    func test_timer_disposedBeforeItFires_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Maybe<Int>.timer(.seconds(10), scheduler: scheduler).asObservable() }
        XCTAssertEqual(res.events, [])
    }

    // MARK: retry(when:) with an untyped handler

    /// A single that fails (at 10 after subscription) on its first subscription and succeeds with 42 on later ones.
    private func failingOnce(
        _ scheduler: TestScheduler
    ) -> (Single<Int>, TestableObservable<Int>, TestableObservable<Int>) {
        let first = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let second = scheduler.createColdObservable([.next(10, 42), .completed(10)])
        var attempts = 0
        let single = Single<Int>.deferred {
            attempts += 1
            return attempts == 1 ? first.asSingle() : second.asSingle()
        }
        return (single, first, second)
    }

    func test_retryWhen_untypedClosure_resubscribesOnTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, first, second) = failingOnce(scheduler)
        // No type annotation: this picks the `Observable<Swift.Error>` form (the generic form cannot infer its
        // error type).
        let res = scheduler.start { single.retry(when: { errors in errors.map { _ in 0 } }).asObservable() }
        XCTAssertEqual(res.events, [.next(220, 42), .completed(220)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 220)])
    }

    func test_retryWhen_handlerTypedSwiftError_seesEveryError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, _, _) = failingOnce(scheduler)
        var seen: [String] = []
        let res = scheduler.start {
            single.retry(when: { (errors: Observable<Swift.Error>) in
                errors.do(onNext: { seen.append("\($0)") })
            }).asObservable()
        }
        XCTAssertEqual(res.events, [.next(220, 42), .completed(220)])
        XCTAssertEqual(seen, ["\(testError)"])
    }

    func test_retryWhen_typedHandler_otherErrorTypeFailsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (single, first, second) = failingOnce(scheduler)
        let res = scheduler.start {
            single.retry(when: { (errors: Observable<OtherError>) in errors.map { _ in 0 } }).asObservable()
        }
        XCTAssertEqual(res.events, [.error(210, testError)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [])
    }

    func test_retryWhen_untypedClosure_onMaybeAndCompletable_triggerCompletionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.error(10, testError)])
        let res = scheduler.start {
            xs.asCompletable().retry(when: { errors in errors.take(0) }).asObservable()
        }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        let maybe = Maybe<Int>.error(testError).retry(when: { errors in errors.flatMap { Observable<Int>.error($0) } })
        var events: [MaybeEvent<Int>] = []
        _ = maybe.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(testError)])
    }

    // MARK: Deprecated names

    func test_deprecatedNames_behaveLikeTheNewOnes() {
        func legacy(_ single: Single<Int>) -> any LegacyPrimitiveOperators { LegacyPrimitive(single: single) }
        func events(_ single: Single<Int>) -> [String] {
            var events: [String] = []
            _ = single.subscribe { events.append("\($0)") }
            return events
        }
        func events(_ maybe: Maybe<Int>) -> [MaybeEvent<Int>] {
            var events: [MaybeEvent<Int>] = []
            _ = maybe.subscribe { events.append($0) }
            return events
        }
        XCTAssertEqual(events(legacy(.just(1)).observeOn(ImmediateScheduler.instance)), ["success(1)"])
        XCTAssertEqual(events(legacy(.just(1)).subscribeOn(ImmediateScheduler.instance)), ["success(1)"])
        XCTAssertEqual(events(legacy(.error(testError)).catchError { _ in .just(2) }), ["success(2)"])
        XCTAssertEqual(events(legacy(.error(testError)).catchErrorJustReturn(3)), ["success(3)"])
        XCTAssertEqual(events(legacy(.error(testError)).maybeCatchErrorJustReturn(4)), [.success(4)])

        var attempts = 0
        let flaky = Single<Int>.deferred {
            attempts += 1
            return attempts == 1 ? .error(testError) : .just(5)
        }
        XCTAssertEqual(events(legacy(flaky).retryWhenTyped { $0.map { _ in 0 } }), ["success(5)"])
        attempts = 0
        XCTAssertEqual(events(legacy(flaky).retryWhenUntyped { $0.map { _ in 0 } }), ["success(5)"])
    }

    // MARK: asCompletable() on element-less observables

    func test_asCompletable_infersNeverForAnElementLessColdObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        // One expression, as RxSwift code writes it: the element type is inferred from `asCompletable()`.
        let completable = scheduler.createColdObservable([.completed(20)]).asCompletable()
        let res = scheduler.start { completable.asObservable() }
        XCTAssertEqual(res.events, [.completed(220)])
        let failing = scheduler.createColdObservable([.error(10, testError)]).asCompletable()
        var events: [Recorded<CompletableEvent>] = []
        _ = failing.subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 1010, value: .error(testError))])
    }

    func test_asCompletable_afterIgnoreElements_forwardsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let res = scheduler.start { xs.ignoreElements().asCompletable().asObservable() }
        XCTAssertEqual(res.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
