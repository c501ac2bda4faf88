// SPDX-License-Identifier: MIT
#include "CRxSynchronization.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The slow paths of `crx_lock`: where a thread that found a lock taken spins briefly, then queues and sleeps, and
// where the thread releasing a lock with a queue hands the lock to the first thread queued.
//
// A queued thread waits on a condition variable of its own, in a FIFO list of one of `SLOT_COUNT` parking slots
// chosen by the lock's address (locks that share a slot share its list and its mutex, never a wake-up). Every change
// of a queue happens under its slot's mutex:
// - A thread marks the lock "with a queue" (2) and joins the queue in one critical section of the slot's mutex, so
//   a releasing thread that finds the mark finds the queued thread too. A lock that is free (0) is taken instead.
// - Releasing a lock marked 2 never sets it free: under the slot's mutex the releasing thread leaves it taken (1,
//   or 2 while others remain queued), removes the first thread queued for it, marks it granted and signals it. That
//   thread wakes up holding the lock; the slot's mutex orders the previous holder's critical section before its own.
// So a lock with a queue is never free, no thread takes it ahead of the queue, and no wake-up is lost.

enum { SLOT_COUNT = 64 };

typedef struct waiter {
    const void *lock;
    struct waiter *next;
    pthread_cond_t granted_signal;
    int granted;
} waiter;

typedef struct {
    pthread_mutex_t mutex;
    waiter *head;
    waiter *tail;
    // A slot to a cache line (two on Apple silicon), so that threads parking on different slots do not share one.
    char padding[128 - (sizeof(pthread_mutex_t) + 2 * sizeof(waiter *)) % 128];
} parking_slot;

#define SLOT_INITIALIZER {PTHREAD_MUTEX_INITIALIZER, NULL, NULL, {0}}
#define EIGHT_SLOTS SLOT_INITIALIZER, SLOT_INITIALIZER, SLOT_INITIALIZER, SLOT_INITIALIZER, \
    SLOT_INITIALIZER, SLOT_INITIALIZER, SLOT_INITIALIZER, SLOT_INITIALIZER

static parking_slot slots[SLOT_COUNT] = {EIGHT_SLOTS, EIGHT_SLOTS, EIGHT_SLOTS, EIGHT_SLOTS,
                                         EIGHT_SLOTS, EIGHT_SLOTS, EIGHT_SLOTS, EIGHT_SLOTS};

static parking_slot *slot_for(const void *lock) {
    uintptr_t address = (uintptr_t)lock;
    // Objects are at least 16-byte aligned; mix the higher bits in, since neighbouring objects differ in few bits.
    return &slots[((address >> 4) ^ (address >> 10) ^ (address >> 16)) % SLOT_COUNT];
}

static void check(int error, const char *operation) {
    if (__builtin_expect(error != 0, 0)) {
        fprintf(stderr, "RxCore: %s failed in the lock's slow path: %s (%d).\n", operation, strerror(error), error);
        abort();
    }
}

#define LOCK_STATE(pointer) ((_Atomic(intptr_t) *)(uintptr_t)(pointer))

/// How many times a thread that found a lock taken checks it again, pausing in between, before it queues: as the
/// standard library's `Mutex` does on Linux (1,000 times on x86), long enough for a typical critical section of the
/// library to end, so that two threads taking turns on a lock (the producer and the consumer of `observe(on:)`)
/// rarely sleep, and short enough (microseconds) to cost little when the holder was preempted. Queueing at once
/// made every contended release a hand-over to a sleeping thread (observe-on-serial's median went from 17 to 950 ns),
/// and 100 checks were not enough on a loaded machine (observe-on-concurrent's median went from 18 to 32 ns).
enum { SPIN_LIMIT = 1000 };

static inline void pause_briefly(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
    __asm__ __volatile__("yield");
#endif
}

void crx_lock_wait(const void *lock) {
    // Spin first, but never ahead of a queue: a lock with a queue is never free, so only a lock nobody waits for
    // can be taken here.
    for (int spin = 0; spin < SPIN_LIMIT; spin++) {
        pause_briefly();
        intptr_t state = atomic_load_explicit(LOCK_STATE(lock), memory_order_relaxed);
        if (state == 2) break;
        if (state == 0 && atomic_compare_exchange_weak_explicit(LOCK_STATE(lock), &state, 1, memory_order_acquire,
                                                                memory_order_relaxed))
            return;
    }
    parking_slot *slot = slot_for(lock);
    check(pthread_mutex_lock(&slot->mutex), "pthread_mutex_lock");
    for (;;) {
        intptr_t state = atomic_load_explicit(LOCK_STATE(lock), memory_order_relaxed);
        if (state == 0) {
            // Free (its holder released it with no queue): take it, still marked as having no queue.
            if (atomic_compare_exchange_strong_explicit(LOCK_STATE(lock), &state, 1, memory_order_acquire,
                                                        memory_order_relaxed)) {
                check(pthread_mutex_unlock(&slot->mutex), "pthread_mutex_unlock");
                return;
            }
        } else if (state == 2 || atomic_compare_exchange_strong_explicit(LOCK_STATE(lock), &state, 2,
                                                                          memory_order_relaxed,
                                                                          memory_order_relaxed)) {
            break;  // Marked: its holder will hand it over, to the queue this thread now joins.
        }
    }
    waiter self = {lock, NULL, {0}, 0};
    check(pthread_cond_init(&self.granted_signal, NULL), "pthread_cond_init");
    if (slot->tail) {
        slot->tail->next = &self;
    } else {
        slot->head = &self;
    }
    slot->tail = &self;
    while (!self.granted) {
        check(pthread_cond_wait(&self.granted_signal, &slot->mutex), "pthread_cond_wait");
    }
    check(pthread_mutex_unlock(&slot->mutex), "pthread_mutex_unlock");
    check(pthread_cond_destroy(&self.granted_signal), "pthread_cond_destroy");
}

void crx_lock_hand_over(const void *lock) {
    parking_slot *slot = slot_for(lock);
    check(pthread_mutex_lock(&slot->mutex), "pthread_mutex_lock");
    waiter *previous = NULL;
    waiter *first = slot->head;
    while (first && first->lock != lock) {
        previous = first;
        first = first->next;
    }
    if (!first) {
        // Unreachable: the mark is only set by a thread that joins the queue under this mutex before releasing it.
        fprintf(stderr, "RxCore: a lock marked as having a queue has none; its memory was overwritten.\n");
        abort();
    }
    if (previous) {
        previous->next = first->next;
    } else {
        slot->head = first->next;
    }
    if (slot->tail == first) slot->tail = previous;
    int more = 0;
    for (waiter *other = first->next; other; other = other->next) {
        if (other->lock == lock) {
            more = 1;
            break;
        }
    }
    // Still taken, now by `first`; marked 2 while others remain queued, so that `first` hands it over in turn.
    atomic_store_explicit(LOCK_STATE(lock), more ? 2 : 1, memory_order_relaxed);
    first->granted = 1;
    check(pthread_cond_signal(&first->granted_signal), "pthread_cond_signal");
    check(pthread_mutex_unlock(&slot->mutex), "pthread_mutex_unlock");
}
