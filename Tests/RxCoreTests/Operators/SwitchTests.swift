// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class SwitchTests: RxTestCase {
    func test_flatMapLatest_switchesToTheLatestInnerSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
        let first = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .next(50, 13), .completed(60)])
        let second = scheduler.createColdObservable([.next(10, 21), .completed(70)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? first : second } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(240, 12), .next(260, 21), .completed(320)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(second.subscriptions, [Subscription(250, 320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_marbles_switchLatest() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let a: TestableObservable<String> = try scheduler.createColdObservable("-a-a-a-a|")
        let b: TestableObservable<String> = try scheduler.createColdObservable("-b-b|")
        let xs = scheduler.createHotObservable([
            .next(210, a.asObservable()), .next(250, b.asObservable()), .completed(260),
        ])
        XCTAssertMarbles(scheduler.start { xs.switchLatest() }, "^-a-a-b-b|")
    }

    func test_errorsAndSelectorThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(20, testError)])
        XCTAssertEqual(scheduler.start { xs.flatMapLatest { _ in failing } }.events, [.error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .completed(300)])
        XCTAssertEqual(
            throwing.start { ys.flatMapLatest { _ -> Observable<Int> in throw testError } }.events,
            [.error(210, testError)]
        )
        let outerError = TestScheduler(initialClock: 0)
        let zs = outerError.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        XCTAssertEqual(
            outerError.start { zs.flatMapLatest { _ in Observable<Int>.never() } }.events,
            [.error(210, testError)]
        )
    }

    func test_disposal_unsubscribesTheCurrentInnerAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(400)])
        let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let res = scheduler.start(disposed: 250) { xs.flatMapLatest { _ in inner } }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func test_staleInnerCompletion_doesNotCompleteEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let quick = scheduler.createColdObservable([Recorded<Event<Int>>.completed(5)])
        let slow = scheduler.createColdObservable([.next(50, 7), .completed(60)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? quick : slow } }
        XCTAssertEqual(res.events, [.next(270, 7), .completed(280)])
    }

    func test_stress_switchingFromAnotherThread_neverDeliversAStaleElementAfterTheSwitch() {
        let outer = PublishSubjectForTests<Int>()
        let received = Recorder<Int>()
        let subscription = outer.observable
            .flatMapLatest { generation in
                Observable<Int>.create { observer in
                    // The first element goes out at once, on the switching thread, while the previous generation
                    // is still sending from its own: one of its elements arriving now would be stale.
                    observer.onNext(generation)
                    let stop = BooleanDisposable()
                    DispatchQueue.global().async {
                        while !stop.isDisposed { observer.onNext(generation) }
                    }
                    return stop
                }
            }
            .subscribe(onNext: { received.append($0) })
        for generation in 1...1_000 {
            outer.send(generation)
            usleep(100)
        }
        subscription.dispose()
        usleep(2_000)
        let values = received.values
        // Generations only move forward: once an element of generation n arrived, none of an older one follows.
        XCTAssertEqual(values, values.sorted())
    }
}

/// A minimal hot source for the stress test (RxCore's tests don't depend on RxSubjects).
private final class PublishSubjectForTests<Element>: @unchecked Sendable {
    // Unchecked: `observer` is guarded by `lock`.
    private let lock = NSLock()
    private var observer: AnyObserver<Element>?

    var observable: Observable<Element> {
        Observable.create { observer in
            self.lock.lock()
            self.observer = observer
            self.lock.unlock()
            return Disposables.create {
                self.lock.lock()
                self.observer = nil
                self.lock.unlock()
            }
        }
    }

    func send(_ element: Element) {
        lock.lock()
        let observer = self.observer
        lock.unlock()
        observer?.onNext(element)
    }
}

extension SwitchTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_justInnerSequence_endsTheRunningInnerAndEmitsAtOnce() {
        // A `just` inner sequence is delivered without a subscription; it must still end the running inner sequence
        // at that exact time, and completion must follow the outer sequence's.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let running = scheduler.createColdObservable([.next(10, 11), .next(30, 12), .completed(90)])
        let res = scheduler.start { xs.flatMapLatest { $0 == 1 ? running.asObservable() : .just($0 * 100) } }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 200), .next(240, 300), .completed(300)])
        XCTAssertEqual(running.subscriptions, [Subscription(210, 230)])
    }

    func test_justInnerSequence_afterDisposalFromTheObserver_emitsNothingMore() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.flatMapLatest { Observable.just($0) }.subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
        }
        scheduler.start()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_flatMapLatest_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.flatMapLatest { Observable.just($0) }
        }
    }
}

/// Sources and inner sequences that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's
/// events and subscription logs.
extension SwitchTests {
    func test_flatMapLatest_synchronousInnersOfASynchronousOuter_dropTheReplacedOne() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).flatMapLatest { Observable.of($0, $0 * 10) } }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 20), .completed(200)])
    }

    func test_flatMapLatest_innerOfEveryKind_whileTheOuterIsSynchronous() {
        let scheduler = TestScheduler(initialClock: 0)
        let outer = Observable<Int>.create { observer in
            for value in 0..<3 { observer.onNext(value) }
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start {
            outer.flatMapLatest { value -> Observable<Int> in
                switch value {
                case 0: return .just(10)
                case 1: return .empty()
                default:
                    return .create { observer in
                        observer.onNext(20)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
            }
        }
        XCTAssertEqual(res.events, [.next(200, 10), .next(200, 20), .completed(200)])
    }

    func test_flatMapLatest_innerFailingWhileTheOuterIsSubscribed_laterInnersAreSubscribedAndDisposedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5)])
        let outer = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let res = scheduler.start {
            outer.flatMapLatest { $0 == 1 ? Observable<Int>.error(testError) : xs.asObservable() }
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_flatMapLatest_synchronousStartThenHotInner_isNotCutShort() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let res = scheduler.start { Observable.just(0).flatMapLatest { _ in xs.startWith(0) } }
        XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_switchLatest_synchronousErrorInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(Observable<Int>.error(testError)).switchLatest() }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_flatMapLatest_selectorThrowingDuringSynchronousDelivery() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3).flatMapLatest { value -> Observable<Int> in
                if value == 2 { throw testError }
                return .just(value)
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .error(200, testError)])
    }
}
