// SPDX-License-Identifier: MIT
import CRxSynchronization

/// A value and the lock that guards it, stored inline in the object that owns them.
///
/// The synchronization layer's lock, for the floors RxSwift supports (the standard library's `Mutex` needs macOS 15
/// and iOS 18), is the platform's own:
/// - **Apple platforms: `os_unfair_lock`** (4 bytes). The kernel knows its owner, so a thread waiting for it lends
///   its priority to the holder (no priority inversion between the main thread and a utility-QoS holder); it does not
///   spin in user space.
/// - **Linux: a priority-inheriting futex** (4 bytes), as the standard library's `Mutex` is there: the word holds the
///   owner's thread id, taken and released with one compare-and-exchange each, inline, when nobody waits. A thread
///   that finds it taken checks it again up to 100 times, with a pause in between (1 to 4 µs), then waits in the
///   kernel (`FUTEX_LOCK_PI`), which lends its priority to the owner and, on release, makes a waiter the owner.
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
/// lock promises **no order among waiting threads**: a thread that releases it may take it again ahead of them, and
/// nothing in the package relies on an order (`make fuzz-barging` runs the fuzzer against a lock that barges on
/// purpose). No thread starves: a waiting thread is made the owner by a release. The lock is not recursive: taking
/// it on a thread that holds it (a body that called out, which a body never does: not to observers, user closures,
/// schedulers or disposables) stops the program with a message, as does releasing it on a thread that does not hold
/// it; neither ever hangs silently. It needs no initialisation call and no destruction, so the owner's `deinit` does
/// nothing for it. It keeps no global state: a waiting thread that is cancelled (`pthread_cancel`) is not cancelled
/// there (neither waiting path is a cancellation point). After `fork()`, a lock that another thread of the parent
/// held is held by no thread of the child: on Linux, waiting for it stops the program with the kernel's answer
/// ("No such process") instead of hanging; on Apple platforms it behaves as `os_unfair_lock` does.
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
