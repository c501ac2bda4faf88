// The C half of RxCore's synchronization layer: C11 atomics on one machine word, and a POSIX mutex. Every function
// is `static inline`, so Swift inlines it; nothing here is called through a symbol except the lock's failure
// report. Swift reaches these only through Core/Internal/Synchronization, which documents the guarantees.
//
// The storage types are plain structs with non-atomic fields, because Swift cannot import `_Atomic` types. Each
// function casts the field to its `_Atomic` counterpart, which C11 guarantees has the same size and alignment for
// `intptr_t` on every platform Swift supports. The functions take `const void *` so that Swift can pass a stored
// property's address through a read access (`&property` to an `UnsafeRawPointer` parameter): a mutable pointer
// would need an `inout` access, which the Thread Sanitizer instruments as a write and reports as a race between
// two threads that only use the atomic.
#ifndef CRX_SYNCHRONIZATION_H
#define CRX_SYNCHRONIZATION_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// One machine word, read and written only through the `crx_atomic_…` functions.
typedef struct {
    intptr_t value;
} crx_atomic_word;

#define CRX_ATOMIC(pointer) ((_Atomic(intptr_t) *)(uintptr_t)(pointer))

static inline intptr_t crx_atomic_load_relaxed(const void *word) {
    return atomic_load_explicit(CRX_ATOMIC(word), memory_order_relaxed);
}

static inline intptr_t crx_atomic_load_acquire(const void *word) {
    return atomic_load_explicit(CRX_ATOMIC(word), memory_order_acquire);
}

static inline void crx_atomic_store_relaxed(const void *word, intptr_t value) {
    atomic_store_explicit(CRX_ATOMIC(word), value, memory_order_relaxed);
}

static inline void crx_atomic_store_release(const void *word, intptr_t value) {
    atomic_store_explicit(CRX_ATOMIC(word), value, memory_order_release);
}

static inline intptr_t crx_atomic_exchange_relaxed(const void *word, intptr_t value) {
    return atomic_exchange_explicit(CRX_ATOMIC(word), value, memory_order_relaxed);
}

static inline intptr_t crx_atomic_exchange_acq_rel(const void *word, intptr_t value) {
    return atomic_exchange_explicit(CRX_ATOMIC(word), value, memory_order_acq_rel);
}

/// Returns the value found; the exchange happened if and only if it equals `expected`.
static inline intptr_t crx_atomic_compare_exchange_relaxed(const void *word, intptr_t expected, intptr_t desired) {
    atomic_compare_exchange_strong_explicit(CRX_ATOMIC(word), &expected, desired, memory_order_relaxed,
                                            memory_order_relaxed);
    return expected;
}

/// Returns the value found; the exchange happened if and only if it equals `expected`.
static inline intptr_t crx_atomic_compare_exchange_acq_rel(const void *word, intptr_t expected, intptr_t desired) {
    atomic_compare_exchange_strong_explicit(CRX_ATOMIC(word), &expected, desired, memory_order_acq_rel,
                                            memory_order_acquire);
    return expected;
}

/// Adds with wrapping and returns the previous value.
static inline intptr_t crx_atomic_fetch_add_relaxed(const void *word, intptr_t operand) {
    return atomic_fetch_add_explicit(CRX_ATOMIC(word), operand, memory_order_relaxed);
}

/// Adds with wrapping and returns the previous value.
static inline intptr_t crx_atomic_fetch_add_acq_rel(const void *word, intptr_t operand) {
    return atomic_fetch_add_explicit(CRX_ATOMIC(word), operand, memory_order_acq_rel);
}

#undef CRX_ATOMIC

/// A POSIX mutex of the default type: not recursive, and it must not move once used.
typedef struct {
    pthread_mutex_t mutex;
} crx_lock;

/// An unlocked lock, statically initialised (no `pthread_mutex_init` call, so nothing to destroy).
static inline crx_lock crx_lock_make(void) {
    crx_lock lock = {PTHREAD_MUTEX_INITIALIZER};
    return lock;
}

/// Stops the process with the error number of a failed lock operation (only misuse makes one fail).
void crx_lock_failed(const char *operation, int error) __attribute__((noreturn, cold));

static inline void crx_lock_lock(const void *lock) {
    int error = pthread_mutex_lock((pthread_mutex_t *)(uintptr_t)lock);
    if (__builtin_expect(error != 0, 0)) crx_lock_failed("lock", error);
}

static inline void crx_lock_unlock(const void *lock) {
    int error = pthread_mutex_unlock((pthread_mutex_t *)(uintptr_t)lock);
    if (__builtin_expect(error != 0, 0)) crx_lock_failed("unlock", error);
}

#endif
