// SPDX-License-Identifier: MIT
/// A base class for an object whose mutable state is a value guarded by a lock stored inline in the object: the
/// reference-counted connections of `share` and the like, whose subscribers, on any threads, change one state
/// machine. The subclass reaches the state only through ``withState(_:)``, as ordinary Swift: no `&`, no `unsafe`
/// at the call site.
///
///     switch withState({ $0.subscriberArrived() }) { ... }
///
/// **Why it is safe.** The mutex is stored here, once, as layer storage (`final`, reached only through its address,
/// see the synchronization layer's README), and only ``withState(_:)`` takes its address, for the length of the
/// call. As with every ``RxMutex``, `body` must not call out or take the same lock again: decide under the lock,
/// act after it. It costs what the lock costs: the properties are `@exclusivity(unchecked)`, so no run-time
/// exclusivity check is made, where a plain `LockedCell` field would pay one per access in inlined code (see
/// Synchronization.md). The lock guards no value of its own and the state sits beside it, typed by this class's
/// parameter, so a generic subclass's deinitialiser, which runs unspecialised, destroys the state with the metadata
/// it already has (an `RxMutex<State>` would look up its metadata and the state's on every release).
/// ``LockedStateSink`` and ``LockingSink`` are the same for sinks, which have a superclass of their own.
@usableFromInline
// Unchecked: `lockedState` is only reached under `lock`.
package class LockedStateOwner<State>: @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside `withState(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lock = RxMutex(())
    // Unsafe: guarded by `lock`, as the value of an `RxMutex` is.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lockedState: State

    /// An owner of `state`, unlocked.
    @inlinable
    package init(state: consuming State) {
        unsafe lockedState = state
    }

    /// Runs `body` on the state under the owner's lock and returns what it returns.
    @inlinable @inline(__always)
    package final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&lock) { _ in try unsafe body(&lockedState) }
    }
}
