// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTesting

/// A `TestScheduler` seen through a log of what an operator asks of it: each action it schedules (`schedule 1 at 210
/// due 20`, `schedule 2 at 220 now`), each action that runs (`run 1 at 230`) and each scheduled action's disposal
/// (`dispose 1 at 220`, once, whoever disposes it first). Where `TestScheduler`'s own logs show only events and
/// subscriptions, this shows the timers: which one a new element replaced, and that disposal cancels the one still
/// scheduled.
///
/// Everything is forwarded to the test scheduler, which runs it as it would have; only the log is added. Used from
/// the test scheduler's thread only.
// Unchecked: used from one thread only (the test scheduler's).
public final class TimerLoggingScheduler: SchedulerType, @unchecked Sendable {
    public let scheduler: TestScheduler
    public private(set) var log: [String] = []
    private var count = 0

    public init(_ scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public var now: RxTime { scheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let number = record("now")
        return logged(number, scheduler.schedule(state) { [self] in ran(number, action, $0) })
    }

    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let number = record("due \(describe(dueTime))")
        return logged(number, scheduler.scheduleRelative(state, dueTime: dueTime) { [self] in ran(number, action, $0) })
    }

    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let number = record("due \(describe(startAfter)) every \(describe(period))")
        return logged(
            number,
            scheduler.schedulePeriodic(state, startAfter: startAfter, period: period) { [self] state in
                log.append("run \(number) at \(scheduler.clock)")
                return action(state)
            }
        )
    }

    /// Adds `line` to the log, for what the test itself sees (events, a source's subscription).
    public func note(_ line: String) {
        log.append(line)
    }

    private func record(_ what: String) -> Int {
        count += 1
        log.append("schedule \(count) at \(scheduler.clock) \(what)")
        return count
    }

    private func ran<StateType>(_ number: Int, _ action: (StateType) -> Disposable, _ state: StateType) -> Disposable {
        log.append("run \(number) at \(scheduler.clock)")
        return action(state)
    }

    private func logged(_ number: Int, _ disposable: Disposable) -> Disposable {
        var disposed = false
        return Disposables.create { [self] in
            if disposed { return }
            disposed = true
            log.append("dispose \(number) at \(scheduler.clock)")
            disposable.dispose()
        }
    }

    private func describe(_ interval: RxTimeInterval) -> String {
        switch interval {
        case .seconds(let value): "\(value)"
        case .never: "never"
        default: "\(interval)"
        }
    }
}

/// Runs `apply` over `source` on a ``TimerLoggingScheduler`` (subscribed at 200, disposed at `disposed`) and
/// returns one log of its timers, the events it emits (`next 1 at 240`, `completed at 300`, `error at 215`) and
/// what `source` logs through the function it is given.
///
/// - Parameters:
///   - source: Builds the source on the test scheduler, logging through the function it is given.
///   - apply: The operator under test, applied to the source with the logging scheduler.
public func recordTimers(
    disposed: TestTime = 1000,
    source: (TestScheduler, _ log: @escaping (String) -> Void) -> Observable<Int>,
    _ apply: @escaping (Observable<Int>, SchedulerType) -> Observable<Int>
) -> [String] {
    let scheduler = TestScheduler(initialClock: 0)
    let timers = TimerLoggingScheduler(scheduler)
    let observable = apply(source(scheduler) { timers.note($0) }, timers)
    var subscription: Disposable?
    scheduler.scheduleAt(200) {
        subscription = observable.subscribe { event in
            switch event {
            case .next(let element): timers.note("next \(element) at \(scheduler.clock)")
            case .error: timers.note("error at \(scheduler.clock)")
            case .completed: timers.note("completed at \(scheduler.clock)")
            }
        }
    }
    scheduler.scheduleAt(disposed) {
        timers.note("dispose at \(scheduler.clock)")
        subscription?.dispose()
    }
    scheduler.start()
    return timers.log
}

/// A hot source of `events` that logs its subscription and its disposal (`subscribed at 200`, `source disposed at
/// 300`), for ``recordTimers(disposed:source:_:)``.
public func hotLoggingSource(
    _ events: [Recorded<Event<Int>>]
) -> (TestScheduler, _ log: @escaping (String) -> Void) -> Observable<Int> {
    { scheduler, log in
        let xs = scheduler.createHotObservable(events)
        return Observable.create { observer in
            log("subscribed at \(scheduler.clock)")
            let inner = xs.subscribe(observer)
            return Disposables.create {
                log("source disposed at \(scheduler.clock)")
                inner.dispose()
            }
        }
    }
}

/// A source that, when subscribed, logs `subscribed at T`, sends `events` at once (a `create` that emits during its
/// subscription), and logs `source disposed at T` when its subscription is disposed; for
/// ``recordTimers(disposed:source:_:)``.
public func synchronousLoggingSource(
    _ events: [Event<Int>]
) -> (TestScheduler, _ log: @escaping (String) -> Void) -> Observable<Int> {
    { scheduler, log in
        Observable.create { observer in
            log("subscribed at \(scheduler.clock)")
            for event in events { observer.on(event) }
            return Disposables.create { log("source disposed at \(scheduler.clock)") }
        }
    }
}
