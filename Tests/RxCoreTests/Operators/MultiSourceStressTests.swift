// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

/// Every source of a multi-source operator driven from its own thread at once: the observer must see a valid,
/// serialised grammar, with nothing lost or duplicated where the operator promises it.
final class MultiSourceStressTests: RxTestCase {
    private let count = 2_000

    /// A source that emits `0..<count` (tagged) on its own thread, then completes.
    private func threaded(_ tag: Int, count: Int, delayMicroseconds: UInt32 = 0) -> Observable<Int> {
        Observable.create { observer in
            let stop = BooleanDisposable()
            DispatchQueue.global().async {
                if delayMicroseconds > 0 { usleep(delayMicroseconds) }
                for value in 0..<count where !stop.isDisposed { observer.onNext(tag * 1_000_000 + value) }
                observer.onCompleted()
            }
            return stop
        }
    }

    private func run(_ source: Observable<Int>) -> GrammarChecker<Int> {
        let checker = GrammarChecker<Int>()
        let subscription = source.subscribe(
            onNext: { checker.record($0, terminal: false) },
            onError: { _ in checker.record(nil, terminal: true) },
            onCompleted: { checker.record(nil, terminal: true) }
        )
        XCTAssertTrue(checker.waitForTermination(), "the sequence did not terminate in time")
        subscription.dispose()
        XCTAssertEqual(checker.problems, [])
        return checker
    }

    func test_zip_pairsEverythingInOrder() {
        let checker = run(
            Observable.zip(threaded(1, count: count), threaded(2, count: count)) {
                $0 % 1_000_000 * 10 + $1 % 1_000_000 % 10
            }
        )
        XCTAssertEqual(checker.recorded.count, count)
        XCTAssertEqual(checker.recorded.map { $0 / 10 }, Array(0..<count))
    }

    func test_withLatestFrom_serialisedAndComplete() {
        let checker = run(threaded(1, count: count).withLatestFrom(threaded(2, count: count)) { first, _ in first })
        let firsts = checker.recorded.map { $0 % 1_000_000 }
        XCTAssertEqual(firsts, firsts.sorted(), "elements of the first source out of order")
        XCTAssertEqual(Set(firsts).count, firsts.count, "duplicates")
    }

    func test_amb_mirrorsExactlyOneSource() {
        let checker = run(threaded(1, count: count).amb(threaded(2, count: count)))
        let tags = Set(checker.recorded.map { $0 / 1_000_000 })
        XCTAssertEqual(tags.count, 1)
        XCTAssertEqual(checker.recorded.count, count)
    }

    /// `amb` of three sources (the sequence form, whose first source's observer is the sink's own and each later
    /// source's an object of its own), each sending on its own thread: exactly one source is mirrored, whole.
    func test_ambOfThree_mirrorsExactlyOneSource() {
        for _ in 0..<20 {
            let checker = run(Observable.amb((1...3).map { threaded($0, count: 300) }))
            let tags = Set(checker.recorded.map { $0 / 1_000_000 })
            XCTAssertEqual(tags.count, 1)
            XCTAssertEqual(checker.recorded.count, 300)
        }
    }

    /// `amb` of three sources racing its own disposal: the first source (whose subscription the sink holds itself)
    /// and a later one send from their threads while another thread disposes; every source's subscription is
    /// disposed, once, and at most one source is mirrored.
    func test_ambOfThree_racingDisposal_disposesEverySourceOnce() {
        for _ in 0..<200 {
            let disposals = Counter()
            let start = DispatchSemaphore(value: 0)
            func source(_ tag: Int) -> Observable<Int> {
                Observable.create { observer in
                    let stop = BooleanDisposable()
                    DispatchQueue.global().async {
                        start.wait()
                        for value in 0..<50 where !stop.isDisposed { observer.onNext(tag * 1_000_000 + value) }
                    }
                    return Disposables.create {
                        disposals.increment()
                        stop.dispose()
                    }
                }
            }
            let checker = GrammarChecker<Int>()
            let subscription = Observable.amb([source(1), source(2), Observable<Int>.never(), source(3)])
                .subscribe(onNext: { checker.record($0, terminal: false) })
            let done = DispatchGroup()
            done.enter()
            DispatchQueue.global().async {
                subscription.dispose()
                done.leave()
            }
            for _ in 0..<3 { start.signal() }
            XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
            // A source's thread may be disposing the others as it wins while the disposal returns (a concurrent
            // `dispose()` of a disposable already being disposed returns at once): wait for it, boundedly.
            let deadline = Date().addingTimeInterval(10)
            while disposals.value < 3 && Date() < deadline { usleep(100) }
            XCTAssertEqual(disposals.value, 3)
            XCTAssertEqual(checker.problems, [])
            XCTAssertLessThanOrEqual(Set(checker.recorded.map { $0 / 1_000_000 }).count, 1)
        }
    }

