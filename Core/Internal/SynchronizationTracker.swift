import Foundation
import Synchronization

/// Detects, in debug builds, an observer that receives events concurrently or reentrantly, and reports it to
/// ``Hooks/synchronizationViolationHandler``. In release builds callers skip it entirely.
@usableFromInline
struct SynchronizationTracker: ~Copyable {
    @usableFromInline
    struct State {
        var owner: UInt = 0
        var depth = 0

        @usableFromInline
        init() {}
    }

    @usableFromInline
    let state = RxMutex(State())

    @usableFromInline
    init() {}

    /// Call before delivering an event; pair with ``leave()``. Returns `true`, for use inside `assert`.
    @usableFromInline
    func enter() -> Bool {
        let me = Self.currentThreadID()
        let violation = state.withLock { state -> SynchronizationViolation.Kind? in
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
    func leave() -> Bool {
        let me = Self.currentThreadID()
        state.withLock { state in
            if state.owner == me && state.depth > 0 {
                state.depth -= 1
            }
        }
        return true
    }

    private static func currentThreadID() -> UInt {
        #if canImport(Darwin)
            return UInt(bitPattern: pthread_self())
        #else
            return UInt(pthread_self())
        #endif
    }
}
