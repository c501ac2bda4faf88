#include "CRxSynchronization.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// The slow paths of `crx_lock`: where a thread that found a lock taken sleeps, and where the thread that releases a
// lock with sleepers wakes them.
//
// A sleeping thread waits on one of `SLOT_COUNT` parking slots (a POSIX mutex and condition variable), chosen by
// the lock's address; locks that share a slot share its condition variable, so a wake-up is a broadcast and every
// woken thread checks its own lock again. No wake-up is lost: a sleeper marks the lock "with sleepers" (2) while
// holding the slot's mutex and keeps holding it until `pthread_cond_wait` releases it, and the releasing thread, which
// saw that mark when it set the lock free, takes the same mutex before it broadcasts. So the broadcast comes either
// before the sleeper's mark (which then finds the lock free and takes it) or after the sleeper waits.

enum { SLOT_COUNT = 64 };

typedef struct {
    pthread_mutex_t mutex;
    pthread_cond_t sleepers;
    // A slot to a cache line (two on Apple silicon), so that threads parking on different slots do not share one.
    char padding[128 - (sizeof(pthread_mutex_t) + sizeof(pthread_cond_t)) % 128];
} parking_slot;

#define SLOT_INITIALIZER {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, {0}}
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

void crx_lock_wait(const void *lock) {
    parking_slot *slot = slot_for(lock);
    check(pthread_mutex_lock(&slot->mutex), "pthread_mutex_lock");
    // Marking the lock "with sleepers" and taking it are one exchange: it returns 0 when the lock was free, and
    // then this thread holds it (in state 2, so its release wakes the slot once more, which costs a broadcast).
    while (atomic_exchange_explicit(LOCK_STATE(lock), 2, memory_order_acquire) != 0) {
        check(pthread_cond_wait(&slot->sleepers, &slot->mutex), "pthread_cond_wait");
    }
    check(pthread_mutex_unlock(&slot->mutex), "pthread_mutex_unlock");
}

void crx_lock_wake(const void *lock) {
    parking_slot *slot = slot_for(lock);
    check(pthread_mutex_lock(&slot->mutex), "pthread_mutex_lock");
    check(pthread_cond_broadcast(&slot->sleepers), "pthread_cond_broadcast");
    check(pthread_mutex_unlock(&slot->mutex), "pthread_mutex_unlock");
}
