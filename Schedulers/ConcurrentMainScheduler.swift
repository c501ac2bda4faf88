// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// A scheduler for work that must start on the main thread but may run inline when already there.
///
/// ``schedule(_:action:)`` runs the action at once on the main thread, and queues it on the main queue from any
/// other thread. Delayed and periodic work goes through ``MainScheduler``. Suited to `subscribe(on:)` for
/// UI-bound sources.
///
/// - Note: Thread-safe; schedule from any thread.
public final class ConcurrentMainScheduler: SchedulerType {
    private let mainScheduler: MainScheduler
    private let mainQueue = DispatchQueueConfiguration(queue: .main, leeway: .nanoseconds(0))

    /// The current time.
    public var now: Date { mainScheduler.now }

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared instance.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    /// Runs `action` now on the main thread, otherwise queues it on the main queue.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if isMainThread {
            return action(state)
        }
        return mainQueue.schedule(state, action: action)
    }

    /// Schedules `action` on the main queue after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Runs `action` on the main queue every `period`, first after `startAfter`.
    public func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
