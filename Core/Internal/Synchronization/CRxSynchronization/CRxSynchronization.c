// SPDX-License-Identifier: MIT
#include "CRxSynchronization.h"

// The lock's slow paths on Linux (a priority-inheriting futex, see the header), and the test-only barging lock's
// randomness. Apple platforms use `os_unfair_lock`, entirely inline.

#if defined(CRX_BARGING_LOCK_FOR_TESTS) || defined(__linux__)

#include <stdio.h>
#include <stdlib.h>

/// Stops the program: the lock was misused (`what` says how).
static void misuse(const char *what) {
    fprintf(stderr, "RxCore: %s. A lock of the synchronization layer is not recursive: a body run under it must "
                    "not call out (to observers, user closures, schedulers or disposables).\n",
            what);
    abort();
}

#endif

#if defined(CRX_BARGING_LOCK_FOR_TESTS)

#include <sched.h>

intptr_t crx_barging_thread(void) {
    static __thread char marker;
    return (intptr_t)&marker;
}

void crx_barging_misuse(const char *what) { misuse(what); }

// A xorshift generator per thread, seeded from the address of its state (distinct per thread).
static __thread uint64_t barging_state;

int crx_barging_should_yield(void) {
    uint64_t x = barging_state;
    if (x == 0) x = (uint64_t)(uintptr_t)&barging_state | 1;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    barging_state = x;
    return (x & 3) == 0;  // one call in four
}

void crx_barging_yield(void) { sched_yield(); }

#elif defined(__linux__)

#include <errno.h>
#include <linux/futex.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#define LOCK_WORD(pointer) ((_Atomic(uint32_t) *)(uintptr_t)(pointer))

// A thread's id never changes, and asking the kernel costs a system call: each thread asks once.
__thread uint32_t crx_thread_id_cache;

uint32_t crx_thread_id_lookup(void) {
    uint32_t id = (uint32_t)syscall(SYS_gettid);
    crx_thread_id_cache = id;
    return id;
}

/// How many times a thread that found the lock taken checks it again, pausing in between, before it asks the
/// kernel to wait: 100 pauses, 1 to 4 µs depending on the processor (a pause is about 40 cycles on this project's
/// x86 machines, fewer on ARM). Long enough for the library's short critical sections to end, so that two threads
/// taking turns on a lock (the producer and the consumer of `observe(on:)`) rarely sleep; short enough that a thread
/// whose holder was preempted gives up its processor quickly. Benchmarks/README.md and Synchronization.md give the
/// measurements behind the figure.
enum { SPIN_LIMIT = 100 };

static inline void pause_briefly(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

static void failed(const char *operation, int error) {
    fprintf(stderr, "RxCore: the lock's %s failed: %s (%d).\n", operation, strerror(error), error);
    abort();
}

static long futex(const void *word, int operation) {
    return syscall(SYS_futex, word, operation | FUTEX_PRIVATE_FLAG, 0, NULL, NULL, 0);
}

void crx_lock_wait(const void *lock, uint32_t self) {
    for (int spin = 0; spin < SPIN_LIMIT; spin++) {
        uint32_t word = atomic_load_explicit(LOCK_WORD(lock), memory_order_relaxed);
        if ((word & FUTEX_TID_MASK) == self) misuse("a thread took a lock it already holds");
        if (word == 0 && atomic_compare_exchange_weak_explicit(LOCK_WORD(lock), &word, self, memory_order_acquire,
                                                               memory_order_relaxed))
            return;
        pause_briefly();
    }
    // The kernel takes the lock for this thread (if it is free by then) or queues it, marks the word as having
    // waiters and lends this thread's priority to the owner; it returns once this thread owns the lock.
    while (futex(lock, FUTEX_LOCK_PI) != 0) {
        int error = errno;
        if (error == EINTR || error == EAGAIN) continue;  // a signal, or the owner was exiting: try again
        if (error == EDEADLK) misuse("a thread took a lock it already holds");
        failed("FUTEX_LOCK_PI", error);
    }
    // The kernel wrote this thread's id into the word. An acquiring read orders this thread after the previous
    // owner's releasing operation (below), for the memory model and for the Thread Sanitizer alike.
    (void)atomic_load_explicit(LOCK_WORD(lock), memory_order_acquire);
}

void crx_lock_wake(const void *lock, uint32_t self) {
    uint32_t word = atomic_load_explicit(LOCK_WORD(lock), memory_order_relaxed);
    if ((word & FUTEX_TID_MASK) != self) misuse("a thread released a lock it does not hold");
    // A releasing operation on the word before the kernel hands it over (see crx_lock_wait).
    (void)atomic_fetch_or_explicit(LOCK_WORD(lock), 0, memory_order_release);
    // The kernel makes the first waiter of the highest priority the owner, or frees the lock.
    while (futex(lock, FUTEX_UNLOCK_PI) != 0) {
        int error = errno;
        if (error == EINTR) continue;
        if (error == EPERM) misuse("a thread released a lock it does not hold");
        failed("FUTEX_UNLOCK_PI", error);
    }
}

#endif

#if !defined(__APPLE__)

// Whether this thread is the main thread, once asked (see the header): zero-initialised on every thread.
_Thread_local uint8_t crx_main_thread_answer;

#endif
