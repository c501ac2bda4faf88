// SPDX-License-Identifier: MIT
#ifndef RX_ALLOCATION_COUNTER_H
#define RX_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are counted on this platform (Linux with glibc).
bool rx_allocation_counter_available(void);

/// Starts counting allocations on every thread, from zero.
void rx_allocation_counter_start(void);

/// Stops counting and returns the number of allocation calls since `rx_allocation_counter_start`.
int64_t rx_allocation_counter_stop(void);

#endif
