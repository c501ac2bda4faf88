// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// Traits, Driver/Signal/Infallible and `publish`/`replay` + `refCount` with sources that act while being
/// subscribed, as RxSwift 6.10.2 records them.
///
/// Where no exact value is written, the relation of SynchronousMetamorphicTests is checked: a synchronous source
/// or fallback and the same events scheduled at the subscription tick (a cold observable at offset 0) give the
/// same events and the same subscription logs; RxSwift builds every trait `catch`, `asInfallible(onError…)`,
/// `asDriver(onError…)` and `asSignal(onError…)` on Observable's `catch` (RxSwift/Traits/…), whose fallback is
/// subscribed after the source ended, so nothing else acts in between (Driver and Signal first hop onto the
/// sharing scheduler).
final class SynchronousTraitsTests: RxTestCase {
    /// Whether a sequence acts while being subscribed, or from a cold observable at the subscription tick.
    enum Side: CaseIterable, CustomStringConvertible {
        case synchronous, scheduled
        var description: String { self == .synchronous ? "synchronous" : "scheduled" }
    }

    /// Cold observables created in one run, by slot, for comparing subscription logs.
    final class Colds {
        let scheduler: TestScheduler
        var logs: [String: () -> [Subscription]] = [:]

        init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

        func cold<Element>(_ events: [Recorded<Event<Element>>], _ slot: String) -> Observable<Element> {
            let created = scheduler.createColdObservable(events)
            logs[slot] = { created.subscriptions }
            return created.asObservable()
        }

        /// A failing sequence: `error` at once, or a cold error at offset 0.
        func failing(_ side: Side) -> Observable<Int> {
            side == .synchronous ? .error(testError) : cold([.error(0, testError)], "source")
        }

        /// 9 at once then 8 at +10 and completed at +20; or all of it cold.
        func fallback(_ side: Side) -> Observable<Int> {
            side == .synchronous
                ? cold([.next(10, 8), .completed(20)], "fallback").startWith(9)
                : cold([.next(0, 9), .next(10, 8), .completed(20)], "fallback")
        }
    }

    /// Runs `build` for every combination of sides and compares each with the all-scheduled run.
    private func checkRelation<Element: Equatable>(
        _ name: String,
        line: UInt = #line,
        _ build: @escaping (Colds, Side, Side) -> Observable<Element>
    ) {
        func run(_ source: Side, _ fallback: Side) -> ([Recorded<Event<Element>>], [String: [Subscription]]) {
            let scheduler = TestScheduler(initialClock: 0)
            let colds = Colds(scheduler)
            let res = scheduler.start { build(colds, source, fallback) }
            return (res.events, colds.logs.mapValues { $0() })
        }
        let reference = run(.scheduled, .scheduled)
        for source in Side.allCases {
            for fallback in Side.allCases where source == .synchronous || fallback == .synchronous {
                let candidate = run(source, fallback)
                if candidate.0 != reference.0 {
                    XCTFail(
                        "\(name), \(source) source, \(fallback) fallback: events \(candidate.0), scheduled gives "
                            + "\(reference.0)",
                        line: line
                    )
                }
                for (slot, logs) in candidate.1 where slot != "source" && reference.1[slot] != logs {
                    XCTFail(
                        "\(name), \(source) source, \(fallback) fallback: subscriptions of \(slot) \(logs), "
                            + "scheduled gives \(reference.1[slot] ?? [])",
                        line: line
                    )
                }
            }
        }
    }

    // MARK: - Single, Maybe, Completable

    func test_singleCatch_synchronousError_timerFallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.error(testError).catch { _ in Single<Int>.timer(.seconds(10), scheduler: scheduler) }
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    func test_singleCatch_synchronousOrScheduled_sameOutput() {
        checkRelation("Single.catch") { colds, source, fallback in
            let failing = source == .synchronous ? Single<Int>.error(testError) : colds.failing(.scheduled).asSingle()
            let recovery =
                fallback == .synchronous
                ? Single.just(9) : colds.cold([.next(0, 9), .completed(0)], "fallback").asSingle()
            return failing.catch { _ in recovery }.asObservable()
        }
    }

