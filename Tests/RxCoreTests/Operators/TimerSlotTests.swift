// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The timers of the operators that hold their source's subscription and their timer's inline: which timer each
/// element replaces and when each is disposed (a replaced timer after its replacement is scheduled; at disposal, at
/// an exact time while one is scheduled, the source's subscription, then the timer's, except `timeout`'s timer
/// first), and synchronous sources (a `create` that emits at once), whose subscription is disposed as soon as it is
/// made once the operator ended. Each log interleaves the scheduler's (`TimerLoggingScheduler`), the source's and
/// the observer's; subscribed at 200, disposed at 1000 unless said.
final class TimerSlotTests: RxTestCase {
    static let hot: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(250, 3), .completed(300)]
    static let failing: [Recorded<Event<Int>>] = [.next(210, 1), .next(215, 2), .error(218, testError)]

    /// Asserts each case's log for `op`, in the order of `expected`'s labels.
    func assertTimers(
        _ expected: KeyValuePairs<String, [String]>,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ op: @escaping (Observable<Int>, SchedulerType) -> Observable<Int>
    ) {
        for (label, log) in expected {
            let recorded: [String]
            switch label {
            case "hotSource": recorded = recordTimers(source: hotLoggingSource(Self.hot), op)
            case "disposedAt235WhileATimerIsScheduled":
                recorded = recordTimers(disposed: 235, source: hotLoggingSource(Self.hot), op)
            case "disposedAt205": recorded = recordTimers(disposed: 205, source: hotLoggingSource(Self.hot), op)
            case "failingSource": recorded = recordTimers(source: hotLoggingSource(Self.failing), op)
            case "synchronousSource":
                recorded = recordTimers(source: synchronousLoggingSource([.next(1), .next(2), .completed]), op)
            case "synchronousError":
                recorded = recordTimers(source: synchronousLoggingSource([.next(1), .error(testError)]), op)
            case "synchronousEmpty": recorded = recordTimers(source: synchronousLoggingSource([.completed]), op)
            case "synchronousElementWithoutEnd":
                recorded = recordTimers(disposed: 400, source: synchronousLoggingSource([.next(1)]), op)
            default: preconditionFailure(label)
            }
            XCTAssertEqual(recorded, log, label, file: file, line: line)
        }
    }

    func test_debounce() {
        assertTimers([
            "hotSource": [
                "subscribed at 200", "schedule 1 at 210 due 20", "schedule 2 at 220 due 20", "dispose 1 at 220",
                "run 2 at 240", "next 2 at 240", "schedule 3 at 250 due 20", "dispose 2 at 250", "run 3 at 270",
                "next 3 at 270", "completed at 300", "source disposed at 300", "dispose 3 at 300", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "subscribed at 200", "schedule 1 at 210 due 20", "schedule 2 at 220 due 20", "dispose 1 at 220",
                "dispose at 235", "source disposed at 235", "dispose 2 at 235",
            ],
            "failingSource": [
                "subscribed at 200", "schedule 1 at 210 due 20", "schedule 2 at 215 due 20", "dispose 1 at 215",
                "error at 218", "source disposed at 218", "dispose 2 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "subscribed at 200", "schedule 1 at 200 due 20", "schedule 2 at 200 due 20", "dispose 1 at 200",
                "next 2 at 200", "completed at 200", "dispose 2 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "subscribed at 200", "schedule 1 at 200 due 20", "error at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": ["subscribed at 200", "completed at 200", "source disposed at 200", "dispose at 1000"],
            "synchronousElementWithoutEnd": [
                "subscribed at 200", "schedule 1 at 200 due 20", "run 1 at 220", "next 1 at 220", "dispose at 400",
                "source disposed at 400", "dispose 1 at 400",
            ],
        ]) { $0.debounce(.seconds(20), scheduler: $1) }
    }

    func test_throttle() {
        assertTimers([
            "hotSource": [
                "subscribed at 200", "next 1 at 210", "schedule 1 at 220 due nanoseconds(10000000000)", "run 1 at 230",
                "next 2 at 230", "dispose 1 at 250", "next 3 at 250", "completed at 300", "source disposed at 300",
                "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "subscribed at 200", "next 1 at 210", "schedule 1 at 220 due nanoseconds(10000000000)", "run 1 at 230",
                "next 2 at 230", "dispose at 235", "source disposed at 235", "dispose 1 at 235",
            ],
            "failingSource": [
                "subscribed at 200", "next 1 at 210", "schedule 1 at 215 due nanoseconds(15000000000)", "error at 218",
                "source disposed at 218", "dispose 1 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "subscribed at 200", "next 1 at 200", "schedule 1 at 200 due nanoseconds(20000000000)",
                "source disposed at 200", "run 1 at 220", "next 2 at 220", "completed at 220", "dispose 1 at 220",
                "dispose at 1000",
            ],
            "synchronousError": [
                "subscribed at 200", "next 1 at 200", "error at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": ["subscribed at 200", "completed at 200", "source disposed at 200", "dispose at 1000"],
            "synchronousElementWithoutEnd": [
                "subscribed at 200", "next 1 at 200", "dispose at 400", "source disposed at 400",
            ],
        ]) { $0.throttle(.seconds(20), scheduler: $1) }
    }

    func test_throttle_notLatest() {
        assertTimers([
            "hotSource": [
                "subscribed at 200", "next 1 at 210", "next 3 at 250", "completed at 300", "source disposed at 300",
                "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "subscribed at 200", "next 1 at 210", "dispose at 235", "source disposed at 235",
            ],
            "failingSource": [
                "subscribed at 200", "next 1 at 210", "error at 218", "source disposed at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "subscribed at 200", "next 1 at 200", "completed at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "subscribed at 200", "next 1 at 200", "error at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": ["subscribed at 200", "completed at 200", "source disposed at 200", "dispose at 1000"],
            "synchronousElementWithoutEnd": [
                "subscribed at 200", "next 1 at 200", "dispose at 400", "source disposed at 400",
            ],
        ]) { $0.throttle(.seconds(20), latest: false, scheduler: $1) }
    }

    func test_delay() {
        assertTimers([
            "hotSource": [
                "subscribed at 200", "schedule 1 at 210 due 20", "run 1 at 230", "next 1 at 230", "dispose 1 at 230",
                "schedule 2 at 230 due nanoseconds(10000000000)", "run 2 at 240", "next 2 at 240", "dispose 2 at 250",
                "schedule 3 at 250 due 20", "run 3 at 270", "next 3 at 270", "source disposed at 300",
                "dispose 3 at 300", "schedule 4 at 300 due 20", "run 4 at 320", "completed at 320", "dispose 4 at 320",
                "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "subscribed at 200", "schedule 1 at 210 due 20", "run 1 at 230", "next 1 at 230", "dispose 1 at 230",
                "schedule 2 at 230 due nanoseconds(10000000000)", "dispose at 235", "source disposed at 235",
                "dispose 2 at 235",
            ],
            "failingSource": [
                "subscribed at 200", "schedule 1 at 210 due 20", "source disposed at 218", "error at 218",
                "dispose 1 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "subscribed at 200", "schedule 1 at 200 due 20", "source disposed at 200", "run 1 at 220",
                "next 1 at 220", "dispose 1 at 220", "schedule 2 at 220 due nanoseconds(0)", "run 2 at 221",
                "next 2 at 221", "dispose 2 at 221", "schedule 3 at 221 due nanoseconds(0)", "run 3 at 222",
                "completed at 222", "dispose 3 at 222", "dispose at 1000",
            ],
            "synchronousError": [
                "subscribed at 200", "schedule 1 at 200 due 20", "error at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "subscribed at 200", "schedule 1 at 200 due 20", "source disposed at 200", "run 1 at 220",
                "completed at 220", "dispose 1 at 220", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "subscribed at 200", "schedule 1 at 200 due 20", "run 1 at 220", "next 1 at 220", "dispose at 400",
                "source disposed at 400", "dispose 1 at 400",
            ],
        ]) { $0.delay(.seconds(20), scheduler: $1) }
    }

    func test_timeout() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 25",
                "dispose 1 at 210", "next 2 at 220", "schedule 3 at 220 due 25", "dispose 2 at 220", "run 3 at 245",
                "error at 245", "dispose 3 at 245", "source disposed at 245", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 25",
                "dispose 1 at 210", "next 2 at 220", "schedule 3 at 220 due 25", "dispose 2 at 220", "dispose at 235",
                "dispose 3 at 235", "source disposed at 235",
            ],
            "failingSource": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 25",
                "dispose 1 at 210", "next 2 at 215", "schedule 3 at 215 due 25", "dispose 2 at 215", "error at 218",
                "dispose 3 at 218", "source disposed at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 25",
                "dispose 1 at 200", "next 2 at 200", "schedule 3 at 200 due 25", "dispose 2 at 200", "completed at 200",
                "dispose 3 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 25",
                "dispose 1 at 200", "error at 200", "dispose 2 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 25", "subscribed at 200", "completed at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 25", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 25",
                "dispose 1 at 200", "run 2 at 225", "error at 225", "dispose 2 at 225", "source disposed at 225",
                "dispose at 400",
            ],
        ]) { $0.timeout(.seconds(25), scheduler: $1) }
    }

    func test_timeout_other() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 15",
                "dispose 1 at 210", "next 2 at 220", "schedule 3 at 220 due 15", "dispose 2 at 220", "run 3 at 235",
                "next 9 at 235", "completed at 235", "dispose 3 at 235", "source disposed at 235", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 15",
                "dispose 1 at 210", "next 2 at 220", "schedule 3 at 220 due 15", "dispose 2 at 220", "dispose at 235",
                "dispose 3 at 235", "source disposed at 235",
            ],
            "failingSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "schedule 2 at 210 due 15",
                "dispose 1 at 210", "next 2 at 215", "schedule 3 at 215 due 15", "dispose 2 at 215", "error at 218",
                "dispose 3 at 218", "source disposed at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 15",
                "dispose 1 at 200", "next 2 at 200", "schedule 3 at 200 due 15", "dispose 2 at 200", "completed at 200",
                "dispose 3 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 15",
                "dispose 1 at 200", "error at 200", "dispose 2 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 15", "subscribed at 200", "completed at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "schedule 2 at 200 due 15",
                "dispose 1 at 200", "run 2 at 215", "next 9 at 215", "completed at 215", "dispose 2 at 215",
                "source disposed at 215", "dispose at 400",
            ],
        ]) { $0.timeout(.seconds(15), other: Observable.just(9), scheduler: $1) }
    }

    func test_subscribeOn() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 210", "next 2 at 220",
                "next 3 at 250", "completed at 300", "dispose 1 at 300", "schedule 2 at 300 now",
                "source disposed at 300", "run 2 at 301", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 210", "next 2 at 220",
                "dispose at 235", "dispose 1 at 235", "schedule 2 at 235 now", "run 2 at 236", "source disposed at 236",
            ],
            "disposedAt205": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "dispose at 205", "dispose 1 at 205",
                "schedule 2 at 205 now", "run 2 at 206", "source disposed at 206",
            ],
            "failingSource": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 210", "next 2 at 215",
                "error at 218", "dispose 1 at 218", "schedule 2 at 218 now", "source disposed at 218", "run 2 at 219",
                "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 201", "next 2 at 201",
                "completed at 201", "dispose 1 at 201", "source disposed at 201", "schedule 2 at 201 now",
                "run 2 at 202", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 201", "error at 201",
                "dispose 1 at 201", "source disposed at 201", "schedule 2 at 201 now", "run 2 at 202",
                "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "completed at 201", "dispose 1 at 201",
                "source disposed at 201", "schedule 2 at 201 now", "run 2 at 202", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 now", "run 1 at 201", "subscribed at 201", "next 1 at 201", "dispose at 400",
                "dispose 1 at 400", "schedule 2 at 400 now", "run 2 at 401", "source disposed at 401",
            ],
        ]) { $0.subscribe(on: $1) }
    }

    func test_delaySubscription() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "next 2 at 220", "next 3 at 250",
                "completed at 300", "dispose 1 at 300", "source disposed at 300", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "next 2 at 220", "dispose at 235",
                "dispose 1 at 235", "source disposed at 235",
            ],
            "disposedAt205": ["schedule 1 at 200 due 15", "dispose at 205", "dispose 1 at 205"],
            "failingSource": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "error at 218", "dispose 1 at 218",
                "source disposed at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "next 1 at 215", "next 2 at 215",
                "completed at 215", "dispose 1 at 215", "source disposed at 215", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "next 1 at 215", "error at 215",
                "dispose 1 at 215", "source disposed at 215", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "completed at 215", "dispose 1 at 215",
                "source disposed at 215", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 15", "run 1 at 215", "subscribed at 215", "next 1 at 215", "dispose at 400",
                "dispose 1 at 400", "source disposed at 400",
            ],
        ]) { $0.delaySubscription(.seconds(15), scheduler: $1) }
    }

    func test_skipForDuration() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "next 2 at 220", "next 3 at 250",
                "completed at 300", "dispose 1 at 300", "source disposed at 300", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "next 2 at 220", "dispose at 235",
                "dispose 1 at 235", "source disposed at 235",
            ],
            "disposedAt205": [
                "schedule 1 at 200 due 15", "subscribed at 200", "dispose at 205", "dispose 1 at 205",
                "source disposed at 205",
            ],
            "failingSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "error at 218", "dispose 1 at 218",
                "source disposed at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "completed at 200", "source disposed at 200",
                "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 15", "subscribed at 200", "error at 200", "source disposed at 200",
                "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 15", "subscribed at 200", "completed at 200", "source disposed at 200",
                "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "dispose at 400", "dispose 1 at 400",
                "source disposed at 400",
            ],
        ]) { $0.skip(.seconds(15), scheduler: $1) }
    }

    func test_takeForDuration() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 210", "next 2 at 220", "run 1 at 235",
                "completed at 235", "source disposed at 235", "dispose 1 at 235", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 210", "next 2 at 220", "dispose at 235",
                "source disposed at 235", "dispose 1 at 235",
            ],
            "disposedAt205": [
                "schedule 1 at 200 due 35", "subscribed at 200", "dispose at 205", "source disposed at 205",
                "dispose 1 at 205",
            ],
            "failingSource": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 210", "next 2 at 215", "error at 218",
                "source disposed at 218", "dispose 1 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 200", "next 2 at 200", "completed at 200",
                "source disposed at 200", "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 200", "error at 200",
                "source disposed at 200", "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 35", "subscribed at 200", "completed at 200", "source disposed at 200",
                "dispose 1 at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 35", "subscribed at 200", "next 1 at 200", "run 1 at 235", "completed at 235",
                "source disposed at 235", "dispose 1 at 235", "dispose at 400",
            ],
        ]) { $0.take(for: .seconds(35), scheduler: $1) }
    }

    /// `subscribe(on:)` on a scheduler that runs each action before `schedule` returns (as `MainScheduler` does on the
    /// main thread), with a source that ends while being subscribed: the source's subscription is disposed as soon as
    /// it is made (its disposal, scheduled, runs at once), then the scheduled action's disposable.
    func test_subscribeOn_aSchedulerThatRunsAtOnce_synchronousSource() {
        final class AtOnce: ImmediateSchedulerType, @unchecked Sendable {
            var log: [String] = []
            var count = 0
            func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
                count += 1
                let number = count
                log.append("run \(number)")
                let made = action(state)
                log.append("ran \(number)")
                return Disposables.create { [self] in
                    log.append("dispose \(number)")
                    made.dispose()
                }
            }
        }
        let scheduler = AtOnce()
        let source = Observable<Int>.create { observer in
            scheduler.log.append("subscribed")
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { scheduler.log.append("source disposed") }
        }
        let subscription = source.subscribe(on: scheduler).subscribe { scheduler.log.append("\($0)") }
        scheduler.log.append("returned")
        subscription.dispose()
        XCTAssertEqual(
            scheduler.log,
            [
                "run 1", "subscribed", "next(1)", "completed", "source disposed", "run 2", "ran 2", "ran 1",
                "dispose 1", "returned",
            ]
        )
    }

    /// Asserts the log of `make`, a sequence made on the scheduler, disposed at each of `expected`'s times.
    func assertSourceTimers(
        _ expected: KeyValuePairs<TestTime, [String]>,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ make: @escaping (SchedulerType) -> Observable<Int>
    ) {
        for (disposed, log) in expected {
            let recorded = recordTimers(disposed: disposed, source: hotLoggingSource([])) { _, scheduler in
                make(scheduler)
            }
            XCTAssertEqual(recorded, log, "disposed at \(disposed)", file: file, line: line)
        }
    }

    func test_timer() {
        assertSourceTimers([
            250: [
                "schedule 1 at 200 due 15", "run 1 at 215", "next 0 at 215", "completed at 215", "dispose 1 at 215",
                "dispose at 250",
            ],
            235: [
                "schedule 1 at 200 due 15", "run 1 at 215", "next 0 at 215", "completed at 215", "dispose 1 at 215",
                "dispose at 235",
            ],
            201: ["schedule 1 at 200 due 15", "dispose at 201", "dispose 1 at 201"],
            202: ["schedule 1 at 200 due 15", "dispose at 202", "dispose 1 at 202"],
        ]) { Observable<Int>.timer(.seconds(15), scheduler: $0) }
    }

    func test_timer_period() {
        assertSourceTimers([
            250: [
                "schedule 1 at 200 due 15 every 10", "run 1 at 215", "next 0 at 215", "run 1 at 225", "next 1 at 225",
                "run 1 at 235", "next 2 at 235", "run 1 at 245", "next 3 at 245", "dispose at 250", "dispose 1 at 250",
            ],
            235: [
                "schedule 1 at 200 due 15 every 10", "run 1 at 215", "next 0 at 215", "run 1 at 225", "next 1 at 225",
                "dispose at 235", "dispose 1 at 235",
            ],
            201: ["schedule 1 at 200 due 15 every 10", "dispose at 201", "dispose 1 at 201"],
            202: ["schedule 1 at 200 due 15 every 10", "dispose at 202", "dispose 1 at 202"],
        ]) { Observable<Int>.timer(.seconds(15), period: .seconds(10), scheduler: $0) }
    }

    func test_interval() {
        assertSourceTimers([
            250: [
                "schedule 1 at 200 due 10 every 10", "run 1 at 210", "next 0 at 210", "run 1 at 220", "next 1 at 220",
                "run 1 at 230", "next 2 at 230", "run 1 at 240", "next 3 at 240", "dispose at 250", "dispose 1 at 250",
            ],
            235: [
                "schedule 1 at 200 due 10 every 10", "run 1 at 210", "next 0 at 210", "run 1 at 220", "next 1 at 220",
                "run 1 at 230", "next 2 at 230", "dispose at 235", "dispose 1 at 235",
            ],
            201: ["schedule 1 at 200 due 10 every 10", "dispose at 201", "dispose 1 at 201"],
            202: ["schedule 1 at 200 due 10 every 10", "dispose at 202", "dispose 1 at 202"],
        ]) { Observable<Int>.interval(.seconds(10), scheduler: $0) }
    }

    func test_just_scheduler() {
        assertSourceTimers([
            250: [
                "schedule 1 at 200 now", "run 1 at 201", "next 7 at 201", "schedule 2 at 201 now", "run 2 at 202",
                "completed at 202", "dispose 1 at 202", "dispose 2 at 202", "dispose at 250",
            ],
            235: [
                "schedule 1 at 200 now", "run 1 at 201", "next 7 at 201", "schedule 2 at 201 now", "run 2 at 202",
                "completed at 202", "dispose 1 at 202", "dispose 2 at 202", "dispose at 235",
            ],
            201: ["schedule 1 at 200 now", "dispose at 201", "dispose 1 at 201"],
            202: [
                "schedule 1 at 200 now", "run 1 at 201", "next 7 at 201", "schedule 2 at 201 now", "dispose at 202",
                "dispose 1 at 202", "dispose 2 at 202",
            ],
        ]) { Observable.just(7, scheduler: $0) }
    }

    /// Each buffer encoded as 1000 × its count + its sum; each window's elements as 1000 × its index + the element.
    func test_bufferTimeSpanCount() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "next 1001 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "run 2 at 230", "next 1002 at 230",
                "schedule 3 at 230 due 15", "dispose 2 at 230", "run 3 at 245", "next 0 at 245",
                "schedule 4 at 245 due 15", "dispose 3 at 245", "run 4 at 260", "next 1003 at 260",
                "schedule 5 at 260 due 15", "dispose 4 at 260", "run 5 at 275", "next 0 at 275",
                "schedule 6 at 275 due 15", "dispose 5 at 275", "run 6 at 290", "next 0 at 290",
                "schedule 7 at 290 due 15", "dispose 6 at 290", "next 0 at 300", "completed at 300",
                "source disposed at 300", "dispose 7 at 300", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "next 1001 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "run 2 at 230", "next 1002 at 230",
                "schedule 3 at 230 due 15", "dispose 2 at 230", "dispose at 235", "source disposed at 235",
                "dispose 3 at 235",
            ],
            "disposedAt205": [
                "schedule 1 at 200 due 15", "subscribed at 200", "dispose at 205", "source disposed at 205",
                "dispose 1 at 205",
            ],
            "failingSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 2003 at 215", "schedule 2 at 215 due 15",
                "dispose 1 at 215", "error at 218", "source disposed at 218", "dispose 2 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 2003 at 200", "schedule 2 at 200 due 15",
                "dispose 1 at 200", "next 0 at 200", "completed at 200", "dispose 2 at 200", "source disposed at 200",
                "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 15", "subscribed at 200", "error at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 0 at 200", "completed at 200",
                "dispose 1 at 200", "source disposed at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 15", "subscribed at 200", "run 1 at 215", "next 1001 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "run 2 at 230", "next 0 at 230",
                "schedule 3 at 230 due 15", "dispose 2 at 230", "run 3 at 245", "next 0 at 245",
                "schedule 4 at 245 due 15", "dispose 3 at 245", "run 4 at 260", "next 0 at 260",
                "schedule 5 at 260 due 15", "dispose 4 at 260", "run 5 at 275", "next 0 at 275",
                "schedule 6 at 275 due 15", "dispose 5 at 275", "run 6 at 290", "next 0 at 290",
                "schedule 7 at 290 due 15", "dispose 6 at 290", "run 7 at 305", "next 0 at 305",
                "schedule 8 at 305 due 15", "dispose 7 at 305", "run 8 at 320", "next 0 at 320",
                "schedule 9 at 320 due 15", "dispose 8 at 320", "run 9 at 335", "next 0 at 335",
                "schedule 10 at 335 due 15", "dispose 9 at 335", "run 10 at 350", "next 0 at 350",
                "schedule 11 at 350 due 15", "dispose 10 at 350", "run 11 at 365", "next 0 at 365",
                "schedule 12 at 365 due 15", "dispose 11 at 365", "run 12 at 380", "next 0 at 380",
                "schedule 13 at 380 due 15", "dispose 12 at 380", "run 13 at 395", "next 0 at 395",
                "schedule 14 at 395 due 15", "dispose 13 at 395", "dispose at 400", "source disposed at 400",
                "dispose 14 at 400",
            ],
        ]) { $0.buffer(timeSpan: .seconds(15), count: 2, scheduler: $1).map { $0.reduce($0.count * 1000, +) } }
    }

    func test_windowTimeSpanCount() {
        assertTimers([
            "hotSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "run 1 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "next 1002 at 220", "run 2 at 230",
                "schedule 3 at 230 due 15", "dispose 2 at 230", "run 3 at 245", "schedule 4 at 245 due 15",
                "dispose 3 at 245", "next 3003 at 250", "run 4 at 260", "schedule 5 at 260 due 15", "dispose 4 at 260",
                "run 5 at 275", "schedule 6 at 275 due 15", "dispose 5 at 275", "run 6 at 290",
                "schedule 7 at 290 due 15", "dispose 6 at 290", "source disposed at 300", "dispose 7 at 300",
                "completed at 300", "dispose at 1000",
            ],
            "disposedAt235WhileATimerIsScheduled": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "run 1 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "next 1002 at 220", "run 2 at 230",
                "schedule 3 at 230 due 15", "dispose 2 at 230", "dispose at 235", "source disposed at 235",
                "dispose 3 at 235",
            ],
            "disposedAt205": [
                "schedule 1 at 200 due 15", "subscribed at 200", "dispose at 205", "source disposed at 205",
                "dispose 1 at 205",
            ],
            "failingSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 210", "next 2 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "error at 218", "source disposed at 218",
                "dispose 2 at 218", "dispose at 1000",
            ],
            "synchronousSource": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "next 2 at 200",
                "schedule 2 at 200 due 15", "dispose 1 at 200", "completed at 200", "dispose 2 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousError": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "error at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousEmpty": [
                "schedule 1 at 200 due 15", "subscribed at 200", "completed at 200", "dispose 1 at 200",
                "source disposed at 200", "dispose at 1000",
            ],
            "synchronousElementWithoutEnd": [
                "schedule 1 at 200 due 15", "subscribed at 200", "next 1 at 200", "run 1 at 215",
                "schedule 2 at 215 due 15", "dispose 1 at 215", "run 2 at 230", "schedule 3 at 230 due 15",
                "dispose 2 at 230", "run 3 at 245", "schedule 4 at 245 due 15", "dispose 3 at 245", "run 4 at 260",
                "schedule 5 at 260 due 15", "dispose 4 at 260", "run 5 at 275", "schedule 6 at 275 due 15",
                "dispose 5 at 275", "run 6 at 290", "schedule 7 at 290 due 15", "dispose 6 at 290", "run 7 at 305",
                "schedule 8 at 305 due 15", "dispose 7 at 305", "run 8 at 320", "schedule 9 at 320 due 15",
                "dispose 8 at 320", "run 9 at 335", "schedule 10 at 335 due 15", "dispose 9 at 335", "run 10 at 350",
                "schedule 11 at 350 due 15", "dispose 10 at 350", "run 11 at 365", "schedule 12 at 365 due 15",
                "dispose 11 at 365", "run 12 at 380", "schedule 13 at 380 due 15", "dispose 12 at 380", "run 13 at 395",
                "schedule 14 at 395 due 15", "dispose 13 at 395", "dispose at 400", "source disposed at 400",
                "dispose 14 at 400",
            ],
        ]) {
            $0.window(timeSpan: .seconds(15), count: 2, scheduler: $1).enumerated().flatMap { i, w in
                w.map { i * 1000 + $0 }
            }
        }
    }
}
