// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class SubscribeTests: RxTestCase {
    func test_subscribeClosures_receiveValuesThenCompletionThenDisposal() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func test_subscribeClosures_receiveErrorThenDisposal() {
        var log: [String] = []
        _ = Observable<Int>.error(testError).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error TestError(1)", "disposed"])
    }

    func test_dispose_callsOnDisposedOnceAndStopsEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.subscribe(
                onNext: { log.append("next \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        scheduler.scheduleAt(220) {
            subscription?.dispose()
            subscription?.dispose()
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 1", "disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_eventClosure_receivesEveryEventAndIgnoresEventsAfterTerminal() {
        var received: [Event<Int>] = []
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }
        _ = source.subscribe { received.append($0) }
        captured?.onNext(2)
        XCTAssertEqual(received, [.next(1), .completed])
    }

    func test_subscribeObserver_deliversToTheObserver() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        _ = Observable.just(7).subscribe(observer)
        XCTAssertEqual(observer.events, [.next(0, 7), .completed(0)])
    }

    func test_subscribeWith_passesObjectAndStopsWhenItIsGone() {
        final class Owner { var log: [String] = [] }
        var owner: Owner? = Owner()
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let log = Recorder<String>()
        let subscription = xs.subscribe(
            with: owner!,
            onNext: { owner, value in
                owner.log.append("next \(value)"); log.append("next \(value)")
            },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(log.values, ["next 1"])
    }

    func test_unhandledError_goesToDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let errors = Recorder<String>()
        Hooks.defaultErrorHandler = { _, error in errors.append("\(error)") }
        _ = Observable<Int>.error(testError).subscribe(onNext: { _ in })
        XCTAssertEqual(errors.values, ["TestError(1)"])
    }

    func test_unhandledError_carriesCallStackWhenRecording() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = false
        }
        let stacks = Recorder<[String]>()
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = { ["frame A", "frame B"] }
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        _ = Observable<Int>.error(testError).subscribe()
        XCTAssertEqual(stacks.values, [["frame A", "frame B"]])
    }

    func test_handledError_doesNotReachDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        let errors = Counter()
        Hooks.defaultErrorHandler = { _, _ in errors.increment() }
        _ = Observable<Int>.error(testError).subscribe(onError: { _ in })
        XCTAssertEqual(errors.value, 0)
    }

    func test_disposeBag_disposesOnDeinit() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
        let observer = scheduler.createObserver(Int.self)
        var bag: DisposeBag? = DisposeBag()
        scheduler.scheduleAt(200) { xs.subscribe(observer).disposed(by: bag!) }
        scheduler.scheduleAt(230) { bag = nil }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_marbles_observerSeesHotEventsAfterSubscriptionOnly() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("-a-^-b-c-|")
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = xs.subscribe(onNext: { observer.onNext($0) }, onCompleted: { observer.onCompleted() })
        }
        scheduler.start()
        XCTAssertMarbles(observer, "^-b-c-|")
        XCTAssertSubscriptions(xs, "^-----!")
    }

    func test_disposingReleasesTheClosures_soAnOwnerThatStoresItsSubscriptionIsFreed() {
        final class Owner {
            var subscription: Disposable?
            var values: [Int] = []
        }
        weak var weakOwner: Owner?
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        do {
            let owner = Owner()
            weakOwner = owner
            owner.subscription = xs.subscribe(onNext: { owner.values.append($0) })
            scheduler.advanceTo(215)
            XCTAssertEqual(owner.values, [1])
            owner.subscription?.dispose()
        }
        XCTAssertNil(weakOwner, "the subscription still retained its closure after dispose()")
    }

    func test_terminationReleasesTheClosures() {
        final class Owner {
            var subscription: Disposable?
        }
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            owner.subscription = Observable.just(1).subscribe(onNext: { _ in _ = owner })
        }
        XCTAssertNil(weakOwner, "a completed subscription still retained its closure")
    }
}
