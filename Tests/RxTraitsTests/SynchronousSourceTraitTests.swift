// SPDX-License-Identifier: MIT
import RxRelay
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The traits' recovery operators when the source fails (or ends empty) while being subscribed: the fallback is
/// subscribed then and runs to its end, as in RxSwift 6.10.2.
final class SynchronousSourceTraitTests: RxTestCase {
    // MARK: - Single, Maybe, Completable

    func test_singleCatch_synchronousError_fallbackTimerRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Single<Int>.error(testError).catch { _ in Single<Int>.timer(.seconds(10), scheduler: scheduler) }
        }
        XCTAssertEqual(res.events, [.next(210, 0), .completed(210)])
    }

    func test_singleRetryZero_completesAtOnceWithoutSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
        let res = scheduler.start { xs.asSingle().retry(0) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_maybeCatch_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { Maybe<Int>.error(testError).catch { _ in xs.asMaybe() } }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completableCatch_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(230)])
        let res = scheduler.start { Completable.error(testError).catch { _ in xs.asCompletable() } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_maybeIfEmpty_synchronousEmpty_switchesToTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let toMaybe = scheduler.start { Maybe<Int>.empty().ifEmpty(switchTo: xs.asMaybe()) }
        XCTAssertEqual(toMaybe.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])

        let other = TestScheduler(initialClock: 0)
        let ys = other.createHotObservable([.next(230, 2), .completed(240)])
        let toSingle = other.start { Maybe<Int>.empty().ifEmpty(switchTo: ys.asSingle()) }
        XCTAssertEqual(toSingle.events, [.next(240, 2), .completed(240)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func test_completableAndThen_synchronousFirst_subscribesTheSecondAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { Completable.empty().andThen(xs.asSingle()) }
        XCTAssertEqual(res.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_completableAndThen_subscribesTheFirstAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.amb([Completable.empty().andThen(Observable.just(0)), Observable.just(2)])
        }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
    }

    // A first completable that completes while being subscribed, before its own source was subscribed: RxSwift
    // subscribes the second sequence from inside that completion, so the second's subscription comes first in a
    // shared source's log, and the first's own subscription (made, and disposed, after it) second.

    func test_completableAndThenCompletable_firstCompletesWhileSubscribed_subscribesTheSecondFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            src.take(until: Observable.just(0)).ignoreElements().asCompletable()
                .andThen(src.ignoreElements().asCompletable())
        }
        XCTAssertEqual(res.events, [.completed(250)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 250), Subscription(200, 200)])
    }

    func test_completableAndThenSingle_firstCompletesWhileSubscribed_subscribesTheSecondFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            src.take(until: Observable.just(0)).ignoreElements().asCompletable().andThen(src.take(1).asSingle())
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 210), Subscription(200, 200)])
    }

    func test_completableAndThenMaybe_firstCompletesWhileSubscribed_subscribesTheSecondFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            src.take(until: Observable.just(0)).ignoreElements().asCompletable().andThen(src.take(1).asMaybe())
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 210), Subscription(200, 200)])
    }

    func test_completableAndThenObservable_firstCompletesWhileSubscribed_subscribesTheSecondFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            src.take(until: Observable.just(0)).ignoreElements().asCompletable().andThen(src.asObservable())
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 250), Subscription(200, 200)])
    }

    func test_completableAndThen_firstCompletesOnTheTrampoline_subscribesTheFirstsSourceFirst() {
        // `of` emits on the trampoline, which runs once `andThen` was subscribed: `take(until:)` has subscribed
        // the source by then, so its subscription comes first and the second sequence's after it.
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start {
            src.take(until: Observable.of(0)).ignoreElements().asCompletable().andThen(src.asObservable())
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 200), Subscription(200, 250)])
    }

    func test_completableAndThen_firstCompletesWhileSubscribed_secondDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let src = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
        let res = scheduler.start(disposed: 215) {
            src.take(until: Observable.just(0)).ignoreElements().asCompletable().andThen(src.asObservable())
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(src.subscriptions, [Subscription(200, 215), Subscription(200, 200)])
    }

    func test_completableAndThen_releasesWhatTheFirstSubscriptionCapturedWhenItCompletes() {
        final class Resource {}
        let scheduler = TestScheduler(initialClock: 0)
        weak var released: Resource?
        let first = Completable.create { observer in
            let resource = Resource()
            released = resource
            let timer = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                observer(.completed)
                return Disposables.create()
            }
            return Disposables.create { withExtendedLifetime(resource) { timer.dispose() } }
        }
        let second = scheduler.createHotObservable([.next(300, 1), .completed(400)])
        var stillCapturedWhileTheSecondRuns: Bool?
        scheduler.scheduleAt(250) { stillCapturedWhileTheSecondRuns = released != nil }
        let res = scheduler.start { first.andThen(second.asObservable()) }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 400)])
        XCTAssertEqual(stillCapturedWhileTheSecondRuns, false)
    }

    func test_singleDelay_emitsTheElementAndTheCompletionOnSeparateTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single.just(0).delay(.seconds(0), scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .completed(202)])
    }

    // MARK: - Infallible

    func test_asInfallibleOnErrorFallbackTo_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start {
            Observable<Int>.error(testError).asInfallible(onErrorFallbackTo: xs.asInfallible(onErrorJustReturn: -1))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_asInfallibleOnErrorRecover_synchronousError_fallbackRunsToItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start {
            Observable<Int>.error(testError).asInfallible(onErrorRecover: { _ in
                xs.asInfallible(onErrorJustReturn: -1).startWith(0)
            })
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    // MARK: - Driver and Signal, on the main scheduler
    //
    // On the main thread with nothing queued, the main scheduler runs its work inline, so the source's error
    // reaches the recovery while the driver is being subscribed; what the fallback schedules meanwhile is queued
    // on the main queue, which the tests then drain.

    /// Subscribes, on the main thread, the driver `make` builds around a fallback that replays `relay`'s value (0),
    /// then sends 1 and 2 through `relay`; returns what arrived.
    private func drive(_ make: (Driver<Int>) -> Driver<Int>, relay: BehaviorRelay<Int>) -> [Int] {
        var received: [Int] = []
        let subscription = make(relay.asDriver()).drive(onNext: { received.append($0) })
        drainMainQueue()
        relay.accept(1)
        relay.accept(2)
        drainMainQueue()
        subscription.dispose()
        return received
    }

    func test_asDriverOnErrorRecover_synchronousError_fallbackKeepsDriving() {
        let relay = BehaviorRelay(value: 0)
        let received = drive(
            { fallback in Observable<Int>.error(testError).asDriver(onErrorRecover: { _ in fallback }) },
            relay: relay
        )
        XCTAssertEqual(received, [0, 1, 2])
    }

    func test_asDriverOnErrorDriveWith_synchronousError_fallbackKeepsDriving() {
        let relay = BehaviorRelay(value: 0)
        let received = drive(
            { fallback in Observable<Int>.error(testError).asDriver(onErrorDriveWith: fallback) },
            relay: relay
        )
        XCTAssertEqual(received, [0, 1, 2])
    }

    func test_asSignalRecoveries_synchronousError_fallbackKeepsEmitting() {
        for recovery in 0..<2 {
            let relay = PublishRelay<Int>()
            var received: [Int] = []
            let fallback = relay.asSignal().startWith(0)
            let signal =
                recovery == 0
                ? Observable<Int>.error(testError).asSignal(onErrorRecover: { _ in fallback })
                : Observable<Int>.error(testError).asSignal(onErrorSignalWith: fallback)
            let subscription = signal.emit(onNext: { received.append($0) })
            drainMainQueue()
            relay.accept(1)
            relay.accept(2)
            drainMainQueue()
            subscription.dispose()
            XCTAssertEqual(received, [0, 1, 2], "recovery \(recovery)")
        }
    }

    func test_driverFlatMapLatest_synchronousValidationRecoveringWithACachedValue() {
        let relay = PublishRelay<String>()
        var received: [String] = []
        let subscription = relay.asObservable().asDriver(onErrorJustReturn: "")
            .flatMapLatest { text -> Driver<String> in
                let validated: Observable<String> = text.isEmpty ? .error(testError) : .just(text.uppercased())
                return validated.asDriver(onErrorRecover: { _ in Driver.just("cached") })
            }
            .drive(onNext: { received.append($0) })
        for (index, text) in ["ok", "", "fine"].enumerated() {
            relay.accept(text)
            runMainLoop(until: { received.count > index })
        }
        subscription.dispose()
        XCTAssertEqual(received, ["OK", "cached", "FINE"])
    }
}
