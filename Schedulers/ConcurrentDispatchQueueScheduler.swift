// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// A scheduler that runs work on a dispatch queue that may be concurrent: actions may run in parallel.
///
/// Operators that need sequential delivery (`observe(on:)`) serialise their own output, so this scheduler is
/// fine for them; use ``SerialDispatchQueueScheduler`` when your own actions must not overlap.
///
/// - Note: Thread-safe; schedule from any thread.
// Unchecked: immutable; the base's count is atomic.
public final class ConcurrentDispatchQueueScheduler: _DispatchSchedulerBase, SchedulerType, @unchecked Sendable {
    /// The dispatch queue the scheduler runs on.
    public let queue: DispatchQueue

    private let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `queue`.
    ///
    /// - Parameters:
    ///   - queue: The queue to run on.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = queue
        self.configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
        super.init(isSerialQueue: false)
    }

    /// Creates a scheduler on the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    /// Schedules `action` to run on the queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` every `period`, first after `startAfter`, with a dispatch timer; calls never overlap.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
