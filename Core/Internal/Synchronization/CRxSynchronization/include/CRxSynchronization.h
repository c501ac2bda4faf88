// SPDX-License-Identifier: MIT
// The C half of RxCore's synchronization layer: C11 atomics on one machine word, and the platform's lock. Every fast
// path is `static inline`, so Swift inlines it; only the Linux lock's slow paths (waiting and waking in the kernel,
// in CRxSynchronization.c) and the first look-up of a thread's id are called through a symbol. Beside them, off
// Apple platforms, the thread-local answer of the main-thread test. Swift reaches these only through
// Core/Internal/Synchronization, which documents the guarantees.
//
// The storage types are plain structs with non-atomic fields, because Swift cannot import `_Atomic` types. Each
// function casts the field to its `_Atomic` counterpart, which has the same size and alignment as `intptr_t` on
// every platform Swift supports (lock-free word-sized atomics; C11 itself does not promise it). The functions take `const void *` so that Swift can pass a stored
// property's address through a read access (`&property` to an `UnsafeRawPointer` parameter): a mutable pointer
// would need an `inout` access, which the Thread Sanitizer instruments as a write and reports as a race between
// two threads that only use the atomic.
#ifndef CRX_SYNCHRONIZATION_H
#define CRX_SYNCHRONIZATION_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// One machine word, read and written only through the `crx_atomic_…` functions.
typedef struct {
    intptr_t value;
} crx_atomic_word;

#define CRX_ATOMIC(pointer) ((_Atomic(intptr_t) *)(uintptr_t)(pointer))
// Always inlined, also in unoptimised and size-optimised code: each is one instruction or two.
#define CRX_INLINE static inline __attribute__((always_inline))

CRX_INLINE intptr_t crx_atomic_load_relaxed(const void *word) {
    return atomic_load_explicit(CRX_ATOMIC(word), memory_order_relaxed);
}

CRX_INLINE intptr_t crx_atomic_load_acquire(const void *word) {
    return atomic_load_explicit(CRX_ATOMIC(word), memory_order_acquire);
}

CRX_INLINE void crx_atomic_store_relaxed(const void *word, intptr_t value) {
    atomic_store_explicit(CRX_ATOMIC(word), value, memory_order_relaxed);
}

CRX_INLINE void crx_atomic_store_release(const void *word, intptr_t value) {
    atomic_store_explicit(CRX_ATOMIC(word), value, memory_order_release);
}

CRX_INLINE intptr_t crx_atomic_exchange_relaxed(const void *word, intptr_t value) {
    return atomic_exchange_explicit(CRX_ATOMIC(word), value, memory_order_relaxed);
}

CRX_INLINE intptr_t crx_atomic_exchange_acq_rel(const void *word, intptr_t value) {
    return atomic_exchange_explicit(CRX_ATOMIC(word), value, memory_order_acq_rel);
}

/// Returns the value found; the exchange happened if and only if it equals `expected`.
CRX_INLINE intptr_t crx_atomic_compare_exchange_relaxed(const void *word, intptr_t expected, intptr_t desired) {
    atomic_compare_exchange_strong_explicit(CRX_ATOMIC(word), &expected, desired, memory_order_relaxed,
                                            memory_order_relaxed);
    return expected;
}

/// Returns the value found; the exchange happened if and only if it equals `expected`.
CRX_INLINE intptr_t crx_atomic_compare_exchange_acq_rel(const void *word, intptr_t expected, intptr_t desired) {
    atomic_compare_exchange_strong_explicit(CRX_ATOMIC(word), &expected, desired, memory_order_acq_rel,
                                            memory_order_acquire);
    return expected;
}

/// Adds with wrapping and returns the previous value.
CRX_INLINE intptr_t crx_atomic_fetch_add_relaxed(const void *word, intptr_t operand) {
    return atomic_fetch_add_explicit(CRX_ATOMIC(word), operand, memory_order_relaxed);
}

/// Adds with wrapping and returns the previous value.
CRX_INLINE intptr_t crx_atomic_fetch_add_acq_rel(const void *word, intptr_t operand) {
    return atomic_fetch_add_explicit(CRX_ATOMIC(word), operand, memory_order_acq_rel);
}

// The lock. Each platform's own, stored inline in the object that owns it, needing no initialisation call (a free
// lock is all zeros) and no destruction:
// - Apple platforms: `os_unfair_lock` (iOS 10, macOS 10.12, tvOS 10, watchOS 3). The kernel knows its owner, so a
//   waiting thread donates its priority to the holder; it never spins in user space; taking a lock the thread
//   already holds, or releasing one it does not hold, traps with a message ("Trying to recursively lock an
//   os_unfair_lock").
// - Linux: a priority-inheriting futex (FUTEX_LOCK_PI), as the standard library's `Mutex` uses there: the word holds
//   the owner's thread id, taken and released with one compare-and-exchange each when nobody waits (inline). A thread
//   that finds it taken checks it again a bounded number of times, then asks the kernel, which queues it, lends its
//   priority to the owner and, on release, makes the first waiter of the highest priority the owner. Taking a lock
//   the thread already holds, or releasing one it does not hold, stops the program with a message.
// - A test-only mode, `-Xcc -DCRX_BARGING_LOCK_FOR_TESTS` (`make fuzz-barging`): a lock that any thread may take
//   ahead of waiting ones, and whose users yield at random, so that tests show no correctness rests on fairness.
// Neither real lock promises an order among waiters, and the layer's users rely on none (Synchronization.md).
/// Whether this build's lock is the test-only barging lock (so that a test run can say which lock it ran with).
CRX_INLINE bool crx_lock_is_barging_for_tests(void) {
#if defined(CRX_BARGING_LOCK_FOR_TESTS)
    return true;
#else
    return false;
#endif
}

