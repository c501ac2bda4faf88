// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class InfallibleTests: RxTestCase {
    // MARK: asInfallible

    func test_asInfallible_onErrorJustReturn_replacesTheErrorWithTheElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, testError), .next(240, 3)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_asInfallible_onErrorFallbackTo_continuesWithTheFallback() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start {
            xs.asInfallible(onErrorFallbackTo: ys.asInfallible(onErrorJustReturn: 0)).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func test_asInfallible_onErrorRecover_receivesTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        var recovered: [TestError] = []
        let res = scheduler.start {
            xs.asInfallible(onErrorRecover: { error in
                recovered.append(error as! TestError)
                return .just(7)
            }).asObservable()
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 7), .completed(230)])
        XCTAssertEqual(recovered, [testError])
    }

    func test_asInfallible_passesCompletionAndDisposesAtTheRequestedTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        let later = TestScheduler(initialClock: 0)
        let ys = later.createHotObservable([.next(310, 1), .next(1_100, 2)])
        let disposedEarly = later.start(disposed: 320) { ys.asInfallible(onErrorJustReturn: 0).asObservable() }
        XCTAssertEqual(disposedEarly.events, [.next(310, 1)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 320)])
    }

    func test_asInfallible_resubscribingSubscribesToTheSourceAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let infallible = xs.asInfallible(onErrorJustReturn: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(100) { _ = infallible.asObservable().subscribe(first) }
        scheduler.scheduleAt(200) { _ = infallible.asObservable().subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, 1), .next(120, 0), .completed(120)])
        XCTAssertEqual(second.events, [.next(210, 1), .next(220, 0), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100, 120), Subscription(200, 220)])
    }

    // MARK: create and subscribe

    func test_create_ignoresEventsAfterCompletion_andDisposesOnce() {
        var log: [String] = []
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.completed)
            observer(.next(2))
            return Disposables.create { log.append("disposed") }
        }
        _ = infallible.subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("onDisposed") }
        )
        XCTAssertEqual(log, ["next 1", "completed", "onDisposed", "disposed"])
    }

    func test_create_observerCanBeCalledFromAnotherThread() {
        let done = expectation(description: "completed")
        let values = Recorder<Int>()
        let infallible = Infallible<Int>.create { observer in
            DispatchQueue.global().async {
                observer(.next(1))
                observer(.completed)
            }
            return Disposables.create()
        }
        let subscription = infallible.subscribe(onNext: { values.append($0) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 10)
        XCTAssertEqual(values.values, [1])
        subscription.dispose()
    }

    func test_subscribeWith_passesTheObjectAndStopsOnceItIsGone() {
        final class Owner { var log: [String] = [] }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = subject.asInfallible(onErrorJustReturn: 0).subscribe(
            with: owner!,
            onNext: { owner, value in
                owner.log.append("next \(value)"); log = owner.log
            },
            onCompleted: { owner in owner.log.append("completed") },
            onDisposed: { _ in log.append("disposed while alive") }
        )
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1"])
        subscription.dispose()
    }

    func test_subscribeEventClosure_receivesInfallibleEvents_asRxSwift() {
        var events: [InfallibleEvent<Int>] = []
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe { event in
            events.append(event)
            switch event {  // no `error` case needed
            case .next(let value): log.append("next \(value)")
            case .completed: log.append("completed")
            }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        XCTAssertEqual(log, ["next 1", "next 2", "completed"])
        XCTAssertEqual(events.map(\.event), [.next(1), .next(2), .completed])
    }

    // MARK: creation

    func test_factories_emitTheirElementsAtTheExpectedVirtualTimes() {
        func run(disposed: TestTime = 1_000, _ create: @escaping (TestScheduler) -> Infallible<Int>) -> [Recorded<
            Event<Int>
        >] {
            let scheduler = TestScheduler(initialClock: 0)
            return scheduler.start(disposed: disposed) { create(scheduler).asObservable() }.events
        }
        XCTAssertEqual(run { Infallible.just(1, scheduler: $0) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(run { Infallible.of(1, 2, scheduler: $0) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(
            run { Infallible.from([3, 4], scheduler: $0) },
            [.next(201, 3), .next(202, 4), .completed(203)]
        )
        XCTAssertEqual(run { Infallible.timer(.seconds(30), scheduler: $0) }, [.next(230, 0), .completed(230)])
        XCTAssertEqual(
            run { Infallible.timer(.seconds(30), period: .seconds(10), scheduler: $0) }.prefix(3),
            [.next(230, 0), .next(240, 1), .next(250, 2)]
        )
        XCTAssertEqual(
            run(disposed: 350) { Infallible.interval(.seconds(50), scheduler: $0) },
            [.next(250, 0), .next(300, 1)]
        )
    }

    func test_factories_emptyNeverJustAndDeferred() {
        var log: [String] = []
        _ = Infallible<Int>.empty().subscribe(
            onNext: { log.append("empty next \($0)") },
            onCompleted: { log.append("empty completed") }
        )
        _ = Infallible<Int>.never().subscribe(
            onNext: { log.append("never next \($0)") },
            onCompleted: { log.append("never completed") }
        ).disposed(by: DisposeBag())
        _ = Infallible.just(5).subscribe(onNext: { log.append("just \($0)") })
        _ = Infallible.from(1...2).subscribe(onNext: { log.append("range \($0)") })
        var factoryCalls = 0
        let deferred = Infallible<Int>.deferred {
            factoryCalls += 1
            return .just(factoryCalls)
        }
        _ = deferred.subscribe(onNext: { log.append("deferred \($0)") })
        _ = deferred.subscribe(onNext: { log.append("deferred \($0)") })
        XCTAssertEqual(log, ["empty completed", "just 5", "range 1", "range 2", "deferred 1", "deferred 2"])
    }

    // MARK: values

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_values_yieldsTheElementsAndEndsOnCompletion() async {
        var collected: [Int] = []
        for await value in Infallible.of(1, 2, 3).values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_values_inACancelledTask_yieldsTheElementsAlreadyThere_thenEnds() async {
        // An AsyncStream, as in RxSwift: cancellation ends the loop without an error, after what was received.
        let disposed = Counter()
        let pending = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            return Disposables.create { disposed.increment() }
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var seen: [Int] = []
            for await value in pending.values { seen.append(value) }
            return seen
        }
        let seen = await task.value
        XCTAssertEqual(seen, [1, 2])
        XCTAssertEqual(disposed.value, 1)
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_values_cancellingTheTaskDisposesTheSubscription() async {
        let subject = PublishSubject<Int>()
        let disposed = Counter()
        let infallible = subject.asInfallible(onErrorJustReturn: 0).do(onDispose: { disposed.increment() })
        let started = Counter()
        let task = Task {
            var seen: [Int] = []
            for await value in infallible.values {
                seen.append(value)
                started.increment()
            }
            return seen
        }
        while !subject.hasObservers { await Task.yield() }
        subject.onNext(1)
        while started.value == 0 { await Task.yield() }
        task.cancel()
        let seen = await task.value
        XCTAssertEqual(seen, [1])
        while disposed.value == 0 { await Task.yield() }
        XCTAssertFalse(subject.hasObservers)
    }

    func test_asDriver_deliversOnTheSharingSchedulerAndShares() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let driver = xs.asInfallible(onErrorJustReturn: 0).asDriver()
            let first = scheduler.createObserver(Int.self)
            let second = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(driver.asObservable().subscribe(second)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2)])
            XCTAssertEqual(second.events, [.next(215, 1), .next(221, 2)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }
}
