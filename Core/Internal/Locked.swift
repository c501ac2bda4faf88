import Synchronization

/// A value guarded by a `Mutex`, for state that is not `Sendable` (closures, class references, generic values).
///
/// The library's one lock abstraction beside `Mutex` itself: the value is only reached inside ``withLock(_:)``,
/// and callers never call out (to observers, user closures or schedulers) while holding the lock.
@usableFromInline
// Unchecked: `value` is only accessed while `mutex` is held (so the dynamic exclusivity check is redundant).
package final class Locked<Value>: @unchecked Sendable {
    @usableFromInline let mutex = RxMutex<Void>(())
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var value: Value

    /// Guards `value`.
    @inlinable
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        var result: Result?
        var failure: Error?
        mutex.withLock { _ in
            do {
                result = try body(&value)
            } catch {
                failure = error
            }
        }
        if let failure { try { throw failure }() }
        return result!
    }
}
