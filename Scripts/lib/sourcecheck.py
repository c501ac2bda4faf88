# SPDX-License-Identifier: MIT
"""What the checks over the library's Swift sources share (Scripts/check-synchronization-layer.py,
Scripts/check-memory-safety.py): which folders hold the library, how a property holding synchronization-layer
storage is recognised, and how a check reports its errors."""
import re

# The folders of the library targets (RxCore, RxSchedulers, RxSubjects, RxRelay, RxTraits, RxTesting, and the
# compatibility modules).
LIBRARY = ["Core", "Schedulers", "Subjects", "Relay", "Traits", "Testing", "Compatibility", "Cocoa"]

# A stored property holding synchronization-layer storage: `RxAtomic`, `RxMutex`, `RxOnceReference`, and the storage
# of the helpers built on them (`EmitterRole.make()`, `SynchronizationTracker.make()`, `SourceSubscription.make()`,
# `PendingActions.make()`, `StartingDisposal.make()`, `InputSerializer`, `SourceLoop`).
LAYER_STORAGE = re.compile(
    r"\bvar\s+\w+\s*(:\s*|=\s*)(RxAtomic\b|RxMutex\b|RxOnceReference\b|InputSerializer\b|SourceLoop\b|"
    r"SourceSubscription\.(make|Storage)\b|InlineSourceSubscriptions\b|Subscriptions\b|"
    r"(EmitterRole|SynchronizationTracker|PendingActions|StartingDisposal)\.make\b)"
)


def code_of(line):
    """The line without a trailing `//` comment (string literals here never contain `//`)."""
    return line.split("//", 1)[0]


def report(name, errors):
    """Prints each error, then the check's verdict; returns the exit status."""
    for error in errors:
        print(error)
    print("%s: %s" % (name, "%d error(s)" % len(errors) if errors else "ok"))
    return 1 if errors else 0
