// SPDX-License-Identifier: MIT
/// One queued action: runs once unless disposed first; disposing also disposes what the action returned.
final class ScheduledItem: Cancelable, TrampolineItem {
    @exclusivity(unchecked) private final nonisolated(unsafe) var taken = RxAtomic<Bool>(false)
    // Unsafe: touched only in `init` and by the one thread that wins `taken.exchange`.
    @exclusivity(unchecked) private nonisolated(unsafe) var action: (() -> Disposable)?
    private let result = SingleAssignmentDisposable()

    init<StateType>(state: StateType, action: @escaping (StateType) -> Disposable) {
        unsafe self.action = { action(state) }
    }

    var isDisposed: Bool {
        result.isDisposed
    }

    /// Runs the action unless the item was disposed; never asks to be queued again.
    func invoke() -> Bool {
        if unsafe RxAtomic.exchange(&taken, true, ordering: .acquiringAndReleasing) { return false }
        let action = unsafe self.action
        unsafe self.action = nil
        guard let action, !result.isDisposed else { return false }
        result.setDisposable(action())
        return false
    }

    func dispose() {
        if unsafe !RxAtomic.exchange(&taken, true, ordering: .acquiringAndReleasing) {
            unsafe action = nil
        }
        result.dispose()
    }
}

// Unchecked: the action is taken once, by the thread that wins the atomic `taken` flag; the result is a thread-safe
// single-assignment disposable.
extension ScheduledItem: @unchecked Sendable {}
