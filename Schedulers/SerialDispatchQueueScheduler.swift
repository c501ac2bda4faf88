// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// A scheduler that runs work on a serial dispatch queue: actions run one at a time, in the order scheduled.
///
/// Use it to move work off the main thread while keeping it sequential. Given a concurrent queue, it creates
/// an internal serial queue that targets it.
///
/// - Note: Thread-safe; schedule from any thread.
public class SerialDispatchQueueScheduler: _DispatchSchedulerBase, SchedulerType {
    /// The dispatch queue the scheduler runs on.
    public let queue: DispatchQueue

    let configuration: DispatchQueueConfiguration

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `serialQueue`, which must be serial.
    ///
    /// - Parameters:
    ///   - serialQueue: The serial queue to run on.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.queue = serialQueue
        self.configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
        super.init(isSerialQueue: true)
    }

    /// A scheduler on `serialQueue`; `runsOnMainThread` for `MainScheduler`, which runs an action at once on the
    /// main thread when nothing of its own is queued.
    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0), runsOnMainThread: Bool) {
        self.queue = serialQueue
        self.configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
        super.init(isSerialQueue: true, runsOnMainThread: runsOnMainThread)
    }

    /// Creates a scheduler on a new serial queue named `internalSerialQueueName`.
    ///
    /// - Parameters:
    ///   - internalSerialQueueName: The label of the new queue.
    ///   - serialQueueConfiguration: Configures the new queue before use.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets `queue` (which may be concurrent).
    ///
    /// - Parameters:
    ///   - queue: The target queue.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public convenience init(
        queue: DispatchQueue,
        internalSerialQueueName: String,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
        self.init(serialQueue: serialQueue, leeway: leeway)
    }

    /// Creates a scheduler on a new serial queue that targets the global queue of quality of service `qos`.
    ///
    /// - Parameters:
    ///   - qos: The quality of service of the target queue.
    ///   - internalSerialQueueName: The label of the new serial queue.
    ///   - leeway: The timer leeway for delayed and periodic work.
    public convenience init(
        qos: DispatchQoS,
        internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        self.init(
            queue: DispatchQueue.global(qos: qos.qosClass),
            internalSerialQueueName: internalSerialQueueName,
            leeway: leeway
        )
    }

    /// Schedules `action` to run on the queue, after the work already queued.
    ///
    /// - Returns: A disposable that cancels the action if it has not started.
    public final func schedule<StateType>(
        _ state: StateType,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        scheduleInternal(state, action: action)
    }

    func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    /// Schedules `action` to run on the queue after `dueTime`.
    ///
    /// - Returns: A disposable that cancels the timer or disposes what the action returned.
    public final func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the queue every `period`, first after `startAfter`, with a dispatch timer.
    ///
    /// - Returns: A disposable that cancels the timer.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// Unchecked: immutable after initialisation; dispatch queues are thread-safe.
extension SerialDispatchQueueScheduler: @unchecked Sendable {}
