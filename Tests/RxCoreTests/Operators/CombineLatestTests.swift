// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class CombineLatestTests: RxTestCase {
    func test_emitsOnceEverySourceHasEmitted_thenOnEachElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "x"), .next(250, "y"), .completed(280)])
        let res = scheduler.start { Observable.combineLatest(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(220, "1x"), .next(240, "2x"), .next(250, "2y"), .completed(300)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        // Each source's subscription ends with that source, as in RxSwift.
        XCTAssertEqual(b.subscriptions, [Subscription(200, 280)])
    }

    func test_marbles_tupleFormAndThreeSources() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<String> = try scheduler.createHotObservable("^-a---b-|")
        let b: TestableObservable<String> = try scheduler.createHotObservable("^---x---|")
        let c: TestableObservable<String> = try scheduler.createHotObservable("^----p--|")
        let res = scheduler.start { Observable.combineLatest(a, b, c).map { $0 + $1 + $2 } }
        XCTAssertMarbles(res, "^----QR-|", values: ["Q": "axp", "R": "bxp"])
    }

    func test_errorFromAnySourceOrSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        XCTAssertEqual(
            scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }.events,
            [.next(220, 3), .error(230, testError)]
        )
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        let throwing = TestScheduler(initialClock: 0)
        let c = throwing.createHotObservable([.next(210, 1)])
        let d = throwing.createHotObservable([.next(220, 2)])
        XCTAssertEqual(
            throwing.start { Observable.combineLatest(c, d) { _, _ -> Int in throw testError } }.events,
            [.error(220, testError)]
        )
    }

    func test_completesWhenEverySourceCompleted_orWhenTheOthersAreDoneWithoutValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        XCTAssertEqual(scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }.events, [.completed(220)])
    }

    func test_disposalAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 3)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        XCTAssertEqual(
            scheduler.start(disposed: 250) { Observable.combineLatest(a, b) { $0 + $1 } }.events,
            [.next(220, 3)]
        )
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    }

    func test_collectionForms() {
        var arrays: [[Int]] = []
        _ = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 2]])
        var sums: [Int] = []
        _ = Observable.combineLatest([Observable.of(1, 2), Observable.just(10)]) { $0.reduce(0, +) }
            .subscribe(onNext: { sums.append($0) })
        // `of` emits through the trampoline, after `just` emitted during its subscription (as in RxSwift).
        XCTAssertEqual(sums, [11, 12])
        var completed = false
        _ = Observable.combineLatest([Observable<Int>]()).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func test_eightSources() {
        var results: [Int] = []
        _ = Observable.combineLatest(
            Observable.just(1),
            Observable.just(2),
            Observable.just(3),
            Observable.just(4),
            Observable.just(5),
            Observable.just(6),
            Observable.just(7),
            Observable.just(8)
        ) { (a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) -> Int in
            [a, b, c, d, e, f, g, h].reduce(0, +)
        }
        .subscribe(onNext: { results.append($0) })
        XCTAssertEqual(results, [36])
    }

    /// Two sources on two threads through the two-source sink: results are never delivered concurrently, each
    /// side's elements appear in order, and the sequence completes once.
    func test_stress_twoSourcesOnTwoThreads_serialisedAndInOrder() {
        let inside = Counter()
        let overlaps = Counter()
        let disorders = Counter()
        let completions = Counter()
        let done = DispatchSemaphore(value: 0)
        func source() -> Observable<Int> {
            Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    for value in 0..<20_000 { observer.onNext(value) }
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        var last = (-1, -1)
        let subscription = Observable.combineLatest(source(), source()) { ($0, $1) }
            .subscribe(
                onNext: { pair in
                    inside.increment()
                    if inside.value > 1 { overlaps.increment() }
                    if pair.0 < last.0 || pair.1 < last.1 { disorders.increment() }
                    last = pair
                    inside.add(-1)
                },
                onCompleted: {
                    completions.increment()
                    done.signal()
                }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0, "results were delivered concurrently")
        XCTAssertEqual(disorders.value, 0, "a side went backwards")
        XCTAssertEqual(last.0, 19_999)
        XCTAssertEqual(last.1, 19_999)
        XCTAssertEqual(completions.value, 1)
    }

    func test_stress_sourcesOnSeveralThreads_resultsAreSerialised() {
        let inside = Counter()
        let overlaps = Counter()
        let done = DispatchSemaphore(value: 0)
        let sources = (0..<3).map { _ in
            Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    for value in 0..<2_000 { observer.onNext(value) }
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let subscription = Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
            .subscribe(
                onNext: { _ in
                    inside.increment()
                    if inside.value > 1 { overlaps.increment() }
                    inside.add(-1)
                },
                onCompleted: { done.signal() }
            )
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertEqual(overlaps.value, 0)
    }
}

final class ZipTests: RxTestCase {
    func test_pairsElementsByIndex() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(240, "x"), .next(250, "y"), .completed(260)])
        let res = scheduler.start { Observable.zip(a, b).map { "\($0)\($1)" } }
        XCTAssertEqual(res.events, [.next(240, "1x"), .next(250, "2y"), .completed(300)])
    }

    func test_twoSourcesWithSelector_pairsInOrderWhenSeveralElementsWait() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(270, 5), .completed(300),
        ])
        let b = scheduler.createHotObservable([
            .next(250, "x"), .next(260, "y"), .next(280, "z"), .next(290, "w"), .next(295, "v"), .completed(310),
        ])
        let res = scheduler.start { Observable.zip(a, b) { "\($0)\($1)" } }
        XCTAssertEqual(
            res.events,
            [.next(250, "1x"), .next(260, "2y"), .next(280, "3z"), .next(290, "4w"), .next(295, "5v"), .completed(310)]
        )
    }

    func test_marbles_zipWithSelector() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let b: TestableObservable<String> = try scheduler.createHotObservable("^--x--y--|")
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertMarbles(res, "^--P--Q--|", values: ["P": "ax", "Q": "by"])
    }

    func test_errorSelectorThrowingAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .error(230, testError)])
        let b = scheduler.createHotObservable([.next(220, 2)])
        XCTAssertEqual(
            scheduler.start { Observable.zip(a, b) { $0 + $1 } }.events,
            [.next(220, 3), .error(230, testError)]
        )
        let throwing = TestScheduler(initialClock: 0)
        let c = throwing.createHotObservable([.next(210, 1)])
        let d = throwing.createHotObservable([.next(220, 2)])
        XCTAssertEqual(
            throwing.start { Observable.zip(c, d) { _, _ -> Int in throw testError } }.events,
            [.error(220, testError)]
        )
        let disposal = TestScheduler(initialClock: 0)
        let e = disposal.createHotObservable([.next(210, 1), .next(260, 3)])
        let f = disposal.createHotObservable([.next(220, 2), .next(270, 4)])
        XCTAssertEqual(disposal.start(disposed: 250) { Observable.zip(e, f) { $0 + $1 } }.events, [.next(220, 3)])
        XCTAssertEqual(f.subscriptions, [Subscription(200, 250)])
    }

    func test_twoSources_completedSourceWithNothingQueued_doesNotEndTheZip() {
        let scheduler = TestScheduler(initialClock: 0)
        // `b` completes at 230 with its queue empty; as in RxSwift, the zip still waits for `a` to complete.
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(250, 3)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(230)])
        let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 11)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
        // Queued elements of the other source are still paired after a completion.
        let queued = TestScheduler(initialClock: 0)
        let c = queued.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
        let d = queued.createHotObservable([.next(220, 10), .next(230, 20), .next(240, 30)])
        XCTAssertEqual(queued.start { Observable.zip(c, d) { $0 + $1 } }.events, [.next(220, 11), .next(230, 22)])
    }

    func test_twoSources_resubscriptionStartsFreshQueues() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let b = scheduler.createColdObservable([.next(15, "x"), .completed(16)])
        let zipped = Observable.zip(a, b) { "\($0)\($1)" }
        let res = scheduler.start { Observable.concat([zipped, zipped]) }
        // Each zip completes when `a` does, at 230 and 260.
        XCTAssertEqual(res.events, [.next(215, "1x"), .next(245, "1x"), .completed(260)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 216), Subscription(230, 246)])
    }

    func test_stress_twoSourcesOnTwoThreads_pairsEveryElementInOrder() {
        let received = Recorder<Int>()
        let done = DispatchSemaphore(value: 0)
        func source(_ offset: Int) -> Observable<Int> {
            Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    for value in 0..<5_000 { observer.onNext(value * offset) }
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let subscription = Observable.zip(source(1), source(2)) { $1 - $0 }
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 20), .success)
        subscription.dispose()
        XCTAssertEqual(received.values, Array(0..<5_000))
    }

    func test_collectionForms() {
        var arrays: [[Int]] = []
        _ = Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)]).subscribe(onNext: { arrays.append($0) })
        XCTAssertEqual(arrays, [[1, 10], [2, 20]])
    }
}

