// SPDX-License-Identifier: MIT
/// Debug builds' check for concurrent or reentrant delivery (``SynchronizationTracker``), for code outside the
/// layer: stored inline in a class as a plain `final var`, entered and left through safe calls, each inside
/// `assert` so that release builds drop it.
///
///     final var tracker = DeliveryTracker()
///     ...
///     assert(DeliveryTracker.enter(&tracker))
///     defer { assert(DeliveryTracker.leave(&tracker)) }
///
/// Safe for the reason ``AtomicCell``'s operations are: the address is used only for the length of the call.
@frozen
@usableFromInline
package struct DeliveryTracker {
    @usableFromInline
    var mutex: RxMutex<SynchronizationTracker.State>

    /// A tracker that has seen no delivery.
    @inlinable
    package init() {
        mutex = SynchronizationTracker.make()
    }

    /// Call before delivering an event; pair with ``leave(_:)``. Returns `true`, for use inside `assert`.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable
    package static func enter(_ tracker: UnsafePointer<Self>) -> Bool {
        unsafe SynchronizationTracker.enter(
            UnsafeRawPointer(tracker).assumingMemoryBound(to: RxMutex<SynchronizationTracker.State>.self)
        )
    }

    /// Call after delivering an event. Returns `true`, for use inside `assert`.
    // Safe: uses the address only for the length of the call (see the type\'s discussion).
    @safe @inlinable
    package static func leave(_ tracker: UnsafePointer<Self>) -> Bool {
        unsafe SynchronizationTracker.leave(
            UnsafeRawPointer(tracker).assumingMemoryBound(to: RxMutex<SynchronizationTracker.State>.self)
        )
    }
}
