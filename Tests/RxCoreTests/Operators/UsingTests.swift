// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// A resource that records when it is disposed.
private final class TestResource: Disposable, @unchecked Sendable {
    // Only touched on the test scheduler's thread.
    private let onDispose: () -> Void
    init(onDispose: @escaping () -> Void = {}) { self.onDispose = onDispose }
    func dispose() { onDispose() }
}

final class UsingTests: RxTestCase {
    func test_createsResourcePerSubscription_andDisposesItOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceCreatedAt: [Int] = []
        var resourceDisposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .completed(200)])
        let res = scheduler.start {
            Observable<Int>.using(
                { () -> TestResource in
                    resourceCreatedAt.append(scheduler.clock)
                    return TestResource { resourceDisposedAt.append(scheduler.clock) }
                },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(resourceCreatedAt, [200])
        XCTAssertEqual(resourceDisposedAt, [400])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    func test_error_disposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceDisposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .error(150, testError)])
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { resourceDisposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1), .error(350, testError)])
        XCTAssertEqual(resourceDisposedAt, [350])
    }

    func test_disposal_disposesResourceAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var resourceDisposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.next(100, 1), .next(500, 2)])
        let res = scheduler.start(disposed: 450) {
            Observable<Int>.using(
                { TestResource { resourceDisposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertEqual(res.events, [.next(300, 1)])
        XCTAssertEqual(resourceDisposedAt, [450])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    }

    func test_resourceFactoryThrowing_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.using(
                { () throws -> TestResource in throw testError },
                observableFactory: { _ in .just(1) }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
    }

    func test_observableFactoryThrowing_emitsErrorAndDisposesResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = 0
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { disposed += 1 } },
                observableFactory: { _ in throw testError }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(disposed, 1)
    }

    func test_resourceIsPassedToFactory() {
        let resource = BooleanDisposable()
        var received: BooleanDisposable?
        _ = Observable<Int>.using(
            { resource },
            observableFactory: { r in
                received = r
                return .empty()
            }
        ).subscribe()
        XCTAssertTrue(received === resource)
        XCTAssertTrue(resource.isDisposed)
    }

    func test_marbles_resourceLivesAsLongAsTheSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let xs = try scheduler.createColdObservable("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start(disposed: 240) {
            Observable<Int>.using(
                { TestResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in xs.asObservable() }
            )
        }
        XCTAssertMarbles(res, "-a-b", values: ["a": 1, "b": 2])
        XCTAssertSubscriptions(xs, "^---!")
        XCTAssertEqual(disposedAt, [240])
    }
}

/// Observables that act while being subscribed (RxSwift 6.10.2 `Using.swift`).
extension UsingTests {
    func test_synchronousObservable_emitsAndDisposesTheResourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { log.append("resource disposed at \(scheduler.clock)") } },
                observableFactory: { _ in Observable.just(1).do(onDispose: { log.append("source disposed") }) }
            )
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log, ["source disposed", "resource disposed at 200"])
    }

    func test_synchronousError_disposesTheResourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in Observable.error(testError) }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(disposedAt, [200])
    }

    func test_synchronousThenAsynchronousObservable_keepsTheResourceToTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 2), .completed(20)])
        let res = scheduler.start {
            Observable<Int>.using(
                { TestResource { disposedAt.append(scheduler.clock) } },
                observableFactory: { _ in Observable.just(1).concat(xs) }
            )
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(disposedAt, [220])
    }
}

extension UsingTests {
    func test_resubscription_createsAndDisposesAResourcePerSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        var created: [Int] = []
        var disposed: [Int] = []
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let observable = Observable.using(
            { () -> TestResource in
                created.append(scheduler.clock)
                return TestResource { disposed.append(scheduler.clock) }
            },
            observableFactory: { _ in xs.asObservable() }
        )
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = observable.subscribe(first) }
        scheduler.scheduleAt(400) { _ = observable.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(second.events, [.next(410, 1), .completed(430)])
        XCTAssertEqual(created, [200, 400])
        XCTAssertEqual(disposed, [230, 430])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(400, 430)])
    }
}