/// Sources that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's events and
/// subscription logs.
extension CombineLatestTests {
    func test_combineLatestOfThree_synchronousError_stillSubscribesAndDisposesTheLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start {
            Observable.combineLatest(xs.asObservable(), Observable<Int>.error(testError), ys.asObservable()) {
                $0 + $1 + $2
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_combineLatestOfTwo_synchronousError_stillSubscribesAndDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest(Observable<Int>.error(testError), xs.asObservable()) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_combineLatestTuple_synchronousError_stillSubscribesAndDisposesTheLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest(Observable<Int>.error(testError), xs.asObservable(), xs.asObservable())
                .map { $0 + $1 + $2 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
    }

    func test_combineLatest_synchronousSources_everyArity() {
        let scheduler = TestScheduler(initialClock: 0)
        let two = scheduler.start { Observable.combineLatest(Observable.just(1), Observable.just(2)) { $0 + $1 } }
        XCTAssertEqual(two.events, [.next(200, 3), .completed(200)])
        let three = TestScheduler(initialClock: 0).start {
            Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)) { $0 + $1 + $2 }
        }
        XCTAssertEqual(three.events, [.next(200, 6), .completed(200)])
        let collection = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable.just(1), .of(2, 3)]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(collection.events, [.next(200, 3), .next(200, 4), .completed(200)])
    }

    func test_combineLatest_emptyFirstSource_completesWhenTheOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(Observable<Int>.empty(), xs.asObservable()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_combineLatest_selectorThrowingDuringSynchronousDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest(Observable.just(1), xs.asObservable()) { _, _ -> Int in throw testError }
        }
        XCTAssertEqual(res.events, [.error(210, testError)])
        let atOnce = TestScheduler(initialClock: 0).start {
            Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.just(3)) { _, _, _ -> Int in
                throw testError
            }
        }
        XCTAssertEqual(atOnce.events, [.error(200, testError)])
    }

    func test_zipOfTwo_synchronousError_stillSubscribesAndDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.zip(Observable<Int>.error(testError), xs.asObservable()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_zipCollection_synchronousError_stillSubscribesAndDisposesTheLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.zip([xs.asObservable(), Observable<Int>.error(testError), xs.asObservable()]) {
                $0.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200), Subscription(200, 200)])
    }

    func test_zipTuple_synchronousError_stillSubscribesAndDisposesTheLaterSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.zip(Observable<Int>.error(testError), xs.asObservable(), xs.asObservable(), xs.asObservable())
                .map { $0 + $1 + $2 + $3 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, Array(repeating: Subscription(200, 200), count: 3))
    }

    func test_zip_synchronousSources_pairInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let two = scheduler.start { Observable.zip(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 } }
        XCTAssertEqual(two.events, [.next(200, 11), .next(200, 22), .completed(200)])
        let three = TestScheduler(initialClock: 0).start {
            Observable.zip(Observable.just(1), Observable.of(10, 20), Observable.just(100)) { $0 + $1 + $2 }
        }
        XCTAssertEqual(three.events, [.next(200, 111), .completed(200)])
    }

    func test_zip_selectorThrowingDuringSynchronousDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.zip(Observable.just(1), Observable.just(2), Observable.just(3)) { _, _, _ -> Int in
                throw testError
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        let two = TestScheduler(initialClock: 0).start {
            Observable.zip(Observable.just(1), Observable.just(2)) { _, _ -> Int in throw testError }
        }
        XCTAssertEqual(two.events, [.error(200, testError)])
    }
}

