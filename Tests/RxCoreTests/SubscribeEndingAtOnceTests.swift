// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The closure forms of `subscribe` on sequences that end while they are being subscribed: `just`, and chains of
/// `map`/`filter`/`compactMap` over `just`. What the closures see, in which order, what `subscribe` returns, and
/// what work queued on the current-thread scheduler meanwhile does, whatever object the library makes for them.
final class SubscribeEndingAtOnceTests: RxTestCase {
    private func logging(
        _ source: Observable<Int>,
        into log: Recorder<String>,
        handlesErrors: Bool = true
    ) -> Disposable {
        source.subscribe(
            onNext: { log.append("next \($0)") },
            onError: handlesErrors ? { log.append("error \($0)") } : nil,
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
    }

    func test_just_deliversTheElementThenCompletionThenDisposal_andReturnsAnEndedSubscription() {
        let log = Recorder<String>()
        let subscription = logging(Observable.just(1), into: log)
        XCTAssertEqual(log.values, ["next 1", "completed", "disposed"])
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
        subscription.dispose()
        XCTAssertEqual(log.values, ["next 1", "completed", "disposed"])
    }

    func test_chainOverJust_runsEveryOperatorOncePerSubscription() {
        let log = Recorder<String>()
        let calls = Counter()
        let chain = Observable.just(3)
            .map { value -> Int in
                calls.increment()
                return value * 2
            }
            .filter { $0 > 0 }
            .compactMap { $0 + 1 }
        _ = logging(chain, into: log)
        _ = logging(chain, into: log)
        XCTAssertEqual(
            log.values,
            ["next 7", "completed", "disposed", "next 7", "completed", "disposed"]
        )
        XCTAssertEqual(calls.value, 2)
    }

    func test_chainOverJust_whoseElementIsDropped_completesWithoutElement() {
        let log = Recorder<String>()
        let subscription = logging(Observable.just(1).filter { $0 > 1 }.map { $0 * 10 }, into: log)
        XCTAssertEqual(log.values, ["completed", "disposed"])
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
    }

    func test_chainOverJust_whoseClosureThrows_failsThenDisposes() {
        let log = Recorder<String>()
        let later = Counter()
        let chain = Observable.just(1)
            .map { _ -> Int in throw testError }
            .map { value -> Int in
                later.increment()
                return value
            }
        let subscription = logging(chain, into: log)
        XCTAssertEqual(log.values, ["error TestError(1)", "disposed"])
        XCTAssertEqual(later.value, 0)
        XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
    }

    func test_chainOverJust_unhandledError_goesToTheDefaultHandlerWithTheCallStack() {
        let previousHandler = Hooks.defaultErrorHandler
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = previousHandler
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = false
        }
        let reports = Recorder<String>()
        let captures = Counter()
        Hooks.recordCallStackOnError = true
        Hooks.customCaptureSubscriptionCallstack = {
            captures.increment()
            return ["frame A"]
        }
        Hooks.defaultErrorHandler = { stack, error in reports.append("\(stack) \(error)") }
        let log = Recorder<String>()
        _ = logging(Observable.just(1).filter { _ in throw testError }, into: log, handlesErrors: false)
        XCTAssertEqual(reports.values, ["[\"frame A\"] TestError(1)"])
        XCTAssertEqual(log.values, ["disposed"])
        XCTAssertEqual(captures.value, 1)

        // A handled error reaches neither the handler nor the capture.
        _ = logging(Observable.just(1).filter { _ in throw testError }, into: log)
        XCTAssertEqual(reports.values.count, 1)
        XCTAssertEqual(captures.value, 1)
    }