    /// Three sources sending on their own threads: the grammar holds and every combination is at least as new,
    /// source by source, as the one before it, for the three-argument, collection and zip forms.
    func test_combineLatest_threeSources_combinationsNeverGoBackwards() {
        let forms: [(String, ([Observable<Int>]) -> Observable<[Int]>)] = [
            ("arity", { Observable.combineLatest($0[0], $0[1], $0[2]) { [$0, $1, $2] } }),
            ("collection", { Observable.combineLatest($0) }),
            ("zip", { Observable.zip($0[0], $0[1], $0[2]) { [$0, $1, $2] } }),
        ]
        for (name, combine) in forms {
            for iteration in 0..<5 {
                let sources = (1...3).map { threaded($0, count: 300) }
                let checker = GrammarChecker<[Int]>()
                let subscription = combine(sources).subscribe(
                    onNext: { checker.record($0.map { $0 % 1_000_000 }, terminal: false) },
                    onError: { _ in checker.record(nil, terminal: true) },
                    onCompleted: { checker.record(nil, terminal: true) }
                )
                XCTAssertTrue(checker.waitForTermination(), "\(name) #\(iteration) did not terminate")
                subscription.dispose()
                XCTAssertEqual(checker.problems, [], "\(name) #\(iteration)")
                let combinations = checker.recorded
                for (previous, current) in zip(combinations, combinations.dropFirst())
                where zip(previous, current).contains(where: { $0 > $1 }) {
                    XCTFail("\(name) #\(iteration): \(current) came after \(previous)")
                    break
                }
            }
        }
    }