/// A test observable subscribed directly, without the wrapper its `asObservable()` returns (which ends the
/// subscription at the terminal event by itself): its log then shows when the operator disposes it.
final class RawTestSource<Element>: Observable<Element>, @unchecked Sendable {
    // Unchecked: the wrapped observable is immutable and itself thread-safe.
    private let source: TestableObservable<Element>

    init(_ source: TestableObservable<Element>) {
        self.source = source
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        source.subscribe(observer)
    }
}

/// Each source's subscription ends when that source ends, not when the whole operator ends (RxSwift 6.10.2's
/// CombineLatest.swift, CombineLatest+Collection.swift, Zip.swift, Zip+Collection.swift).
extension CombineLatestTests {
    func test_combineLatestOfTwo_sourceEndingWithoutElement_isDisposedAtItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(RawTestSource(xs), RawTestSource(ys)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_combineLatestOfTwo_eachSourceDisposedAtItsOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { Observable.combineLatest(RawTestSource(xs), RawTestSource(ys)) { $0 * 10 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 12), .next(260, 13), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
        // The same with the second source ending first.
        let other = TestScheduler(initialClock: 0)
        let zs = other.createHotObservable([.next(210, 1), .next(260, 3), .completed(300)])
        let ws = other.createHotObservable([.next(220, 2), .completed(250)])
        let swapped = other.start { Observable.combineLatest(RawTestSource(zs), RawTestSource(ws)) { $0 * 10 + $1 } }
        XCTAssertEqual(swapped.events, [.next(220, 12), .next(260, 32), .completed(300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ws.subscriptions, [Subscription(200, 250)])
    }

    func test_combineLatestOfThree_andTuple_eachSourceDisposedAtItsOwnEnd() {
        func run(_ combine: @escaping (Observable<Int>, Observable<Int>, Observable<Int>) -> Observable<Int>) {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(230)])
            let zs = scheduler.createHotObservable([.next(240, 3), .completed(400)])
            let res = scheduler.start { combine(RawTestSource(xs), RawTestSource(ys), RawTestSource(zs)) }
            // `xs` ended without an element: the first element once every other source has ended ends the result.
            XCTAssertEqual(res.events, [.completed(240)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
            XCTAssertEqual(zs.subscriptions, [Subscription(200, 240)])
        }
        run { Observable.combineLatest($0, $1, $2) { $0 + $1 + $2 } }
        run { Observable.combineLatest($0, $1, $2).map { $0 + $1 + $2 } }
        run { Observable.combineLatest([$0, $1, $2]) { $0.reduce(0, +) } }
    }

    func test_combineLatestCollection_eachSourceDisposedAtItsOwnEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])
        let res = scheduler.start { Observable.combineLatest([RawTestSource(xs), RawTestSource(ys)]) }
        XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(260, [1, 3]), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func test_sourceEndingAtOnce_leavesTheOthersSubscribed() {
        func run(_ combine: @escaping (Observable<Int>, Observable<Int>) -> Observable<Int>) {
            let scheduler = TestScheduler(initialClock: 0)
            var disposedAt: [TestTime] = []
            let empty = Observable<Int>.empty().do(onDispose: { disposedAt.append(scheduler.clock) })
            let never = Observable<Int>.never().do(onDispose: { disposedAt.append(scheduler.clock) })
            let res = scheduler.start { combine(empty, never) }
            XCTAssertEqual(res.events, [])
            XCTAssertEqual(disposedAt, [200, 1000])
        }
        run { Observable.combineLatest($0, $1) { $0 + $1 } }
        run { Observable.combineLatest($0, $1, Observable<Int>.never()) { a, b, _ in a + b } }
        run { Observable.combineLatest([$0, $1]) { $0.reduce(0, +) } }
        run { Observable.zip($0, $1) { $0 + $1 } }
        run { Observable.zip($0, $1, Observable<Int>.never()) { a, b, _ in a + b } }
        run { Observable.zip([$0, $1]) { $0.reduce(0, +) } }
    }

    func test_combineLatestOfEmptyCollection_emitsTheSelectorOfNoElementsAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count + 42 } }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Observable.combineLatest([Observable<Int>]()) }
        XCTAssertEqual(arrays.events, [.next(200, []), .completed(200)])
        let throwing = TestScheduler(initialClock: 0).start {
            Observable.combineLatest([Observable<Int>]()) { _ -> Int in throw testError }
        }
        XCTAssertEqual(throwing.events, [.error(200, testError)])
    }

    func test_combineLatest_subscriptionsLastUntilDisposal_whenNoSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start { Observable.combineLatest(RawTestSource(xs), RawTestSource(ys)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }
}