#if defined(CRX_BARGING_LOCK_FOR_TESTS)

typedef struct {
    intptr_t state;
} crx_lock;

CRX_INLINE crx_lock crx_lock_make(void) {
    crx_lock lock = {0};
    return lock;
}

/// A pseudo-random choice, different on every thread and call: whether to yield the processor now.
int crx_barging_should_yield(void);
void crx_barging_yield(void);
/// A number that identifies the calling thread (never 0).
intptr_t crx_barging_thread(void);
/// Stops the program: the caller took a lock it holds, or released one it does not hold.
void crx_barging_misuse(const char *what);

CRX_INLINE void crx_lock_lock(const void *lock) {
    intptr_t self = crx_barging_thread();
    if (crx_barging_should_yield()) crx_barging_yield();
    for (;;) {
        intptr_t expected = 0;
        if (atomic_compare_exchange_weak_explicit(CRX_ATOMIC(lock), &expected, self, memory_order_acquire,
                                                  memory_order_relaxed))
            return;
        if (expected == self) crx_barging_misuse("a thread took a lock it already holds");
        crx_barging_yield();
    }
}

CRX_INLINE void crx_lock_unlock(const void *lock) {
    intptr_t self = crx_barging_thread();
    if (atomic_exchange_explicit(CRX_ATOMIC(lock), 0, memory_order_release) != self)
        crx_barging_misuse("a thread released a lock it does not hold");
    if (crx_barging_should_yield()) crx_barging_yield();
}

#elif defined(__APPLE__)

#include <os/lock.h>

typedef os_unfair_lock crx_lock;

CRX_INLINE crx_lock crx_lock_make(void) {
    crx_lock lock = OS_UNFAIR_LOCK_INIT;
    return lock;
}

CRX_INLINE void crx_lock_lock(const void *lock) {
    os_unfair_lock_lock((os_unfair_lock_t)(uintptr_t)lock);
}

CRX_INLINE void crx_lock_unlock(const void *lock) {
    os_unfair_lock_unlock((os_unfair_lock_t)(uintptr_t)lock);
}

#elif defined(__linux__)

/// The futex word: 0 when free, else the owner's thread id, with the kernel's "waiters" bit when threads wait.
typedef struct {
    uint32_t owner;
} crx_lock;

CRX_INLINE crx_lock crx_lock_make(void) {
    crx_lock lock = {0};
    return lock;
}

#define CRX_LOCK_WORD(pointer) ((_Atomic(uint32_t) *)(uintptr_t)(pointer))

/// The calling thread's id, once `crx_thread_id` has asked the kernel for it on this thread (0 before).
extern __thread uint32_t crx_thread_id_cache;

/// Asks the kernel for the calling thread's id (Linux's `gettid()`) and caches it.
uint32_t crx_thread_id_lookup(void);

/// The calling thread's id, cached per thread: a thread-local read, inline; the first call on a thread asks the
/// kernel.
CRX_INLINE uint32_t crx_thread_id(void) {
    uint32_t id = crx_thread_id_cache;
    if (__builtin_expect(id != 0, 1)) return id;
    return crx_thread_id_lookup();
}

/// The slow path of `crx_lock_lock`: spins briefly, then waits in the kernel. Traps if the caller holds the lock.
void crx_lock_wait(const void *lock, uint32_t self);

/// The slow path of `crx_lock_unlock`: hands the lock to a waiter through the kernel. Traps if the caller does not
/// hold the lock.
void crx_lock_wake(const void *lock, uint32_t self);

CRX_INLINE void crx_lock_lock(const void *lock) {
    uint32_t self = crx_thread_id();
    uint32_t expected = 0;
    if (__builtin_expect(atomic_compare_exchange_strong_explicit(CRX_LOCK_WORD(lock), &expected, self,
                                                                 memory_order_acquire, memory_order_relaxed),
                         1))
        return;
    crx_lock_wait(lock, self);
}

CRX_INLINE void crx_lock_unlock(const void *lock) {
    uint32_t self = crx_thread_id();
    uint32_t expected = self;
    if (__builtin_expect(atomic_compare_exchange_strong_explicit(CRX_LOCK_WORD(lock), &expected, 0,
                                                                 memory_order_release, memory_order_relaxed),
                         1))
        return;
    crx_lock_wake(lock, self);
}

#undef CRX_LOCK_WORD

#else
#error "RxCore's lock is written for Apple platforms (os_unfair_lock) and Linux (futex)."
#endif

#if !defined(__APPLE__)

/// Whether the calling thread is the main thread, as `isMainThread` (MainThread.swift) found it on this thread: 0
/// until it asks, then 1 on the main thread, 2 on any other. One byte of thread-local storage, read inline; Apple
/// platforms answer with `pthread_main_np` instead.
extern _Thread_local uint8_t crx_main_thread_answer;

CRX_INLINE uint8_t crx_main_thread_cached(void) {
    return crx_main_thread_answer;
}

CRX_INLINE void crx_main_thread_cache(uint8_t answer) {
    crx_main_thread_answer = answer;
}

#endif

#undef CRX_ATOMIC

#endif
