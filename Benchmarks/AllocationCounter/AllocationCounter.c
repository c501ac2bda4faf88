// SPDX-License-Identifier: MIT
// Counts heap allocations by interposing the allocator entry points (Linux/glibc only).
//
// The executable defines malloc, calloc, realloc, posix_memalign, aligned_alloc, memalign and free; the dynamic
// linker resolves every call in the process (Swift runtime included) to these, which forward to glibc's
// __libc_* implementations. Counting is two relaxed atomic operations, and a single relaxed load when off.
#include "AllocationCounter.h"

#include <stdatomic.h>
#include <stddef.h>

static _Atomic int counting = 0;
static _Atomic int64_t allocations = 0;

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static inline void count_one(void) {
    if (atomic_load_explicit(&counting, memory_order_relaxed)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    }
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void free(void *pointer) {
    __libc_free(pointer);
}

bool rx_allocation_counter_available(void) { return true; }
#else
bool rx_allocation_counter_available(void) { return false; }
#endif

void rx_allocation_counter_start(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, 1, memory_order_seq_cst);
}

int64_t rx_allocation_counter_stop(void) {
    atomic_store_explicit(&counting, 0, memory_order_seq_cst);
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}
