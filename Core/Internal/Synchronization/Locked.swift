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
