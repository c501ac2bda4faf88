// SPDX-License-Identifier: MIT
/// Emulates periodic scheduling with recursive relative scheduling, for schedulers without native timers.
///
/// Each tick schedules the next one first and then runs the action; if a tick arrives while the action is still
/// running (a slow action on a concurrent scheduler), the action runs again right after, never concurrently.
// Unchecked: the configuration and `action` are immutable; `state` is touched only by the runs of `action`, which
// `pendingTicks` (atomic) serialises.
final class SchedulePeriodicRecursive<State>: @unchecked Sendable {
    private enum Command {
        case tick
        case dispatchStart
    }

    private let scheduler: any SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    // Unsafe: mutated only by `action` runs, which `pendingTicks` serialises.
    private nonisolated(unsafe) var state: State
    @exclusivity(unchecked) private final nonisolated(unsafe) var pendingTicks = RxAtomic<Int>(0)

    init(
        scheduler: any SchedulerType,
        startAfter: RxTimeInterval,
        period: RxTimeInterval,
        action: @escaping (State) -> State,
        state: State
    ) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.action = action
        unsafe self.state = state
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { [self] command, recursive in
            tick(command, recursive)
        }
    }

    private func tick(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            if unsafe RxAtomic.wrappingAdd(&pendingTicks, 1, ordering: .acquiringAndReleasing).oldValue == 0 {
                tick(.dispatchStart, recursive)
            }
        case .dispatchStart:
            unsafe state = unsafe action(state)
            if unsafe RxAtomic.wrappingSubtract(&pendingTicks, 1, ordering: .acquiringAndReleasing).oldValue > 1 {
                recursive.schedule(.dispatchStart)
            }
        }
    }
}
