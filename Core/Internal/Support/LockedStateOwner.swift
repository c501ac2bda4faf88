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
/// act after it. It costs what the lock costs: the property is `@exclusivity(unchecked)`, so no run-time
/// exclusivity check is made, where a plain `LockedCell` field would pay one per access in inlined code (see
/// Synchronization.md). ``LockedStateSink`` is the same for sinks, which have a superclass of their own.
@usableFromInline
// Unchecked: `lockedState` is only reached through its lock.
class LockedStateOwner<State>: @unchecked Sendable {
    // Unsafe: layer storage, reached only through its address inside `withState(_:)`.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var lockedState: RxMutex<State>

    /// An owner of `state`, unlocked.
    @inlinable
    init(state: consuming State) {
        unsafe lockedState = RxMutex(state)
    }

    /// Runs `body` on the state under the owner's lock and returns what it returns.
    @inlinable @inline(__always)
    final func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&lockedState, body)
    }
}
