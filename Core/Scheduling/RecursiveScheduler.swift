// SPDX-License-Identifier: MIT
extension ImmediateSchedulerType {
    /// Schedules `action` recursively: the action receives a `recurse` function that schedules it again.
    ///
    /// On ``CurrentThreadScheduler`` each recursion is queued on the trampoline, so any depth runs in constant
    /// stack space.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - action: The work; calls `recurse(nextState)` to run again.
    /// - Returns: A disposable that cancels every pending recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return recursive
    }
}

extension SchedulerType {
    /// Schedules `action` recursively after `dueTime`; the action reschedules itself through the scheduler it
    /// receives.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - dueTime: The delay before the first call.
    ///   - action: The work; calls `scheduler.schedule(nextState, dueTime:)` to run again.
    /// - Returns: A disposable that cancels every pending recursion.
    public func scheduleRecursive<State>(
        _ state: State,
        dueTime: RxTimeInterval,
        action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
    ) -> Disposable {
        let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
        scheduler.schedule(state, dueTime: dueTime)
        return scheduler
    }
}

/// The group of pending recursive actions, shared by both recursive schedulers: an ``RxMutex`` made by ``make()``,
/// stored in the scheduler, whose address these functions take, as the synchronization layer's primitives do.
private enum PendingActions {
    struct State {
        var pending: [UInt64: Disposable] = [:]
        var finishedEarly: Set<UInt64> = []
        var nextKey: UInt64 = 0
        var isDisposed = false
    }

    static func make() -> RxMutex<State> { RxMutex(State()) }

    static func isDisposed(_ state: UnsafePointer<RxMutex<State>>) -> Bool {
        unsafe RxMutex.withLock(state) { $0.isDisposed }
    }

    /// Reserves a key for an action about to be scheduled, or `nil` when disposed.
    static func reserve(_ state: UnsafePointer<RxMutex<State>>) -> UInt64? {
        unsafe RxMutex.withLock(state) { state in
            guard !state.isDisposed else { return nil }
            defer { state.nextKey += 1 }
            return state.nextKey
        }
    }

    /// Records the disposable of a scheduled action; disposes it when everything was disposed meanwhile.
    /// An action that already started (it ran synchronously inside `schedule`) is not recorded.
    static func store(_ state: UnsafePointer<RxMutex<State>>, _ disposable: Disposable, for key: UInt64) {
        let keep = unsafe RxMutex.withLock(state) { state -> Bool in
            if state.finishedEarly.remove(key) != nil { return true }
            guard !state.isDisposed else { return false }
            state.pending[key] = disposable
            return true
        }
        if !keep { disposable.dispose() }
    }

    /// Forgets the action under `key`, which is running now.
    static func finish(_ state: UnsafePointer<RxMutex<State>>, _ key: UInt64) {
        unsafe RxMutex.withLock(state) { state in
            if state.pending.removeValue(forKey: key) == nil {
                state.finishedEarly.insert(key)
            }
        }
    }

    static func dispose(_ state: UnsafePointer<RxMutex<State>>) {
        let pending = unsafe RxMutex.withLock(state) { state -> [Disposable] in
            guard !state.isDisposed else { return [] }
            state.isDisposed = true
            defer { state.pending = [:] }
            return Array(state.pending.values)
        }
        for disposable in pending { disposable.dispose() }
    }
}

/// Runs an action recursively on an ``ImmediateSchedulerType``.
private final class RecursiveImmediateScheduler<State, Scheduler: ImmediateSchedulerType>: Cancelable {
    private let action: (State, (State) -> Void) -> Void
    private let scheduler: Scheduler
    @exclusivity(unchecked) private final nonisolated(unsafe) var pending = PendingActions.make()

    init(action: @escaping (State, (State) -> Void) -> Void, scheduler: Scheduler) {
        self.action = action
        self.scheduler = scheduler
    }

    var isDisposed: Bool { unsafe PendingActions.isDisposed(&pending) }

    func schedule(_ state: State) {
        guard let key = unsafe PendingActions.reserve(&pending) else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            if unsafe PendingActions.isDisposed(&pending) { return Disposables.create() }
            unsafe PendingActions.finish(&pending, key)
            action(state) { next in self.schedule(next) }
            return Disposables.create()
        }
        unsafe PendingActions.store(&pending, disposable, for: key)
    }

    func dispose() {
        unsafe PendingActions.dispose(&pending)
    }
}

// Unchecked: immutable apart from `pending`, whose state is guarded by its mutex.
extension RecursiveImmediateScheduler: @unchecked Sendable {}

/// The scheduler handed to a recursive action on a ``SchedulerType``: schedules the action again.
public final class AnyRecursiveScheduler<State>: Cancelable {
    private let action: (State, AnyRecursiveScheduler<State>) -> Void
    private let scheduler: any SchedulerType
    @exclusivity(unchecked) private final nonisolated(unsafe) var pending = PendingActions.make()

    init(scheduler: any SchedulerType, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) {
        self.action = action
        self.scheduler = scheduler
    }

    /// `true` once the recursion was disposed.
    public var isDisposed: Bool { unsafe PendingActions.isDisposed(&pending) }

    /// Schedules the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        guard let key = unsafe PendingActions.reserve(&pending) else { return }
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [self] state in
            if unsafe PendingActions.isDisposed(&pending) { return Disposables.create() }
            unsafe PendingActions.finish(&pending, key)
            action(state, self)
            return Disposables.create()
        }
        unsafe PendingActions.store(&pending, disposable, for: key)
    }

    /// Schedules the action again with `state`, as soon as possible.
    public func schedule(_ state: State) {
        guard let key = unsafe PendingActions.reserve(&pending) else { return }
        let disposable = scheduler.schedule(state) { [self] state in
            if unsafe PendingActions.isDisposed(&pending) { return Disposables.create() }
            unsafe PendingActions.finish(&pending, key)
            action(state, self)
            return Disposables.create()
        }
        unsafe PendingActions.store(&pending, disposable, for: key)
    }

    /// Cancels every pending recursion.
    public func dispose() {
        unsafe PendingActions.dispose(&pending)
    }
}

// Unchecked: immutable apart from `pending`, whose state is guarded by its mutex.
extension AnyRecursiveScheduler: @unchecked Sendable {}