/// `zip` completes as RxSwift 6.10.2's does: the forms with a fixed number of sources (Zip.swift, Zip+arity.swift)
/// once every source has completed; the collection form (Zip+Collection.swift) also when an element arrives while
/// some source has nothing queued and every other source has completed.
extension ZipTests {
    /// The forms with a fixed number of sources, each given `(xs, ys)`.
    private var fixedArityForms: [(Observable<Int>, Observable<Int>) -> Observable<Int>] {
        [
            { Observable.zip($0, $1) { $0 * 1000 + $1 } },
            { Observable.zip($0, $1, Observable.of(0, 0)) { a, b, _ in a * 1000 + b } },
            { Observable.zip($0, $1).map { $0 * 1000 + $1 } },
            { Observable.zip($0, $1, Observable.of(0, 0)).map { $0.0 * 1000 + $0.1 } },
        ]
    }

    private func zipCollection(_ xs: Observable<Int>, _ ys: Observable<Int>) -> Observable<Int> {
        Observable.zip([xs, ys]) { $0[0] * 1000 + $0[1] }
    }

    func test_zip_completesWhenTheLastSourceCompletes_eachDisposedAtItsOwnEnd() {
        for (index, form) in (fixedArityForms + [zipCollection]).enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let ys = scheduler.createHotObservable([.next(215, 2), .completed(230)])
            let res = scheduler.start { form(RawTestSource(xs), RawTestSource(ys)) }
            XCTAssertEqual(res.events, [.next(215, 1002), .completed(230)], "form \(index)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], "form \(index)")
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)], "form \(index)")
        }
    }

    func test_zip_emptySourceThenAnElementOfTheOther() {
        for (index, form) in fixedArityForms.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
            let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
            let res = scheduler.start { form(RawTestSource(xs), RawTestSource(ys)) }
            XCTAssertEqual(res.events, [.completed(220)], "form \(index)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)], "form \(index)")
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)], "form \(index)")
        }
        // The collection form ends at the element that can never be paired.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let ys = scheduler.createHotObservable([.next(215, 2), .completed(220)])
        let res = scheduler.start { self.zipCollection(RawTestSource(xs), RawTestSource(ys)) }
        XCTAssertEqual(res.events, [.completed(215)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 215)])
    }

    func test_zip_completedJustWithANeverEndingSource_pairsOnceAndNeverCompletes() {
        for (index, form) in fixedArityForms.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
            let res = scheduler.start { form(Observable.just(7), xs.asObservable()) }
            XCTAssertEqual(res.events, [.next(210, 7001)], "form \(index)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)], "form \(index)")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
        let res = scheduler.start { self.zipCollection(Observable.just(7), xs.asObservable()) }
        XCTAssertEqual(res.events, [.next(210, 7001), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_zip_emptyWithANeverEndingSource_recordsNothing() {
        for (index, form) in fixedArityForms.enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let ys = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let res = scheduler.start { form(Observable.empty(), ys.asObservable()) }
            XCTAssertEqual(res.events, [], "form \(index)")
            XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)], "form \(index)")
        }
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { self.zipCollection(Observable.empty(), ys.asObservable()) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
    }

    func test_zip_queuedElementsOfACompletedSourceArePairedAfterItsEnd() {
        for (index, form) in (fixedArityForms + [zipCollection]).enumerated() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(216)])
            let ys = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])
            let res = scheduler.start { form(RawTestSource(xs), RawTestSource(ys)) }
            XCTAssertEqual(res.events, [.next(220, 1010), .next(230, 2020), .completed(240)], "form \(index)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 216)], "form \(index)")
        }
    }

    func test_zipOfEmptyCollection_completesWithoutCallingTheSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.zip([Observable<Int>]()) { _ -> Int in throw testError } }
        XCTAssertEqual(res.events, [.completed(200)])
        let arrays = TestScheduler(initialClock: 0).start { Observable.zip([Observable<Int>]()) }
        XCTAssertEqual(arrays.events, [.completed(200)])
    }
}

