// SPDX-License-Identifier: MIT
import Foundation

/// Detects, in debug builds, an observer that receives events concurrently or reentrantly, and reports it to
/// ``Hooks/synchronizationViolationHandler``. In release builds callers skip it entirely.
///
/// The tracker's state is an ``RxMutex`` stored in the observer it watches (made by ``make()``); ``enter(_:)`` and
/// ``leave(_:)`` take its address, as the synchronization layer's primitives do.
@usableFromInline
enum SynchronizationTracker {
    @usableFromInline
    struct State {
        var owner: UInt = 0
        var depth = 0

        @usableFromInline
        init() {}
    }

    /// A tracker that has seen no delivery, to store in the observer it watches.
    @usableFromInline
    static func make() -> RxMutex<State> { RxMutex(State()) }

    /// Call before delivering an event; pair with ``leave(_:)``. Returns `true`, for use inside `assert`.
    @usableFromInline
    static func enter(_ tracker: UnsafePointer<RxMutex<State>>) -> Bool {
        let me = rxCurrentThreadID()
        let violation = unsafe RxMutex.withLock(tracker) { state -> SynchronizationViolation.Kind? in
            if state.depth == 0 {
                state.owner = me
                state.depth = 1
                return nil
            }
            if state.owner == me {
                state.depth += 1
                return .reentrancy
            }
            return .concurrentDelivery
        }
        if let violation {
            Hooks.synchronizationViolationHandler(SynchronizationViolation(kind: violation))
        }
        return true
    }

    /// Call after delivering an event. Returns `true`, for use inside `assert`.
    @usableFromInline
    static func leave(_ tracker: UnsafePointer<RxMutex<State>>) -> Bool {
        let me = rxCurrentThreadID()
        unsafe RxMutex.withLock(tracker) { state in
            if state.owner == me && state.depth > 0 {
                state.depth -= 1
            }
        }
        return true
    }
}
