// SPDX-License-Identifier: MIT
/// A scheduler that runs each action synchronously, on the calling thread, before `schedule` returns.
public struct ImmediateScheduler: ImmediateSchedulerType {
    /// The shared instance.
    public static let instance = ImmediateScheduler()

    /// Creates the scheduler; prefer ``instance``.
    public init() {}

    /// Runs `action(state)` now.
    ///
    /// - Returns: The disposable returned by `action`.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
