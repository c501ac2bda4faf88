// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `of`, `from`, `range`, `generate` and `repeatElement` on the default ``CurrentThreadScheduler``: each element (and
/// the completion) is one step on the trampoline, so a source subscribed inside a trampoline action emits after that
/// action returns, and other queued work runs between its elements, as RxSwift's recursive scheduling does.
final class TrampolinedSourcesTests: RxTestCase {
    func test_mergedSources_interleaveOneStepEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.merge(
                Observable.of(1, 2, 3),
                Observable.from([10, 20]),
                Observable.range(start: 100, count: 2)
            )
        }
        XCTAssertEqual(
            res.events,
            [
                .next(200, 1), .next(200, 10), .next(200, 100), .next(200, 2), .next(200, 20), .next(200, 101),
                .next(200, 3), .completed(200),
            ]
        )
    }

    func test_mergedSources_completionsAreStepsOfTheirOwn() {
        var log: [String] = []
        _ = Observable.merge(
            Observable.of(1, 2).do(onCompleted: { log.append("of completed") }),
            Observable.from(sequence(first: 10) { $0 < 30 ? $0 + 10 : nil }).do(onCompleted: {
                log.append("from completed")
            }),
            Observable.generate(initialState: 100, condition: { $0 < 102 }) { $0 + 1 }.do(onCompleted: {
                log.append("generate completed")
            })
        ).subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("merge completed") })
        XCTAssertEqual(
            log,
            [
                "1", "10", "100", "2", "20", "101", "of completed", "30", "generate completed", "from completed",
                "merge completed",
            ]
        )
    }

    func test_repeatElementTaken_interleavesWithOf() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.merge(Observable.repeatElement(0).take(3), Observable.of(1, 2))
        }
        XCTAssertEqual(
            res.events,
            [.next(200, 0), .next(200, 1), .next(200, 0), .next(200, 2), .next(200, 0), .completed(200)]
        )
    }

    func test_ofSubscribedInsideAnotherOfsOnNext_runsAfterTheStepAndInterleaves() {
        var log: [String] = []
        var inner: Disposable?
        let outer = Observable.of(1, 2, 3).subscribe(
            onNext: { element in
                log.append("outer \(element)")
                if element == 1 {
                    inner = Observable.of(10, 20).subscribe(
                        onNext: { log.append("inner \($0)") },
                        onCompleted: { log.append("inner completed") }
                    )
                    log.append("inner subscribed")
                }
            },
            onCompleted: { log.append("outer completed") }
        )
        XCTAssertEqual(
            log,
            [
                "outer 1", "inner subscribed", "inner 10", "outer 2", "inner 20", "outer 3", "inner completed",
                "outer completed",
            ]
        )
        outer.dispose()
        inner?.dispose()
    }

    func test_otherTrampolinedWork_runsBetweenElements() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            _ = Observable.range(start: 1, count: 3).subscribe(
                onNext: { log.append("range \($0)") },
                onCompleted: { log.append("range completed") }
            )
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("action")
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    log.append("action's action")
                    return Disposables.create()
                }
                return Disposables.create()
            }
            log.append("outer action returns")
            return Disposables.create()
        }
        XCTAssertEqual(
            log,
            [
                "outer action returns", "range 1", "action", "range 2", "action's action", "range 3",
                "range completed",
            ]
        )
    }

    func test_disposedByQueuedWork_betweenTwoElements_emitsNothingMore() {
        var log: [String] = []
        var pulled = 0
        let elements = AnySequence {
            AnyIterator { () -> Int? in
                pulled += 1
                return pulled
            }
        }
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            let subscription = Observable.from(elements).subscribe(
                onNext: { log.append("from \($0)") },
                onCompleted: { log.append("from completed") },
                onDisposed: { log.append("from disposed") }
            )
            _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                log.append("dispose")
                subscription.dispose()
                return Disposables.create()
            }
            return Disposables.create()
        }
        XCTAssertEqual(log, ["from 1", "dispose", "from disposed"])
        XCTAssertEqual(pulled, 1)
    }

    func test_disposedByItsObserver_pullsNoFurtherElement() {
        var pulled = 0
        let elements = AnySequence {
            AnyIterator { () -> Int? in
                pulled += 1
                return pulled <= 10 ? pulled : nil
            }
        }
        var values: [Int] = []
        var completed = false
        _ = Observable.from(elements).take(2).subscribe(
            onNext: { values.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(values, [1, 2])
        XCTAssertTrue(completed)
        XCTAssertEqual(pulled, 2)
    }

    func test_disposedBeforeTheFirstStep_emitsNothing() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            Observable.of(1, 2).subscribe(
                onNext: { log.append("of \($0)") },
                onCompleted: { log.append("of completed") }
            ).dispose()
            log.append("disposed")
            return Disposables.create()
        }
        XCTAssertEqual(log, ["disposed"])
    }

    func test_generateThrowing_endsWithErrorInItsStep() {
        var log: [String] = []
        _ = Observable.merge(
            Observable.generate(initialState: 0, condition: { _ in true }) { state in
                if state == 1 { throw testError }
                return state + 1
            }.materialize().map { "\($0)" },
            Observable.of("a", "b", "c")
        ).subscribe(onNext: { log.append($0) })
        XCTAssertEqual(log, ["next(0)", "a", "next(1)", "b", "error(\(testError))", "c"])
    }

    func test_resubscription_startsOverOnEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.from(stride(from: 1, through: 3, by: 1))
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(10) { subscriptions.append(source.subscribe(first)) }
        scheduler.scheduleAt(10) { subscriptions.append(source.concat(source).subscribe(second)) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, 1), .next(10, 2), .next(10, 3), .completed(10)])
        XCTAssertEqual(
            second.events,
            [.next(10, 1), .next(10, 2), .next(10, 3), .next(10, 1), .next(10, 2), .next(10, 3), .completed(10)]
        )
        for subscription in subscriptions { subscription.dispose() }
    }

    func test_onTestScheduler_disposedAtExactTimes() {
        for (disposed, expected) in [
            (201, [Recorded<Event<Int>>]()),
            (202, [.next(201, 5)]),
            (204, [.next(201, 5), .next(202, 6), .next(203, 7)]),
            (205, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)]),
        ] {
            let range = TestScheduler(initialClock: 0)
            XCTAssertEqual(
                range.start(disposed: disposed) { Observable.range(start: 5, count: 3, scheduler: range) }.events,
                expected,
                "range disposed at \(disposed)"
            )
            let from = TestScheduler(initialClock: 0)
            XCTAssertEqual(
                from.start(disposed: disposed) { Observable.from(5...7, scheduler: from) }.events,
                expected,
                "from disposed at \(disposed)"
            )
            let generate = TestScheduler(initialClock: 0)
            XCTAssertEqual(
                generate.start(disposed: disposed) {
                    Observable.generate(initialState: 5, condition: { $0 <= 7 }, scheduler: generate) { $0 + 1 }
                }.events,
                expected,
                "generate disposed at \(disposed)"
            )
        }
    }

    func test_onTestScheduler_twoSourcesInterleaveByTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.merge(
                Observable.range(start: 1, count: 2, scheduler: scheduler),
                Observable.of(10, 20, 30, scheduler: scheduler)
            )
        }
        XCTAssertEqual(
            res.events,
            [
                .next(201, 1), .next(201, 10), .next(202, 2), .next(202, 20), .next(203, 30),
                .completed(204),
            ]
        )
    }

    func test_eachThreadRunsItsOwnTrampoline() {
        let threads = 4
        let count = 2_000
        let results = Recorder<[Int]>()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var values: [Int] = []
            _ = Observable.merge(Observable.range(start: 0, count: count), Observable.from(Array(count..<(2 * count))))
                .subscribe(onNext: { values.append($0) })
            results.append(values)
        }
        let expected = (0..<count).flatMap { [$0, $0 + count] }
        XCTAssertEqual(results.values.count, threads)
        for values in results.values { XCTAssertEqual(values, expected) }
    }
    func test_onImmediateScheduler_emitsEverythingSynchronously() {
        var values: [Int] = []
        var completed = false
        _ = Observable.of(1, 2, 3, scheduler: ImmediateScheduler.instance).subscribe(
            onNext: { values.append($0) },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(values, [1, 2, 3])
        XCTAssertTrue(completed)
        var taken: [Int] = []
        _ = Observable.range(start: 0, count: 10, scheduler: ImmediateScheduler.instance).take(2).subscribe(onNext: {
            taken.append($0)
        })
        XCTAssertEqual(taken, [0, 1])
    }

    func test_onAQueueingScheduler_disposalCancelsThePendingStep() {
        let scheduler = ManualScheduler(runsFirstActionInline: false)
        var values: [Int] = []
        let subscription = Observable.from([1, 2, 3], scheduler: scheduler).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(scheduler.pendingCount, 1)
        scheduler.runNext()
        XCTAssertEqual(values, [1])
        XCTAssertEqual(scheduler.pendingCount, 1)
        subscription.dispose()
        XCTAssertEqual(scheduler.cancelledCount, 1)
        scheduler.runNext()
        XCTAssertEqual(values, [1])
        XCTAssertEqual(scheduler.pendingCount, 0)
    }

    func test_onASchedulerThatRunsTheFirstActionInline_disposalCancelsTheStepItQueued() {
        // The first step runs inside `schedule` and queues the second before `schedule` returns: disposing must
        // cancel the second, not the first's spent disposable.
        let scheduler = ManualScheduler(runsFirstActionInline: true)
        var values: [Int] = []
        let subscription = Observable.generate(initialState: 1, condition: { $0 < 4 }, scheduler: scheduler) {
            $0 + 1
        }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1])
        XCTAssertEqual(scheduler.pendingCount, 1)
        subscription.dispose()
        XCTAssertEqual(scheduler.cancelledCount, 1)
        scheduler.runNext()
        XCTAssertEqual(values, [1])
    }

    func test_onASchedulerThatRunsTheFirstActionInline_runsToTheEnd() {
        let scheduler = ManualScheduler(runsFirstActionInline: true)
        var events: [String] = []
        _ = Observable.repeatElement(7, scheduler: scheduler).take(3).subscribe(
            onNext: { events.append("\($0)") },
            onCompleted: { events.append("completed") }
        )
        while scheduler.pendingCount > 0 { scheduler.runNext() }
        XCTAssertEqual(events, ["7", "7", "7", "completed"])
        XCTAssertEqual(scheduler.cancelledCount, 0)
    }
}

/// A scheduler driven by hand: actions queue until `runNext()`, except, with `runsFirstActionInline`, an action
/// scheduled while no action runs, which runs inside `schedule` (as a trampoline's first action does).
private final class ManualScheduler: ImmediateSchedulerType, @unchecked Sendable {
    private final class Item {
        var action: (() -> Void)?
    }

    private let runsFirstActionInline: Bool
    private var queue: [Item] = []
    private var isRunning = false
    private(set) var cancelledCount = 0

    init(runsFirstActionInline: Bool) {
        self.runsFirstActionInline = runsFirstActionInline
    }

    var pendingCount: Int { queue.count }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if runsFirstActionInline && !isRunning {
            isRunning = true
            defer { isRunning = false }
            return action(state)
        }
        let item = Item()
        item.action = { _ = action(state) }
        queue.append(item)
        return Disposables.create { [self] in
            if item.action != nil {
                item.action = nil
                cancelledCount += 1
            }
        }
    }

    func runNext() {
        let item = queue.removeFirst()
        let action = item.action
        item.action = nil
        isRunning = true
        defer { isRunning = false }
        action?()
    }
}