    func test_singleCatch_synchronousError_asynchronousFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let res = scheduler.start { Single<Int>.error(testError).catch { _ in xs.asSingle() }.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_maybeCatch_synchronousError_asynchronousFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 9), .completed(10)])
        let ys = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
        let res = scheduler.start { Maybe<Int>.error(testError).catch { _ in xs.asMaybe() }.asObservable() }
        let empty = scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
            Maybe<Int>.error(testError).catch { _ in ys.asMaybe() }.asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 9), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(empty.events, [.completed(1210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(1200, 1210)])
    }

    func test_maybeCatch_synchronousOrScheduled_sameOutput() {
        checkRelation("Maybe.catch") { colds, source, fallback in
            let failing = source == .synchronous ? Maybe<Int>.error(testError) : colds.failing(.scheduled).asMaybe()
            let recovery =
                fallback == .synchronous
                ? Maybe.just(9) : colds.cold([.next(0, 9), .completed(0)], "fallback").asMaybe()
            return failing.catch { _ in recovery }.asObservable()
        }
    }

    func test_completableCatch_synchronousError_asynchronousFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
        let res = scheduler.start { Completable.error(testError).catch { _ in xs.asCompletable() }.asObservable() }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_completableAndThen_synchronousCompletion_subscribesTheNextAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Completable.empty().andThen(xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completableAndThen_synchronousError_neverSubscribesTheNext() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start { Completable.error(testError).andThen(xs.asObservable()) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    // MARK: - Infallible, Driver, Signal

    func test_asInfallibleOnErrorFallbackTo_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            Observable<Int>.error(testError).asInfallible(onErrorFallbackTo: xs.asInfallible(onErrorJustReturn: -1))
                .asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_asInfallible_synchronousOrScheduled_sameOutput() {
        checkRelation("asInfallible(onErrorFallbackTo:)") { colds, source, fallback in
            colds.failing(source).asInfallible(
                onErrorFallbackTo: colds.fallback(fallback).asInfallible(onErrorJustReturn: -1)
            )
            .asObservable()
        }
        checkRelation("asInfallible(onErrorRecover:)") { colds, source, fallback in
            let recovery = colds.fallback(fallback).asInfallible(onErrorJustReturn: -1)
            return colds.failing(source).asInfallible(onErrorRecover: { _ in recovery }).asObservable()
        }
    }

    /// `make()` with Drivers and Signals delivering on `scheduler`.
    static func mocked(_ scheduler: TestScheduler, _ make: () -> Observable<Int>) -> Observable<Int> {
        var made: Observable<Int>?
        SharingScheduler.mock(scheduler: scheduler) { made = make() }
        return made ?? .never()
    }

    func test_asDriverAndAsSignal_synchronousOrScheduled_sameOutput() {
        // Driver and Signal deliver on the sharing scheduler: each hop is one tick later on a TestScheduler. As in
        // RxSwift, they hop before they catch, so their fallback is subscribed one tick after the error.
        checkRelation("asDriver(onErrorDriveWith:)") { colds, source, fallback in
            Self.mocked(colds.scheduler) {
                colds.failing(source).asDriver(
                    onErrorDriveWith: colds.fallback(fallback).asDriver(onErrorJustReturn: -1)
                )
                .asObservable()
            }
        }
        checkRelation("asDriver(onErrorRecover:)") { colds, source, fallback in
            Self.mocked(colds.scheduler) {
                let recovery = colds.fallback(fallback).asDriver(onErrorJustReturn: -1)
                return colds.failing(source).asDriver(onErrorRecover: { _ in recovery }).asObservable()
            }
        }
        checkRelation("asSignal(onErrorSignalWith:)") { colds, source, fallback in
            Self.mocked(colds.scheduler) {
                colds.failing(source).asSignal(
                    onErrorSignalWith: colds.fallback(fallback).asSignal(onErrorJustReturn: -1)
                )
                .asObservable()
            }
        }
        checkRelation("asSignal(onErrorRecover:)") { colds, source, fallback in
            Self.mocked(colds.scheduler) {
                let recovery = colds.fallback(fallback).asSignal(onErrorJustReturn: -1)
                return colds.failing(source).asSignal(onErrorRecover: { _ in recovery }).asObservable()
            }
        }
    }

    func test_asDriverOnErrorDriveWith_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start {
                Observable<Int>.error(testError).asDriver(onErrorDriveWith: xs.asDriver(onErrorJustReturn: -1))
                    .asObservable()
            }
            // RxSwift's asDriver(onErrorDriveWith:) observes on the sharing scheduler before it catches
            // (RxSwift/Traits/Driver/ObservableConvertibleType+Driver.swift): the error reaches catch at 201, which
            // subscribes the fallback driver then; its elements hop once more. xs's subscription ends with its
            // completion at 230 (a test observable's `asObservable()` ends at its terminal event, as RxTest's does),
            // which is delivered at 231.
            XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(231)])
            XCTAssertEqual(xs.subscriptions, [Subscription(201, 230)])
        }
    }

    // MARK: - publish / replay + refCount over synchronous sources

    /// A source that acts while being subscribed; `of` goes through the current-thread trampoline, as in RxSwift.
    enum Source: CaseIterable {
        case just, of, empty, error, createCompleting, createFailing

        func make() -> Observable<Int> {
            switch self {
            case .just: .just(1)
            case .of: .of(1, 2, 3)
            case .empty: .empty()
            case .error: .error(testError)
            case .createCompleting:
                .create { observer in
                    observer.onNext(1)
                    observer.onNext(2)
                    observer.onCompleted()
                    return Disposables.create()
                }
            case .createFailing:
                .create { observer in
                    observer.onNext(1)
                    observer.onError(testError)
                    return Disposables.create()
                }
            }
        }

        /// What `merge(shared, shared)` records at 200: the first connection ends while the first subscriber is
        /// subscribed, so the second one connects again (RxSwift's ConnectableObservableAdapter forgets the
        /// subject of an ended connection); `of` has not emitted when the second subscriber arrives, which joins
        /// the same connection; an error ends the merge with the first subscriber.
        var twoSubscribers: [Recorded<Event<Int>>] {
            switch self {
            case .just: [.next(200, 1), .next(200, 1), .completed(200)]
            case .of: [1, 2, 3].flatMap { [Recorded.next(200, $0), .next(200, $0)] } + [.completed(200)]
            case .empty: [.completed(200)]
            case .error: [.error(200, testError)]
            case .createCompleting: [.next(200, 1), .next(200, 2), .next(200, 1), .next(200, 2), .completed(200)]
            case .createFailing: [.next(200, 1), .error(200, testError)]
            }
        }
    }

    func test_publishRefCount_synchronousSources() {
        for source in Source.allCases {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                let shared = source.make().publish().refCount()
                return Observable.merge(shared, shared)
            }
            XCTAssertEqual(res.events, source.twoSubscribers, "publish().refCount() over \(source)")
        }
    }

    func test_replayRefCount_synchronousSources() {
        for source in Source.allCases {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start {
                let shared = source.make().replay(1).refCount()
                return Observable.merge(shared, shared)
            }
            XCTAssertEqual(res.events, source.twoSubscribers, "replay(1).refCount() over \(source)")
        }
    }

    func test_publishRefCount_synchronousError_thenAnAsynchronousSource() {
        // The connection's subscriber fails while connecting; merge still subscribes the other source, and
        // disposes it at once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.merge(Observable<Int>.error(testError).publish().refCount(), xs.asObservable())
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}
