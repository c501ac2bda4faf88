// SPDX-License-Identifier: MIT
// The C half of RxCore's synchronization layer: C11 atomics on one machine word, and a one-word lock. Every fast
// path is `static inline`, so Swift inlines it; only a lock's slow paths (sleeping and waking, in
// CRxSynchronization.c) are called through a symbol. Swift reaches these only through Core/Internal/Synchronization,
// which documents the guarantees.
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

/// A lock of one word: 0 free, 1 taken, 2 taken with threads queued for it.
///
/// Taking and releasing a lock nobody waits for is one atomic compare-and-exchange each, inline, as
/// `Synchronization.Mutex` does on Linux. A thread that finds the lock taken checks it again a bounded number of
/// times (a few microseconds), then queues itself and sleeps, on a POSIX condition variable of its own, in one of a
/// fixed table of "parking" slots chosen by the lock's address (CRxSynchronization.c). Releasing a lock with a queue
/// hands it to the first thread queued, which wakes up holding it: no other thread can take the lock in between, so
/// waiting threads are served in order and none starves behind a thread that releases and retakes the lock in a loop.
/// The lock needs no more than its word and no initialisation or destruction call: every platform, one code path, no
/// system-specific waiting primitive.
typedef struct {
    intptr_t state;
} crx_lock;

/// A free lock.
CRX_INLINE crx_lock crx_lock_make(void) {
    crx_lock lock = {0};
    return lock;
}

/// Queues the calling thread for the lock at `lock` and sleeps until the lock is handed to it (or finds it free and
/// takes it). The slow path of `crx_lock_lock`.
void crx_lock_wait(const void *lock);

/// Hands the lock at `lock`, taken by the caller and with threads queued, to the first of them. The slow path of
/// `crx_lock_unlock`.
void crx_lock_hand_over(const void *lock);

CRX_INLINE void crx_lock_lock(const void *lock) {
    intptr_t expected = 0;
    if (__builtin_expect(atomic_compare_exchange_strong_explicit(CRX_ATOMIC(lock), &expected, 1, memory_order_acquire,
                                                                 memory_order_relaxed),
                         1))
        return;
    crx_lock_wait(lock);
}

CRX_INLINE void crx_lock_unlock(const void *lock) {
    intptr_t expected = 1;
    if (__builtin_expect(atomic_compare_exchange_strong_explicit(CRX_ATOMIC(lock), &expected, 0, memory_order_release,
                                                                 memory_order_relaxed),
                         1))
        return;
    crx_lock_hand_over(lock);
}

#undef CRX_ATOMIC

#endif
