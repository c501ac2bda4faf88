// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class MergeTests: RxTestCase {
    func test_staticMergeOfSynchronousSources_emitsEveryOneThenCompletes() {
        var events: [Event<Int>] = []
        _ = Observable.merge(.just(1), .empty(), .just(2), .of(3, 4)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .next(2), .next(3), .next(4), .completed])
    }

    func test_justInnerSequences_interleaveWithRunningOnesAndWaitForThemToComplete() {
        // `just` inner sequences are delivered without a subscription; the merge must still complete only after the
        // running inner sequence does.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
        let running = scheduler.createColdObservable([.next(20, 11), .next(50, 12), .completed(60)])
        let res = scheduler.start { xs.flatMap { $0 == 1 ? running.asObservable() : .just($0 * 100) } }
        XCTAssertEqual(
            res.events,
            [.next(220, 200), .next(230, 11), .next(240, 300), .next(260, 12), .completed(270)]
        )
        XCTAssertEqual(running.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_justInnerSequencesOnly_completeWithTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { xs.flatMap { Observable.just($0) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    }

    func test_flatMap_mergesInnerSequences() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let inner = [
            1: scheduler.createColdObservable([.next(10, 11), .next(50, 12), .completed(60)]),
            2: scheduler.createColdObservable([.next(10, 21), .completed(100)]),
        ]
        let res = scheduler.start { xs.flatMap { inner[$0]! } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(250, 21), .next(260, 12), .completed(340)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(inner[1]!.subscriptions, [Subscription(210, 270)])
        XCTAssertEqual(inner[2]!.subscriptions, [Subscription(240, 340)])
    }

    func test_marbles_flatMapFirst_ignoresElementsWhileBusy() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-----c---|")
        let inner = try scheduler.createColdObservable("-x-y|", values: ["x": "x", "y": "y"])
        let res = scheduler.start { xs.flatMapFirst { _ in inner } }
        XCTAssertMarbles(res, "^--x-y-----x-y|")
    }

    func test_concatMap_runsInnerSequencesOneAfterTheOther() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let inner = scheduler.createColdObservable([.next(10, 0), .completed(30)])
        let res = scheduler.start { xs.concatMap { value in inner.map { _ in value } } }
        XCTAssertEqual(res.events, [.next(220, 1), .next(250, 2), .completed(270)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
    }

    func test_merge_maxConcurrent_queuesTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let c = scheduler.createColdObservable([.next(10, 3), .completed(20)])
        let res = scheduler.start {
            Observable.of(a.asObservable(), b.asObservable(), c.asObservable()).merge(maxConcurrent: 2)
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(c.subscriptions, [Subscription(220, 240)])
    }

    func test_staticMerge_subscribesAllAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
        let empty = TestScheduler(initialClock: 0)
        XCTAssertEqual(empty.start { Observable<Int>.merge([]) }.events, [.completed(200)])
        let collection = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            collection.start { Observable.merge([Observable.just(1)][...]) }.events,
            [.next(200, 1), .completed(200)]
        )
    }

    func test_errorsFromOuterInnerAndSelector_disposeEverything() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 0), .error(15, testError)])
        let res = scheduler.start { xs.flatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(215, 0), .error(225, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
        let selector = TestScheduler(initialClock: 0)
        let ys = selector.createHotObservable([.next(210, 1), .completed(300)])
        let res2 = selector.start { ys.flatMap { _ -> Observable<Int> in throw testError } }
        XCTAssertEqual(res2.events, [.error(210, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_disposal_unsubscribesOuterAndInnersAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let res = scheduler.start(disposed: 250) { xs.flatMap { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func test_concat_manySynchronousSources_runsInConstantStack() {
        var sum = 0
        var completed = false
        _ = Observable.concat((0..<100_000).map { Observable.just($0) })
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, (0..<100_000).reduce(0, +))
        XCTAssertTrue(completed)
    }

    func test_concat_instanceAndStaticForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(10, 2), .error(20, testError)])
        let res = scheduler.start { a.concat(b) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .error(240, testError)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
        var values: [Int] = []
        _ = Observable.concat(Observable.of(1, 2), Observable.just(3)).subscribe(onNext: { values.append($0) })
        _ = Observable.of(Observable.just(4), Observable.just(5)).concat().subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 4, 5])
    }

    func test_concat_disposalStopsTheChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let b = scheduler.createColdObservable([.next(50, 2), .completed(60)])
        let res = scheduler.start(disposed: 240) { Observable.concat([a.asObservable(), b.asObservable()]) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(b.subscriptions, [Subscription(220, 240)])
    }

    func test_stress_innerSequencesOnManyThreads_areSerialisedAndComplete() {
        let overlaps = Counter()
        let inside = Counter()
        let received = Counter()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.range(start: 0, count: 8)
            .flatMap { _ in Observable.range(start: 0, count: 500).subscribeOnGlobalQueue() }
            .subscribe(
                onNext: { _ in
                    inside.increment()
                    if inside.value > 1 { overlaps.increment() }
                    received.increment()
                    inside.add(-1)
                },
                onCompleted: { done.signal() }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(received.value, 4_000)
    }
}

private extension Observable {
    /// Subscribes on a global queue, so inner sequences emit from several threads at once.
    func subscribeOnGlobalQueue() -> Observable<Element> {
        let source = self
        return Observable.create { observer in
            let inner = SingleAssignmentDisposable()
            DispatchQueue.global().async {
                inner.setDisposable(source.subscribe(observer))
            }
            return inner
        }
    }
}

extension MergeTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_flatMap_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.flatMap { Observable.just($0) }
        }
    }
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_concatMap_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.concatMap { Observable.just($0) }
        }
    }
}

