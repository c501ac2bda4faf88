// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#else
    import CRxSynchronization
    import Foundation
#endif

/// Whether the calling thread is the main thread, answered without a system call on the hot path.
///
/// `Thread.isMainThread` costs two system calls per query on Linux (`getpid`, `gettid`); `MainScheduler`
/// asks once per scheduled action, and `Binder` once per element. Darwin answers cheaply with `pthread_main_np`;
/// elsewhere `Thread.isMainThread` answers once per thread, and the answer is kept in a byte of C thread-local storage
/// (`crx_main_thread_answer`), read inline: about 5 instructions, where the thread-specific slot it replaced
/// (`pthread_getspecific`, behind a lazily made key) took about 49 on x86-64 Linux (`cell-rebinding`).
///
/// In the synchronization layer, the only code that imports `CRxSynchronization`, which holds that storage. Inlinable,
/// so that `Binder` and `observe(on:)`, inlined into other modules, read it without a call.
@inlinable
package var isMainThread: Bool {
    #if canImport(Darwin)
        return pthread_main_np() != 0
    #else
        let cached = crx_main_thread_cached()
        if _fastPath(cached != 0) { return cached == 1 }
        return mainThreadLookUp()
    #endif
}

#if !canImport(Darwin)
    /// Asks Foundation whether the calling thread is the main thread, and keeps the answer for this thread.
    @usableFromInline
    @inline(never)
    func mainThreadLookUp() -> Bool {
        let answer = Thread.isMainThread
        crx_main_thread_cache(answer ? 1 : 2)
        return answer
    }
#endif