    /// The interleaving that once made combinations go backwards, forced: thread A's combination is in its
    /// selector when thread B sends a newer element. B's combination must not overtake A's.
    func test_combineLatest_newerElementWhileASelectorRuns_isCombinedAfterIt() {
        let registered = Recorder<AnyObserver<Int>>()
        let sources = (0..<3).map { _ in
            Observable<Int>.create { observer in
                registered.append(observer)
                return Disposables.create()
            }
        }
        let inSelector = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let output = Recorder<[Int]>()
        let subscription = Observable.combineLatest(sources[0], sources[1], sources[2]) { a, b, c -> [Int] in
            if [a, b, c] == [1, 0, 0] {
                inSelector.signal()
                release.wait()
            }
            return [a, b, c]
        }.subscribe(onNext: { output.append($0) })
        let observers = registered.values
        XCTAssertEqual(observers.count, 3)
        for observer in observers { observer.onNext(0) }
        let threadA = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            observers[0].onNext(1)
            threadA.signal()
        }
        XCTAssertEqual(inSelector.wait(timeout: .now() + 5), .success)
        let threadB = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            observers[1].onNext(1)
            threadB.signal()
        }
        // B either returns at once (its element queued behind A's) or would deliver its own combination first.
        let threadBReturned = threadB.wait(timeout: .now() + 0.5) == .success
        release.signal()
        XCTAssertEqual(threadA.wait(timeout: .now() + 5), .success)
        if !threadBReturned { XCTAssertEqual(threadB.wait(timeout: .now() + 5), .success) }
        XCTAssertEqual(output.values, [[0, 0, 0], [1, 0, 0], [1, 1, 0]])
        subscription.dispose()
    }

    /// `window` and `buffer` on a concurrent scheduler, whose timers fire on other threads while the source sends:
    /// every element arrives, once, in order, and the sequence completes (a window installed under the lock but
    /// emitted after it once lost elements, and could outlive the outer sequence).
    func test_windowAndBuffer_concurrentScheduler_loseNothingAndComplete() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let forms: [(String, (Observable<Int>) -> Observable<Int>)] = [
            ("window", { $0.window(timeSpan: .microseconds(300), count: 7, scheduler: scheduler).flatMap { $0 } }),
            (
                "buffer",
                {
                    $0.buffer(timeSpan: .microseconds(300), count: 7, scheduler: scheduler).flatMap {
                        Observable.from($0)
                    }
                }
            ),
        ]
        for (name, operation) in forms {
            for iteration in 0..<15 {
                let checker = GrammarChecker<Int>()
                let subscription = operation(threaded(0, count: 200)).subscribe(
                    onNext: { checker.record($0, terminal: false) },
                    onError: { _ in checker.record(nil, terminal: true) },
                    onCompleted: { checker.record(nil, terminal: true) }
                )
                XCTAssertTrue(checker.waitForTermination(), "\(name) #\(iteration) did not complete")
                subscription.dispose()
                XCTAssertEqual(checker.problems, [], "\(name) #\(iteration)")
                XCTAssertEqual(checker.recorded, Array(0..<200), "\(name) #\(iteration)")
                if checker.recorded != Array(0..<200) { break }
            }
        }
    }

    func test_sample_serialisedAndInOrder() {
        // As in RxSwift, `sample` completes at the first sampler event after the source completed; a sampler that
        // ended first would leave it running forever. So the sampler keeps ticking after its burst, until then.
        let ticks = Observable<Int>.interval(
            .milliseconds(1),
            scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
        )
        let checker = run(threaded(1, count: count).sample(threaded(2, count: count).concat(ticks)))
        let values = checker.recorded.map { $0 % 1_000_000 }
        XCTAssertEqual(values, values.sorted())
        XCTAssertEqual(Set(values).count, values.count)
    }

    func test_takeUntil_prefixWithoutDuplicates() {
        let checker = run(threaded(1, count: count).take(until: threaded(2, count: 1, delayMicroseconds: 200)))
        let values = checker.recorded.map { $0 % 1_000_000 }
        XCTAssertEqual(values, Array(0..<values.count), "not a prefix of the source")
    }

    func test_timeout_withBusySourceNeverFires_andGrammarHolds() {
        let checker = run(
            threaded(1, count: count).timeout(.seconds(10), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
        )
        XCTAssertEqual(checker.recorded.map { $0 % 1_000_000 }, Array(0..<count))
    }

    /// The timers fire on a concurrent queue while the source emits on its own thread: each timer replaces the
    /// previous one in the sink's inline slot, under its lock, while another thread may be firing or disposing it.
    func test_timerOperators_timersFiringWhileTheSourceEmits_grammarHoldsAndOrderIsKept() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let due = RxTimeInterval.microseconds(20)
        for (name, apply) in [
            ("debounce", { (s: Observable<Int>) in s.debounce(due, scheduler: scheduler) }),
            ("throttle", { $0.throttle(due, scheduler: scheduler) }),
            ("delay", { $0.delay(due, scheduler: scheduler) }),
        ] as [(String, (Observable<Int>) -> Observable<Int>)] {
            let values = run(apply(threaded(1, count: count, delayMicroseconds: 50))).recorded.map { $0 % 1_000_000 }
            XCTAssertEqual(values, values.sorted(), name)
            XCTAssertEqual(Set(values).count, values.count, "\(name): an element went out twice")
            XCTAssertEqual(values.last, count - 1, "\(name): the last element was lost")
            if name == "delay" { XCTAssertEqual(values, Array(0..<count)) }
        }
    }

    func test_timeout_firingWhileTheSourceEmits_switchesOnceToTheFallback() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        for _ in 0..<50 {
            let source = Observable<Int>.create { observer in
                let stop = BooleanDisposable()
                DispatchQueue.global().async {
                    for value in 0..<200 where !stop.isDisposed {
                        observer.onNext(value)
                        if value % 20 == 0 { usleep(50) }
                    }
                }
                return stop
            }
            let checker = run(source.timeout(.microseconds(30), other: Observable.just(-1), scheduler: scheduler))
            XCTAssertEqual(checker.recorded.last, -1)
            XCTAssertEqual(Array(checker.recorded.dropLast()), Array(0..<(checker.recorded.count - 1)))
        }
    }

    /// Subscribed and disposed at once, many times, while the scheduled action (which subscribes the source) runs on
    /// another thread: every subscription the action makes is disposed, whether it is handed to the sink's slot
    /// before or after the disposal.
    func test_subscribeOnAndDelaySubscription_disposedWhileTheActionSubscribes_disposeEverySubscription() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subscribed = Counter()
        let disposed = Counter()
        let source = Observable<Int>.create { _ in
            subscribed.increment()
            return Disposables.create { disposed.increment() }
        }
        let rounds = 500
        for round in 0..<rounds {
            let observable =
                round.isMultiple(of: 2)
                ? source.subscribe(on: scheduler) : source.delaySubscription(.microseconds(1), scheduler: scheduler)
            let subscription = observable.subscribe()
            if round.isMultiple(of: 3) { usleep(20) }
            subscription.dispose()
        }
        let deadline = Date().addingTimeInterval(10)
        while subscribed.value != disposed.value && Date() < deadline { usleep(1_000) }
        XCTAssertEqual(subscribed.value, disposed.value, "a subscription made by the scheduled action was not disposed")
        XCTAssertLessThanOrEqual(subscribed.value, rounds)
    }

    func test_mergeOfManyThreads_losesNothing() {
        let checker = run(Observable.merge((1...4).map { threaded($0, count: count) }))
        XCTAssertEqual(checker.recorded.count, 4 * count)
        for tag in 1...4 {
            XCTAssertEqual(checker.recorded.filter { $0 / 1_000_000 == tag }.map { $0 % 1_000_000 }, Array(0..<count))
        }
    }
}