extension MergeTests {
    func test_errorThrownBySelector_flatMapFirstAndConcatMap() {
        for operatorName in ["flatMapFirst", "concatMap"] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { () -> Observable<Int> in
                let selector: (Int) throws -> Observable<Int> = { value in
                    if value == 2 { throw testError }
                    return Observable.just(value * 10)
                }
                return operatorName == "flatMapFirst" ? xs.flatMapFirst(selector) : xs.concatMap(selector)
            }
            XCTAssertEqual(res.events, [.next(210, 10), .error(220, testError)], operatorName)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], operatorName)
        }
    }

    func test_flatMapFirst_callsTheSelectorOnlyForAcceptedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(270)])
        let ys = scheduler.createColdObservable([.next(50, 1), .completed(55)])
        var selected: [Int] = []
        let res = scheduler.start {
            xs.flatMapFirst { value -> Observable<Int> in
                selected.append(value)
                if value == 2 { throw testError }
                return ys.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.next(260, 1), .completed(270)])
        XCTAssertEqual(selected, [1])
        XCTAssertEqual(ys.subscriptions, [Subscription(210, 265)])
    }
}

/// Sources and inner sequences that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's
/// events and subscription logs.
extension MergeTests {
    func test_staticMerge_synchronousError_stillSubscribesEveryLaterSourceAndDisposesItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start {
            Observable.merge(xs.asObservable(), Observable<Int>.error(testError), ys.asObservable())
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_staticMerge_synchronousSources_emitInRxSwiftsOrder() {
        // `just` emits during its subscription; `of` emits through the current-thread queue, after every source
        // was subscribed.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.merge(.just(1), .of(2, 3), .just(4)) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 4), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func test_flatMap_innerFailingWhileTheOuterIsSubscribed_laterInnersAreSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .completed(300)])
        let outer = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        var selected: [Int] = []
        let res = scheduler.start {
            outer.flatMap { value -> Observable<Int> in
                selected.append(value)
                return value == 1 ? .error(testError) : xs.asObservable()
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(selected, [1, 2])
    }

    func test_flatMap_synchronousInnersOfASynchronousOuter_interleaveThroughTheQueue() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .completed(200)])
    }

