// SPDX-License-Identifier: MIT
import CRxSynchronization

/// A value and the lock that guards it, stored inline in the object that owns them.
///
/// The synchronization layer's lock, for the floors RxSwift supports (the standard library's `Mutex` needs macOS 15
/// and iOS 18): one word, taken and released with one atomic compare-and-exchange each, inline, when no other thread
/// waits for it. A thread that finds it taken checks it again for a few microseconds, then queues and sleeps (on a
/// POSIX condition variable of its own, in a small table of parking slots), and a release hands the lock to the
/// first thread queued. The same code runs on every platform: C11 atomics and `pthread` only.
///
/// **Where it lives.** Declare it as a stored `var` of a class (the lock must not move once used):
///
///     @exclusivity(unchecked) private final nonisolated(unsafe) var state = RxMutex(State())
///
/// and reach the value only through ``withLock(_:_:)``, passing the property's address:
/// `unsafe RxMutex.withLock(&state) { state in … }`. As with ``RxAtomic``, the conversion is a read access, so
/// concurrent callers are not reported as conflicting writes; the lock orders everything else. For a value that several
/// objects or closures share, use the reference type ``Locked`` instead.
///
/// **Guarantees.** At most one thread runs a `withLock` body for one `RxMutex` at a time; everything a body wrote
/// is visible to every later body (taking the lock is an acquiring operation, releasing it a releasing one). The
/// lock is not recursive: calling `withLock` on the same `RxMutex` from inside its own body deadlocks, so a body
/// never calls out (to observers, user closures, schedulers or disposables). Threads that had to wait get the lock
/// in the order they queued, handed over by each release, so none starves behind a thread that releases and
/// retakes it in a loop; a thread arriving while nobody waits takes it at once. The lock donates no priority to its
/// holder (as RxSwift's `NSRecursiveLock` does not). Waiting threads sleep after a bounded spin; none spins for
/// longer than that. The lock needs no
/// initialisation call and no destruction, so the owner's `deinit` does nothing for it. A failure of the sleeping
/// path's `pthread` calls (only a corrupted lock causes one) stops the process with the error.
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
        unsafe crx_lock_lock(mutex)
        defer { unsafe crx_lock_unlock(mutex) }
        // The lock makes this the only access to `value` for the duration of `body`. The value is reached through a
        // pointer to it alone: an `inout` access through `mutex.pointee` would begin at the struct's address, the
        // lock's, and the Thread Sanitizer would report it against other threads' atomic operations on the lock.
        let value = unsafe (UnsafeMutableRawPointer(mutating: mutex) + Self.valueOffset).assumingMemoryBound(
            to: Value.self
        )
        return try unsafe body(&value.pointee)
    }

    /// Where `value` starts: right after the lock, rounded up to `Value`'s alignment, as Swift lays out a struct's
    /// stored properties (in order, each at the next multiple of its alignment). A test compares it with
    /// `MemoryLayout.offset(of:)`, which costs a key-path look-up in unoptimised builds.
    @inlinable @inline(__always)
    static var valueOffset: Int {
        let alignment = MemoryLayout<Value>.alignment
        return (MemoryLayout<crx_lock>.size + alignment - 1) & ~(alignment - 1)
    }
}
