#include "CRxSynchronization.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void crx_lock_failed(const char *operation, int error) {
    fprintf(stderr, "RxCore: pthread_mutex_%s failed: %s (%d). A lock was used after its object was freed, or "
                    "unlocked by a thread that does not hold it.\n",
            operation, strerror(error), error);
    abort();
}
