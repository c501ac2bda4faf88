// SPDX-License-Identifier: MIT
/// A value and its lock in an object of their own, for state that several objects or closures share.
///
/// Where one object owns the state, store an ``RxMutex`` in it instead and save the allocation. Same guarantees
/// as ``RxMutex``: the value is only reached inside ``withLock(_:)``, one body at a time, and a body never calls out
/// (to observers, user closures, schedulers or disposables).
@usableFromInline
// Unchecked: `state` is only reached through `RxMutex.withLock`.
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final var state: RxMutex<Value>

    /// Guards `value`.
    @inlinable
    package init(_ value: Value) {
        unsafe state = RxMutex(value)
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&state, body)
    }
}

/// A ``Locked`` value with a second value under the same lock, stored apart from it: for an owner whose locked
/// state is not generic but has one generic part (`VirtualTimeScheduler`'s queue and its clock), so that the state's
/// layout needs no generic metadata look-up on each use, and the generic part is still reached only under the lock.
///
/// Same guarantees as ``Locked``: both values are only reached inside ``withLock(_:)``, one body at a time.
@usableFromInline
// Unchecked: `state` is only reached through `RxMutex.withLock`, and `extra` only inside it.
package final class LockedPair<Value, Extra>: @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) final var state: RxMutex<Value>
    // Unsafe: only reached inside `state`'s lock (`withLock(_:)`); stored outside `state` so that `Value` can stay
    // non-generic.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var extra: Extra

    /// Guards `value` and `extra`.
    @inlinable
    package init(_ value: Value, _ extra: Extra) {
        unsafe state = RxMutex(value)
        unsafe self.extra = extra
    }

    /// Runs `body` with exclusive access to both values.
    @inlinable
    package func withLock<Result>(_ body: (inout Value, inout Extra) throws -> Result) rethrows -> Result {
        try unsafe RxMutex.withLock(&state) { value in try unsafe body(&value, &extra) }
    }
}