    func test_eventClosure_receivesTheEvents() {
        var events: [Event<Int>] = []
        _ = Observable.just(1).subscribe { events.append($0) }
        _ = Observable.just(2).map { $0 * 10 }.subscribe { events.append($0) }
        _ = Observable.just(3).map { _ -> Int in throw testError }.subscribe { events.append($0) }
        _ = Observable.just(4).filter { $0 > 4 }.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .completed, .next(20), .completed, .error(testError), .completed])
    }

    func test_subscribeWith_passesTheObject() {
        final class Owner { var log: [String] = [] }
        let owner = Owner()
        _ = Observable.just(2).map { $0 + 1 }.subscribe(
            with: owner,
            onNext: { owner, value in owner.log.append("next \(value)") },
            onCompleted: { owner in owner.log.append("completed") },
            onDisposed: { owner in owner.log.append("disposed") }
        )
        XCTAssertEqual(owner.log, ["next 3", "completed", "disposed"])
    }

    /// Work queued on the current-thread scheduler by a closure: for a chain, subscribing runs on the trampoline, so
    /// the work runs after the subscription ended and before `subscribe` returns; `just` subscribes without it, so
    /// the work, finding no trampoline running, runs at once.
    func test_workQueuedOnTheCurrentThreadScheduler_runsWhereItDidBefore() {
        let log = Recorder<String>()
        func queuing(_ source: Observable<Int>) {
            _ = source.subscribe(
                onNext: { value in
                    log.append("next \(value)")
                    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                        log.append("queued work")
                        return Disposables.create()
                    }
                },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
            log.append("returned")
        }
        queuing(Observable.just(1).map { $0 + 1 })
        queuing(Observable.just(1))
        XCTAssertEqual(
            log.values,
            [
                "next 2", "completed", "disposed", "queued work", "returned",
                "next 1", "queued work", "completed", "disposed", "returned",
            ]
        )
    }

    /// Subscribed from inside another subscription (the trampoline already running), the chain still delivers
    /// before `subscribe` returns, as RxSwift's producers do.
    func test_chainSubscribedInsideARunningTrampoline_deliversAtOnce() {
        let log = Recorder<String>()
        _ = Observable.just(1).map { $0 }.subscribe(onNext: { _ in
            _ = Observable.just(5).map { $0 * 2 }.subscribe(
                onNext: { log.append("inner next \($0)") },
                onCompleted: { log.append("inner completed") },
                onDisposed: { log.append("inner disposed") }
            )
            log.append("inner returned")
        })
        XCTAssertEqual(log.values, ["inner next 10", "inner completed", "inner disposed", "inner returned"])
    }

    func test_closuresAreReleasedWhenSubscribeReturns() {
        final class Owner {}
        weak var weakOwner: Owner?
        var kept: [Disposable] = []
        do {
            let owner = Owner()
            weakOwner = owner
            kept.append(Observable.just(1).map { $0 }.subscribe(onNext: { _ in _ = owner }))
            kept.append(Observable.just(1).subscribe(onDisposed: { _ = owner }))
        }
        XCTAssertNil(weakOwner, "a subscription that ended while subscribing still retained its closures")
        XCTAssertEqual(kept.count, 2)
    }

    /// The same events as the hot source's subscription that delivers them later: the metamorphic twin.
    func test_sameEventsAsTheScheduledSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 4), .completed(10)])
        let chains: [(Observable<Int>) -> Observable<Int>] = [
            { $0.map { $0 * 3 }.filter { $0 > 5 } },
            { $0.filter { $0 > 5 } },
            { $0.compactMap { $0 > 3 ? nil : $0 } },
            { $0.map { _ -> Int in throw testError } },
        ]
        for chain in chains {
            let immediate = Recorder<String>()
            _ = logging(chain(.just(4)), into: immediate)
            let scheduled = Recorder<String>()
            scheduler.scheduleAt(scheduler.clock + 1) { _ = self.logging(chain(xs.asObservable()), into: scheduled) }
            scheduler.start()
            XCTAssertEqual(immediate.values, scheduled.values)
        }
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(1, 11), Subscription(12, 22), Subscription(23, 33), Subscription(34, 44)]
        )
    }

    /// Seeded random chains of 1–6 `map`/`filter`/`compactMap` stages, some of whose closures throw, subscribed with
    /// closures over `just` and over a cold observable that delivers the same element later: the same calls in the
    /// same order, and the stages' closures run as many times. A failing seed is printed with its chain.
    func test_property_randomChains_sameCallsAsTheScheduledSource() {
        for seed in 0..<UInt64(200) {
            var rng = SplitMix64(seed: seed)
            let element = Int.random(in: -3...3, using: &rng)
            var stages: [(name: String, apply: (Observable<Int>, Counter) -> Observable<Int>)] = []
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                let operand = Int.random(in: -2...2, using: &rng)
                let throwsAt = Int.random(in: 0...9, using: &rng) == 0 ? operand : nil
                switch Int.random(in: 0...2, using: &rng) {
                case 0:
                    stages.append(
                        (
                            "map(+\(operand))",
                            { source, calls in
                                source.map { value -> Int in
                                    calls.increment()
                                    if value == throwsAt { throw testError }
                                    return value &+ operand
                                }
                            }
                        )
                    )
                case 1:
                    stages.append(
                        (
                            "filter(>\(operand))",
                            { source, calls in
                                source.filter { value in
                                    calls.increment()
                                    if value == throwsAt { throw testError }
                                    return value > operand
                                }
                            }
                        )
                    )
                default:
                    stages.append(
                        (
                            "compactMap(≠\(operand))",
                            { source, calls in
                                source.compactMap { value -> Int? in
                                    calls.increment()
                                    if value == throwsAt { throw testError }
                                    return value == operand ? nil : value &* 2
                                }
                            }
                        )
                    )
                }
            }
            let description = "seed \(seed): just(\(element)) → " + stages.map(\.name).joined(separator: " → ")
            func run(_ source: Observable<Int>, start: (() -> Void)? = nil) -> (log: [String], calls: Int) {
                let calls = Counter()
                let chain = stages.reduce(source) { observable, stage in stage.apply(observable, calls) }
                let log = Recorder<String>()
                _ = logging(chain, into: log)
                start?()
                return (log.values, calls.value)
            }
            let immediate = run(.just(element))
            let scheduler = TestScheduler(initialClock: 0)
            let cold = scheduler.createColdObservable([.next(5, element), .completed(5)])
            let scheduled = run(cold.asObservable()) { scheduler.start() }
            XCTAssertEqual(immediate.log, scheduled.log, description)
            XCTAssertEqual(immediate.calls, scheduled.calls, description)
            XCTAssertEqual(immediate.log.last, "disposed", description)
            XCTAssertEqual(cold.subscriptions, [Subscription(0, 5)], description)
        }
    }
}
