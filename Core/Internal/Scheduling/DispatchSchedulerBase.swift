// SPDX-License-Identifier: MIT
/// The base class of the dispatch-queue schedulers (`SerialDispatchQueueScheduler`, and so `MainScheduler`, and
/// `ConcurrentDispatchQueueScheduler`): what `observe(on:)` asks of them, and the main scheduler's count of the
/// actions it has queued.
///
/// An implementation detail, public only because those public classes derive from it. It has no public member and
/// no public initialiser, so nothing outside this package can derive from it or use it.
///
/// Why a class: `observe(on:)` asks each subscription's scheduler whether it is one of these (a dispatch queue
/// delivers everything queued in one action, and the main scheduler may deliver on the spot). Asked as a class, that
/// is a class cast; asked as a protocol, it was a conformance look-up, about 900 instructions more per subscription
/// (`cell-rebinding-driver`). And the count, an atomic that the main scheduler touches on every action, is layer
/// storage that only a class of Core can hold without a run-time exclusivity check on each access.
// Unchecked: `queuedActions` is atomic; the rest is immutable.
open class _DispatchSchedulerBase: @unchecked Sendable {
    /// Whether ``runImmediately(_:_:)`` can ever run its body: the main scheduler's, on the main thread.
    @usableFromInline package let runsOnMainThread: Bool
    /// Whether the scheduler runs its work on one serial queue: debug builds count the `observe(on:)` observables
    /// on such schedulers (`Resources.numberOfSerialDispatchQueueObservables`).
    @usableFromInline package let isSerialQueue: Bool
    /// How many actions the main scheduler has queued on the main queue, or is running at once.
    // Unsafe: layer storage, reached only through its address inside the methods below.
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var queuedActions = RxAtomic<Int>(0)

    /// A scheduler that runs its work on one serial queue (`isSerialQueue`), the main one when `runsOnMainThread`.
    package init(isSerialQueue: Bool, runsOnMainThread: Bool = false) {
        self.isSerialQueue = isSerialQueue
        self.runsOnMainThread = runsOnMainThread
    }

    /// Counts an action about to run or be queued; returns how many were counted before it.
    @inlinable
    package final func countAction() -> Int {
        unsafe RxAtomic.wrappingAdd(&queuedActions, 1, ordering: .acquiringAndReleasing).oldValue
    }

    /// Uncounts an action that ran.
    @inlinable
    package final func actionFinished() {
        unsafe RxAtomic.wrappingSubtract(&queuedActions, 1, ordering: .acquiringAndReleasing)
    }

    /// Runs `body` with `state` now and returns `true` when an action scheduled now would run at once (the main
    /// scheduler, on the main thread, with nothing of its own queued); otherwise returns `false` without running it,
    /// and the caller schedules. For callers that need no escaping closure (and so no allocation) in the immediate
    /// case: `Binder` and `observe(on:)`.
    @inlinable
    package final func runImmediately<State>(_ state: State, _ body: (State) -> Void) -> Bool {
        guard runsOnMainThread, isMainThread else { return false }
        defer { actionFinished() }
        guard countAction() == 0 else { return false }
        body(state)
        return true
    }
}