/// The order of disposal when a source fails while being subscribed (RxSwift 6.10.2 `CombineLatest+arity.swift`,
/// `Zip+arity.swift`: the sink's disposal, due since the error, is performed after its `run` returned, so the
/// failing source's own disposable goes first, then every source's subscription in order).
extension CombineLatestTests {
    /// A source over `xs` that logs when it is subscribed and disposed.
    static func logged(_ name: String, _ xs: TestableObservable<Int>, _ log: Recorder<String>) -> Observable<Int> {
        Observable.create { observer in
            log.append("\(name) subscribed")
            let inner = xs.subscribe(observer)
            return Disposables.create {
                log.append("\(name) disposed")
                inner.dispose()
            }
        }
    }

    /// A source that fails while being subscribed and logs when its disposable is disposed.
    static func failing(_ name: String, _ log: Recorder<String>) -> Observable<Int> {
        Observable.create { observer in
            observer.onError(testError)
            return Disposables.create { log.append("\(name) disposed") }
        }
    }

    /// A source that sends `elements` and completes while being subscribed, and logs when it is subscribed and when
    /// its disposable is disposed.
    static func completing(_ name: String, _ elements: [Int], _ log: Recorder<String>) -> Observable<Int> {
        Observable.create { observer in
            log.append("\(name) subscribed")
            for element in elements { observer.onNext(element) }
            observer.onCompleted()
            return Disposables.create { log.append("\(name) disposed") }
        }
    }

