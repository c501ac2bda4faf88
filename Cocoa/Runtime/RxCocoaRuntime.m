// SPDX-License-Identifier: MIT
#include "RxCocoaRuntime.h"
#if __APPLE__
#endif