    func test_flatMap_innerOfEveryKind_whileTheOuterIsSynchronous() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(0, 1, 2, 3).flatMap { value -> Observable<Int> in
                switch value {
                case 0: return .just(10)
                case 1: return .empty()
                case 2:
                    return .create { observer in
                        observer.onNext(20)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                default: return .of(30, 31)
                }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 20), .next(200, 30), .next(200, 31), .completed(200)])
    }

    func test_flatMap_selectorThrowingDuringSynchronousDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3).flatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)])
    }

    func test_mergeInstance_innerErrorWhileDraining_laterInnersAreNotSubscribed() {
        // `of` emits after the subscription returned: by then a failure disposes everything at once, as in RxSwift.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.of(Observable<Int>.error(testError), xs.asObservable()).merge() }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_concatMap_synchronousInnersOfASynchronousOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).concatMap { Observable.of($0, $0) } }
        XCTAssertEqual(
            res.events,
            [.next(200, 1), .next(200, 1), .next(200, 2), .next(200, 2), .next(200, 3), .next(200, 3), .completed(200)]
        )
    }

    func test_concatMap_justAndCreateInners_completeWithTheOuter() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start {
            outer.concatMap { value in
                Observable<Int>.create { observer in
                    observer.onNext(value)
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_concatMap_innerFailingSynchronously_stopsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let res = scheduler.start {
            Observable.of(1, 2).concatMap { $0 == 1 ? Observable<Int>.error(testError) : xs.asObservable() }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_mergeMaxConcurrent_nextQueuedInnerStartsThroughTheCurrentThreadQueue() {
        // The second inner sequence completes while `of(10, 20)` waits in the current-thread queue: RxSwift 6.10.2
        // schedules the queued `just(1)`'s subscription on that queue, behind `of`'s first step (10) and ahead of
        // its second (20), which that step schedules.
        let scheduler = TestScheduler(initialClock: 0)
        var finish: AnyObserver<Int>?
        let finishedOnDemand = Observable<Int>.create { observer in
            finish = observer
            return Disposables.create()
        }
        let outer = Observable<Observable<Int>>.create { observer in
            observer.onNext(Observable.of(10, 20))
            observer.onNext(finishedOnDemand)
            observer.onNext(Observable.just(1))
            finish?.onCompleted()
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start { outer.merge(maxConcurrent: 2) }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 1), .next(200, 20), .completed(200)])
    }

    func test_flatMapFirst_synchronousInners_areNeverBusy() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).flatMapFirst { Observable.just($0) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
    }

    func test_flatMapFirst_innerDrainedThroughTheQueue_dropsWhatArrivesMeanwhile() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3).flatMapFirst { Observable.of($0, $0) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 1), .completed(200)])
    }

    func test_flatMapFirst_innerFailingWhileTheOuterIsSubscribed_staysBusy() {
        // As in RxSwift, the failed inner sequence still counts as running: the next element is ignored.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5)])
        let outer = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        let res = scheduler.start {
            outer.flatMapFirst { $0 == 1 ? Observable<Int>.error(testError) : xs.asObservable() }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func test_concatMap_manySynchronousInnersOfASynchronousOuter_runInConstantStack() {
        // Each inner sequence ends during its own subscription, before the next element arrives: starting the
        // next one at once never nests.
        let outer = Observable<Int>.create { observer in
            for value in 0..<100_000 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        var sum = 0
        var completed = false
        _ = outer.concatMap { Observable.just($0) }
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, (0..<100_000).reduce(0, +))
        XCTAssertTrue(completed)
    }

    /// Found by the concurrency fuzzer (seed 2cc39d4b94211e, a stack overflow): a long queue of inner sequences
    /// that each end while being subscribed, released by the inner sequence in front of them ending. Starting each
    /// next one from inside the previous one's subscription nested 100,000 deep; they now start in a loop.
    func test_concatMapAndMergeMaxConcurrent_longQueueOfInnersThatEndWhileSubscribed_runInConstantStack() {
        /// Ends while being subscribed, like a subject that has ended, without the current-thread queue.
        struct Ended: ObservableType {
            typealias Element = Int
            let value: Int
            func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        }
        for limit in [1, 2] {
            var gates: [AnyObserver<Int>] = []
            let gate = Observable<Int>.create { observer in
                gates.append(observer)
                return Disposables.create()
            }
            let count = 100_000
            var sum = 0
            var completed = false
            let subscription = Observable.from(0..<count)
                .map { $0 < limit ? gate : Ended(value: $0).asObservable() }
                .merge(maxConcurrent: limit)
                .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
            XCTAssertFalse(completed)
            for gate in gates { gate.onCompleted() }
            XCTAssertEqual(sum, (limit..<count).reduce(0, +), "limit \(limit)")
            XCTAssertTrue(completed, "limit \(limit)")
            subscription.dispose()
        }
    }

    func test_concatMap_selectorThrowingForAQueuedElementDuringSynchronousDelivery() {
        // As in RxSwift, the selector runs when the element arrives, even while it has to wait for its turn.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3).concatMap { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .of(value * 10)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 10), .error(200, testError)])
    }
}

/// The order of disposal when a source fails while being subscribed (RxSwift 6.10.2 `Merge.swift`: the group of
/// subscriptions is disposed after the sink's `run` returned, so the failing source's own disposable goes first).
extension MergeTests {
    func test_staticMerge_middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start {
            Observable.merge(
                CombineLatestTests.logged("a", xs, log),
                CombineLatestTests.failing("b", log),
                CombineLatestTests.logged("c", ys, log)
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b disposed", "c subscribed", "a disposed", "c disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}

/// `merge` of a collection (`MergeSink`, its state and the table of inner subscriptions inline, reserved once):
/// exact events and subscription logs, disposal at an exact virtual time, synchronous sources, re-entrancy, release.
extension MergeTests {
    func test_collection_disposedAtAnExactTime_disposesEverySourceThen() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createColdObservable([.next(15, 2), .next(50, 3)])
        let zs = scheduler.createHotObservable([.next(230, 4), .next(260, 5)])
        let res = scheduler.start(disposed: 240) {
            Observable.merge([xs.asObservable(), .just(9), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(res.events, [.next(200, 9), .next(210, 1), .next(215, 2), .next(230, 4)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
    }

    func test_collectionOfSynchronousSources_deliversInOrderAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(20)])
        let res = scheduler.start {
            Observable.merge([Observable.of(1, 2), .just(3), xs.asObservable(), .empty()])
        }
        // `just` delivers while it is being subscribed; `of` schedules its elements on the current-thread
        // trampoline, which `merge`'s own subscription holds, so they come once that subscription returns (RxSwift
        // 6.10.2 orders them so too).
        XCTAssertEqual(res.events, [.next(200, 3), .next(200, 1), .next(200, 2), .next(210, 4), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_collection_anElementSentFromInsideADelivery_isQueuedBehindIt() {
        let first = HandDrivenSource<Int>()
        let second = HandDrivenSource<Int>()
        var received: [Int] = []
        let subscription = Observable.merge([first.observable, second.observable, .never()])
            .subscribe(onNext: { value in
                // Sent while 1 is being delivered: queued, delivered by this thread once 1's delivery returns.
                if value == 1 { second.send(2) }
                received.append(value)
            })
        first.send(1)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
        XCTAssertFalse(first.isSubscribed)
        XCTAssertFalse(second.isSubscribed)
    }

    func test_collection_theSinkIsReleasedAfterDisposal() {
        let disposed = withLifetimeProbe { probe in
            Observable.merge([Observable<Int>.never(), .never(), .never()]).subscribe(onNext: { _ in _ = probe })
                .dispose()
        }
        XCTAssertTrue(disposed.isReleased())
    }
}