    func test_combineLatestOfTwo_secondFailsWhileSubscribed_disposesItBeforeTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest(Self.logged("a", xs, log), Self.failing("b", log)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b disposed", "a disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_combineLatestOfThree_middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start {
            Observable.combineLatest(Self.logged("a", xs, log), Self.failing("b", log), Self.logged("c", ys, log)) {
                $0 + $1 + $2
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b disposed", "c subscribed", "a disposed", "c disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_zipOfTwo_secondFailsWhileSubscribed_disposesItBeforeTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Observable.zip(Self.logged("a", xs, log), Self.failing("b", log)) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b disposed", "a disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_zipCollection_middleFailsWhileSubscribed_disposesItFirstThenTheOthersInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let ys = scheduler.createHotObservable([.next(220, 2)])
        let res = scheduler.start {
            Observable.zip([Self.logged("a", xs, log), Self.failing("b", log), Self.logged("c", ys, log)]) {
                $0.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a subscribed", "b disposed", "c subscribed", "a disposed", "c disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_combineLatestOfTwo_firstFailsWhileSubscribed_disposesItThenSubscribesAndDisposesTheSecond() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Observable.combineLatest(Self.failing("a", log), Self.logged("b", xs, log)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["a disposed", "b subscribed", "b disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    // The selector's array is refilled in place from one combination to the next; an array the selector keeps must
    // still hold the values it was given.

    func test_collection_selectorKeepingItsArrays_seesEachCombinationUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let c = scheduler.createHotObservable([.next(230, 3), .next(250, 5), .completed(320)])
        var kept: [[Int]] = []
        let res = scheduler.start {
            Observable.combineLatest([a, b, c]) { values -> Int in
                kept.append(values)
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(230, 6), .next(240, 9), .next(250, 11), .completed(320)])
        XCTAssertEqual(kept, [[1, 2, 3], [4, 2, 3], [4, 2, 5]])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 320)])
    }

    func test_zipCollection_selectorKeepingItsArrays_seesEachPairUnchanged() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(310)])
        var kept: [[Int]] = []
        let res = scheduler.start {
            Observable.zip([a, b]) { values -> Int in
                kept.append(values)
                return values.reduce(0, +)
            }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 22), .completed(310)])
        XCTAssertEqual(kept, [[1, 10], [2, 20]])
    }

    func test_threeSources_everyCombination_disposedAtAnExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .next(280, 7)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(260, 6)])
        let c = scheduler.createHotObservable([.next(230, 3)])
        let res = scheduler.start(disposed: 270) {
            Observable.combineLatest(a, b, c) { (x: Int, y: Int, z: Int) in x * 100 + y * 10 + z }
        }
        XCTAssertEqual(res.events, [.next(230, 123), .next(240, 423), .next(260, 463)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 270)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 270)])
    }

    func test_zipOfFour_synchronousSources() {
        let scheduler = TestScheduler(initialClock: 0)
        let ones = Observable.of(1, 2)
        let tens = Observable.of(10, 20)
        let hundreds = Observable.of(100, 200, 300)
        let thousands = Observable.just(1000)
        let res = scheduler.start {
            Observable.zip(ones, tens, hundreds, thousands) { (a: Int, b: Int, c: Int, d: Int) in a + b + c + d }
        }
        XCTAssertEqual(res.events, [.next(200, 1111), .completed(200)])
    }
}
