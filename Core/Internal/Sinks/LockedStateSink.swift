// SPDX-License-Identifier: MIT
/// A ``SerializingSink`` with lock-owned state: a value that the sink's sources, on any threads, read and change
/// under a lock stored inline in the sink (`sample`'s latest element, `withLatestFrom`'s latest value). The
/// subclass reaches it only through ``withState(_:)``, as ordinary Swift: no `&`, no `unsafe` at the call site.
///
///     withState { $0.element = element }
///     let (element, atEnd) = withState { state in (state.element.take(), state.atEnd) }
///
/// **Why it is safe.** The mutex is stored here, once, as layer storage (`final`, reached only through its address,
/// see the synchronization layer's README), and only ``withState(_:)`` takes its address, for the length of the
/// call. As with every ``RxMutex``, `body` must not send downstream or take the same lock again: decide under the
/// lock, act after it. It costs what the lock costs: the property is `@exclusivity(unchecked)`, so no run-time
/// exclusivity check is made, where a plain `LockedCell` field of the subclass would pay one per access in inlined
/// code (`sample` +77 %, see Synchronization.md). As in ``LockingSink``, the lock guards no value of its own and the
/// state sits beside it, typed by this class's parameter, so the subclass's deinitialiser destroys it with the
/// metadata it already has (an `RxMutex<State>` looked up its metadata and the state's on every release).
@usableFromInline
// Unchecked: `lockedState` is only reached through its lock; the rest is `SerializingSink`'s.
class LockedStateSink<Element, State>: SerializingSink<Element>, @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside `withState(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var stateLock = RxMutex(())
    // Unsafe: guarded by `stateLock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lockedState: State

    @inlinable
    init(observer: AnyObserver<Element>, state: consuming State) {
        unsafe lockedState = state
        super.init(observer: observer)
    }

    /// Runs `body` on the state under the sink's lock and returns what it returns.
    @inlinable @inline(__always)
    final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&stateLock) { _ in try unsafe body(&lockedState) }
    }
}
