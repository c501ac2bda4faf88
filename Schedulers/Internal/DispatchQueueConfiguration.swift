// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
import RxCore

/// The scheduling logic shared by the dispatch-queue schedulers.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        let work = UncheckedSendable((state, action))
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.value.1(work.value.0))
        }
        return cancel
    }

    func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let result = SingleAssignmentDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let cancel = TimerCancellation(timer)
        let work = UncheckedSendable((state, action))
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        timer.setEventHandler {
            guard !cancel.isDisposed else { return }
            cancel.dispose()
            result.setDisposable(work.value.1(work.value.0))
        }
        timer.resume()
        return Disposables.create(cancel, result)
    }

    func schedulePeriodic<StateType>(
        _ state: StateType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let cancel = TimerCancellation(timer)
        let periodic = PeriodicState(state: state, action: action)
        // Dispatch traps on a negative repeat interval; like a virtual-time scheduler, treat it as zero. A past
        // deadline (a negative `startAfter`) fires at once.
        let repeating = period != .never && period.rxSeconds < 0 ? .nanoseconds(0) : period
        timer.schedule(deadline: .now() + startAfter, repeating: repeating, leeway: leeway)
        timer.setEventHandler {
            guard !cancel.isDisposed else { return }
            periodic.fire()
        }
        timer.resume()
        return cancel
    }
}

/// Cancels a dispatch timer once.
private final class TimerCancellation: Cancelable {
    private let timer: Locked<DispatchSourceTimer?>

    init(_ timer: DispatchSourceTimer) {
        self.timer = Locked(timer)
    }

    var isDisposed: Bool {
        timer.withLock { $0 == nil }
    }

    func dispose() {
        let timer = self.timer.withLock { timer -> DispatchSourceTimer? in
            let taken = timer
            timer = nil
            return taken
        }
        timer?.cancel()
    }
}

// Unchecked: a dispatch source is thread-safe; the reference is guarded by the mutex.
extension TimerCancellation: @unchecked Sendable {}

/// The state threaded through the calls of a periodic action.
///
/// A dispatch source never runs its handler concurrently, but on a concurrent queue successive ticks run on
/// different threads. The state goes from one tick to the next through a lock: each tick reads it under the lock and
/// writes the next one under it, so everything a tick did (the action's downstream, an operator's sink state)
/// happens before the next tick, visibly to the Thread Sanitizer too, which cannot see libdispatch's own ordering.
/// The lock is not held while the action runs.
// Unchecked: `state` is guarded by its lock; the dispatch source runs `action` for one tick at a time.
private final class PeriodicState<StateType>: @unchecked Sendable {
    private let state: Locked<StateType>
    private let action: (StateType) -> StateType

    init(state: StateType, action: @escaping (StateType) -> StateType) {
        self.state = Locked(state)
        self.action = action
    }

    func fire() {
        let current = state.withLock { $0 }
        let next = action(current)
        state.withLock { $0 = next }
    }
}
