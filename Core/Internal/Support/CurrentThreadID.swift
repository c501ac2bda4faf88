// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// An identifier of the calling thread, never 0: what a subject records as the thread delivering an event (to tell
/// a reentrant call from a concurrent one), and what the debug builds' ``SynchronizationTracker`` records as the
/// thread inside an observer.
@inlinable
package func rxCurrentThreadID() -> UInt {
    #if canImport(Darwin)
        // Unsafe: Darwin's `pthread_t` is a pointer, used here as a number only, never dereferenced.
        return unsafe UInt(bitPattern: pthread_self())
    #else
        return UInt(pthread_self())
    #endif
}
