// The C half of RxCore's synchronization layer: C11 atomics on one machine word, and a one-word lock. Every fast
// path is `static inline`, so Swift inlines it; only a lock's slow paths (sleeping and waking, in
// CRxSynchronization.c) are called through a symbol. Swift reaches these only through Core/Internal/Synchronization, which documents the guarantees.
//
// The storage types are plain structs with non-atomic fields, because Swift cannot import `_Atomic` types. Each
// function casts the field to its `_Atomic` counterpart, which C11 guarantees has the same size and alignment for
// `intptr_t` on every platform Swift supports. The functions take `const void *` so that Swift can pass a stored
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

/// A lock of one word: 0 unlocked, 1 locked, 2 locked with threads (possibly) asleep waiting for it.
///
/// Taking and releasing a free lock is one atomic read-modify-write each, inline, as `Synchronization.Mutex` does on
/// Linux. A thread that finds the lock taken sleeps instead of spinning, on a POSIX condition variable of a fixed
/// table of "parking" slots chosen by the lock's address (CRxSynchronization.c), so the lock itself needs no more
/// than its word and no initialisation or destruction call: every platform, one code path, no system-specific
/// waiting primitive.
typedef struct {
    intptr_t state;
} crx_lock;

/// An unlocked lock.
CRX_INLINE crx_lock crx_lock_make(void) {
    crx_lock lock = {0};
    return lock;
}

/// Sleeps until the lock at `lock` is free, then takes it (leaving it in state 2). The slow path of `crx_lock_lock`.
void crx_lock_wait(const void *lock);

/// Wakes the threads asleep on the lock at `lock`, which was just released. The slow path of `crx_lock_unlock`.
void crx_lock_wake(const void *lock);

CRX_INLINE void crx_lock_lock(const void *lock) {
    intptr_t expected = 0;
    if (__builtin_expect(atomic_compare_exchange_strong_explicit(CRX_ATOMIC(lock), &expected, 1, memory_order_acquire,
                                                                 memory_order_relaxed),
                         1))
        return;
    crx_lock_wait(lock);
}

CRX_INLINE void crx_lock_unlock(const void *lock) {
    if (__builtin_expect(atomic_exchange_explicit(CRX_ATOMIC(lock), 0, memory_order_release) == 2, 0))
        crx_lock_wake(lock);
}

#undef CRX_ATOMIC

#endif
