import Synchronization

/// The library's lock: a `Synchronization.Mutex` whose critical sections are also ordered by an atomic epoch.
///
/// The epoch costs two plain loads and stores on x86 and arm64 (an acquiring load on entry, a releasing store on
/// exit, both under the lock), and exists for one reason: the standard library's `Mutex` takes its lock inside
/// code that ThreadSanitizer does not instrument, so without the epoch TSan reports every lock-protected access
/// as a race. Every module uses this type (or ``Locked``), never a lock of its own.
@usableFromInline
package struct RxMutex<Value: ~Copyable>: ~Copyable, Sendable {
    @usableFromInline
    let mutex: Mutex<Value>

    @usableFromInline
    let epoch = Atomic<UInt>(0)

    /// Guards `initialValue`.
    @inlinable
    package init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value. Never call out (observers, user closures, schedulers)
    /// from `body`.
    @inlinable
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            let current = epoch.load(ordering: .acquiring)
            defer { epoch.store(current &+ 1, ordering: .releasing) }
            return try body(&value)
        }
    }
}
