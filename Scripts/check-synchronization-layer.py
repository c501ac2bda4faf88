#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Keeps every lock and atomic in the synchronization layer (Core/Internal/Synchronization).

Two rules, checked over the Swift sources of the library targets:

1. Only the layer imports `Synchronization` or `CRxSynchronization`, or names another lock or atomic (`NSLock`,
   `NSRecursiveLock`, `NSCondition`, `pthread_mutex_t`, `os_unfair_lock`, `OSAllocatedUnfairLock`, `Mutex<`,
   `Atomic<`, `ManagedAtomic`). `Synchronization` needs macOS 15 / iOS 18; a second primitive is a second code path.
2. A class's stored property holding layer storage (`RxAtomic`, `RxMutex`, `RxOnceReference`, and the helpers'
   storage: `EmitterRole.make()`, `SynchronizationTracker.make()`, `SourceSubscription.make()`,
   `PendingActions.make()`, `StartingDisposal.make()`, `InputSerializer`, `SourceLoop`, a sink's `Subscriptions`
   (`InlineSourceSubscriptions`, a `SourceSubscriptionStorage`); Scripts/lib/sourcecheck.py)
   is declared `final` (or `static`). The layer takes the
   property's address (`&property`); for an overridable property Swift passes the address of a temporary copy made
   by the getter, so the lock or the atomic operation would act on that copy. Class properties are recognised by
   `@exclusivity(unchecked)`, which the layer requires of them and which Swift allows on class and static
   properties and globals only (a global, at brace depth 0, is exempt).

Usage: check-synchronization-layer.py [ROOT] (default: this checkout). Exit status 0 when both hold, 1 otherwise,
with one `path:line: error:` line per offence.
"""
import pathlib
import re
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
from sourcecheck import LAYER_STORAGE, LIBRARY, code_of, report  # noqa: E402

ROOT = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent).resolve()
LAYER = ROOT / "Core" / "Internal" / "Synchronization"
FOREIGN = re.compile(
    r"^\s*import\s+(Synchronization|CRxSynchronization)\b"
    r"|\b(NSLock|NSRecursiveLock|NSCondition|pthread_mutex_t|os_unfair_lock|OSAllocatedUnfairLock|ManagedAtomic)\b"
    r"|(?<![\w.])(Mutex|Atomic)<"
)


def without_strings(line):
    """The line with its one-line string literals emptied, so that braces inside them do not count."""
    return re.sub(r'"(\\.|[^"\\])*"', '""', line)


def main():
    errors = []
    for folder in LIBRARY:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            in_layer = LAYER in path.parents
            depth = 0
            for number, raw in enumerate(path.read_text().splitlines(), 1):
                line = code_of(raw)
                at_top_level = depth == 0
                code = without_strings(line)
                depth += code.count("{") - code.count("}")
                where = "%s:%d" % (path.relative_to(ROOT), number)
                if not in_layer and FOREIGN.search(line):
                    errors.append("%s: error: a lock or atomic outside Core/Internal/Synchronization: %s"
                                  % (where, line.strip()))
                if "@exclusivity(unchecked)" in line and LAYER_STORAGE.search(line) and not at_top_level:
                    if not re.search(r"\b(final|static)\b", line):
                        errors.append("%s: error: a class property holding synchronization-layer storage must be "
                                      "`final` (the layer takes its address): %s" % (where, line.strip()))
    return report("check-synchronization-layer", errors)


if __name__ == "__main__":
    sys.exit(main())
