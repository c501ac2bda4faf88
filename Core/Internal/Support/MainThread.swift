// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Foundation

/// Whether the calling thread is the main thread, answered without a system call on the hot path.
///
/// `Thread.isMainThread` costs two system calls per query on Linux (`getpid`, `gettid`); `MainScheduler`
/// asks once per scheduled action. Darwin answers cheaply with `pthread_main_np`; elsewhere the answer is
/// computed once per thread and kept in thread-local storage.
///
/// In RxCore, not in RxSchedulers, which uses it: the thread-specific slot is reached through unsafe C calls,
/// which the memory-safety check keeps out of the Schedulers module (MemorySafety.md in the maintainer's guide).
@usableFromInline
package var isMainThread: Bool {
    #if canImport(Darwin)
        return pthread_main_np() != 0
    #else
        // Unsafe: the thread-specific slot holds a raw pointer; here a sentinel (1 or 2), never dereferenced.
        if let cached = unsafe pthread_getspecific(mainThreadKey) {
            return Int(bitPattern: cached) == mainThreadMarker
        }
        let answer = Thread.isMainThread
        // Unsafe: stores a sentinel in the pointer-sized slot, not an address; the key has no destructor.
        unsafe pthread_setspecific(
            mainThreadKey,
            UnsafeRawPointer(bitPattern: answer ? mainThreadMarker : otherThreadMarker)
        )
        return answer
    #endif
}

#if !canImport(Darwin)
    // Two distinct non-null sentinels; the key has no destructor because nothing is owned.
    private let mainThreadMarker = 1
    private let otherThreadMarker = 2

    private let mainThreadKey: pthread_key_t = {
        var key = pthread_key_t()
        // Unsafe: C's out-parameter; the key is written once, here.
        let status = unsafe pthread_key_create(&key, nil)
        precondition(status == 0, "MainScheduler: pthread_key_create failed with \(status).")
        return key
    }()
#endif
