// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// A scheduler that runs each action as an operation on an `OperationQueue`.
///
/// Concurrency follows the queue's `maxConcurrentOperationCount`. Delayed work waits on a dispatch timer and
/// is then added to the queue; periodic work is built on delayed work.
///
/// - Note: Thread-safe; schedule from any thread.
public final class OperationQueueScheduler: SchedulerType, @unchecked Sendable {
    // Unchecked: immutable after initialisation; `OperationQueue` is thread-safe.

    /// The queue the actions run on.
    public let operationQueue: OperationQueue

    /// The priority given to every operation.
    public let queuePriority: Operation.QueuePriority

    /// The current time.
    public var now: Date { Date() }

    /// Creates a scheduler on `operationQueue`.
    ///
    /// - Parameters:
    ///   - operationQueue: The queue to run on.
    ///   - queuePriority: The priority of the operations.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`, unless cancelled first.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }

    /// Adds an operation that runs `action` after `dueTime`.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let timer = DispatchQueueConfiguration(queue: DispatchQueue.global(), leeway: .nanoseconds(0))
        let work = UncheckedSendable((state, action))
        return timer.scheduleRelative(self, dueTime: dueTime) { scheduler in
            scheduler.schedule(work.value.0, action: work.value.1)
        }
    }
}
