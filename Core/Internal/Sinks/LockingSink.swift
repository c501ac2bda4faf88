// SPDX-License-Identifier: MIT
/// A ``Sink`` with lock-owned state: a value that the sink's source and its scheduled actions, on any threads, read
/// and change under a lock stored inline in the sink (`observe(on:)`'s queue of events). The subclass reaches it only
/// through ``withState(_:)``, as ordinary Swift: no `&`, no `unsafe` at the call site.
///
///     let arrival = withState { state in state.queue.append(event); return .queued }
///
/// ``LockedStateSink`` is the same for a ``SerializingSink``.
///
/// **Why it is safe.** The lock and the value are stored here, once, as layer storage (`final`, reached only
/// through their addresses inside ``withState(_:)``, for the length of the call). As with every ``RxMutex``, `body`
/// must not send downstream or take the same lock again: decide under the lock, act after it.
///
/// **Cost.** The lock guards no value of its own (`RxMutex<()>`) and the state sits beside it, typed by this class's
/// parameter: the subclass's deinitialiser, which runs unspecialised, destroys the state with the metadata it
/// already has, where a `Locked` object was one allocation more per subscription and looked up the metadata of
/// `RxMutex<State>` and `State` on every release.
@usableFromInline
// Unchecked: `lockedState` is only reached under `lock`; the rest is `Sink`'s.
class LockingSink<Element, State>: Sink<Element>, @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside `withState(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lock = RxMutex(())
    // Unsafe: guarded by `lock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lockedState: State

    @inlinable
    init(observer: AnyObserver<Element>, state: consuming State) {
        unsafe lockedState = state
        super.init(observer: observer)
    }

    /// Runs `body` on the state under the sink's lock and returns what it returns.
    @inlinable @inline(__always)
    final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&lock) { _ in try unsafe body(&lockedState) }
    }
}
