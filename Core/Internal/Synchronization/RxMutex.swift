import CRxSynchronization

/// A value and the lock that guards it, stored inline in the object that owns them.
///
/// The synchronization layer's lock, for the floors RxSwift supports (the standard library's `Mutex` needs macOS 15
/// and iOS 18). The lock is a POSIX mutex of the default type on every platform, one code path: `pthread_mutex_t`
/// exists at every Apple floor and on Linux, the Thread Sanitizer understands it without help, and an uncontended
/// lock and unlock are two short calls into the C library.
///
/// **Where it lives.** Declare it as a stored `var` of a class (the lock must not move once used):
///
///     @exclusivity(unchecked) final private nonisolated(unsafe) var state = RxMutex(State())
///
/// and reach the value only through ``withLock(_:_:)``, passing the property's address:
/// `RxMutex.withLock(&state) { state in … }`. As with ``RxAtomic``, the conversion is a read access, so concurrent
/// callers are not reported as conflicting writes; the lock orders everything else. For a value that several
/// objects or closures share, use the reference type ``Locked`` instead.
///
/// **Guarantees.** At most one thread runs a `withLock` body for one `RxMutex` at a time; everything a body wrote
/// is visible to every later body. The lock is not recursive: calling `withLock` on the same `RxMutex` from inside
/// its own body deadlocks, so a body never calls out (to observers, user closures, schedulers or disposables).
/// The lock is not fair: a thread that unlocks and locks again at once may win over a waiting thread. Waiting
/// threads sleep in the kernel rather than spin. A failed lock operation (only misuse causes one) stops the
/// process with the error. A statically initialised mutex needs no destruction, so the owner's `deinit` does
/// nothing for it.
@usableFromInline
package struct RxMutex<Value> {
    // First, at offset 0, so that the mutex's address is the struct's.
    @usableFromInline
    var lock: crx_lock

    @usableFromInline
    var value: Value

    /// An unlocked mutex guarding `initialValue`.
    @inlinable
    package init(_ initialValue: Value) {
        lock = crx_lock_make()
        value = initialValue
    }

    /// Runs `body` with exclusive access to the guarded value. Never call out (observers, user closures,
    /// schedulers, disposables) from `body`.
    @inlinable @inline(__always)
    package static func withLock<Result>(
        _ mutex: UnsafePointer<Self>,
        _ body: (inout Value) throws -> Result
    ) rethrows -> Result {
        crx_lock_lock(mutex)
        defer { crx_lock_unlock(mutex) }
        // The lock makes this the only access to `value` for the duration of `body`.
        return try body(&UnsafeMutablePointer(mutating: mutex).pointee.value)
    }
}
