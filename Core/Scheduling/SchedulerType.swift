// SPDX-License-Identifier: MIT
import Dispatch
import Foundation

/// A time interval: Rx uses `DispatchTimeInterval` (`.seconds(1)`, `.milliseconds(10)`, …).
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute point in time.
public typealias RxTime = Date

/// A scheduler that runs work now (or as soon as it can), in the order it was scheduled.
///
/// Schedulers are `Sendable`: work may be scheduled from any thread.
public protocol ImmediateSchedulerType: Sendable {
    /// Schedules `action` to run with `state`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - action: The work; returns a disposable for any work it starts.
    /// - Returns: A disposable that cancels the action if it has not run yet, and disposes what it returned.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// A scheduler that also knows the time and can run work later or periodically.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's notion of the current time.
    var now: RxTime { get }

    /// Schedules `action` to run after `dueTime`.
    ///
    /// - Parameters:
    ///   - state: The value passed to `action`.
    ///   - dueTime: The delay, relative to now.
    ///   - action: The work.
    /// - Returns: A disposable that cancels the action.
    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable

    /// Schedules `action` to run periodically, threading `state` through the calls.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - startAfter: The delay before the first call.
    ///   - period: The time between calls.
    ///   - action: Returns the state for the next call.
    /// - Returns: A disposable that stops the periodic work.
    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling emulated with recursive relative scheduling; schedulers with native timers
    /// override it.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let periodic = SchedulePeriodicRecursive(
            scheduler: self,
            startAfter: startAfter,
            period: period,
            action: action,
            state: state
        )
        return periodic.start()
    }
}

extension DispatchTimeInterval {
    /// The interval in seconds; `.never` is infinity.
    package var rxSeconds: TimeInterval {
        switch self {
        case .seconds(let value): return TimeInterval(value)
        case .milliseconds(let value): return TimeInterval(value) / 1_000
        case .microseconds(let value): return TimeInterval(value) / 1_000_000
        case .nanoseconds(let value): return TimeInterval(value) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}
