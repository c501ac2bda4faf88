// SPDX-License-Identifier: MIT
/// The non-generic part of an action scheduled on a `VirtualTimeScheduler` (RxSchedulers): what its priority queue
/// stores, with its run state. Here rather than beside the scheduler so that its unsafe parts live in `Core/Internal`
/// with their reasons; the scheduler makes items with ``VirtualSchedulerItem/make(time:state:action:)`` and uses
/// them through ``isCancelled``, ``invoke()``, ``scheduledTime(as:)`` and `dispose()`.
///
/// The state is one atomic integer (no lock, no generic metadata per item): pending → running → ran, or
/// disposed from any state. The action's result is written by the running thread before it publishes `ran`,
/// and read by `dispose()` only after it observed `ran`.
///
/// **Why the time is read safely without a checked cast.** Every entry is a ``VirtualSchedulerItem`` of some time
/// type, which it records (``timeType``) when it is made; ``scheduledTime(as:)`` compares that record with the time
/// type asked for, a comparison of two pointers, and only then reinterprets the entry as an item of that type. A
/// checked cast to the generic class would look its metadata up on every action (`test-scheduler` +17 %, measured
/// with plain fields too).
// Unchecked: `state` is atomic; `result` is handed over through it (written before `running → ran`, read only after
// `ran` was observed); `timeType` is immutable.
package class VirtualSchedulerEntry: Cancelable, @unchecked Sendable {
    private static var pending: Int { 0 }
    private static var running: Int { 1 }
    private static var ran: Int { 2 }
    private static var disposed: Int { 3 }

    @exclusivity(unchecked) private final nonisolated(unsafe) var state = RxAtomic<Int>(0)
    // Unsafe: handed over through `state`: written before `running → ran`, read only after `ran` was observed.
    @exclusivity(unchecked) private final nonisolated(unsafe) var result: Disposable?
    /// The time type of the ``VirtualSchedulerItem`` this entry is.
    private let timeType: Any.Type

    fileprivate init(timeType: Any.Type) {
        self.timeType = timeType
    }

    package final var isDisposed: Bool {
        unsafe RxAtomic.load(&state, ordering: .acquiring) == Self.disposed
    }

    /// Whether the item must be skipped: disposed before it ran.
    package final var isCancelled: Bool { isDisposed }

    /// The time the item was scheduled at.
    ///
    /// - Precondition: `Time` is the item's time type (the scheduler's `VirtualTime`); checked.
    package final func scheduledTime<Time>(as _: Time.Type) -> Time {
        precondition(timeType == Time.self, "A virtual-time item was read with another time type.")
        // Unsafe: an entry whose `timeType` is `Time` is a `VirtualSchedulerItem<Time>` (only its initialiser sets
        // it), as just checked.
        return unsafe unsafeDowncast(self, to: VirtualSchedulerItem<Time>.self).time
    }

    /// Runs the action unless disposed.
    package final func invoke() {
        guard
            unsafe RxAtomic.compareExchange(
                &state,
                expected: Self.pending,
                desired: Self.running,
                ordering: .acquiringAndReleasing
            )
            .exchanged
        else { return }
        let disposable = run()
        unsafe result = disposable
        if unsafe !RxAtomic.compareExchange(
            &state,
            expected: Self.running,
            desired: Self.ran,
            ordering: .acquiringAndReleasing
        )
        .exchanged {
            // Disposed while running: the result is ours to dispose.
            unsafe result = nil
            disposable.dispose()
        }
    }

    func run() -> Disposable {
        fatalError("VirtualSchedulerEntry.run() must be overridden.")
    }

    package final func dispose() {
        let previous = unsafe RxAtomic.exchange(&state, Self.disposed, ordering: .acquiringAndReleasing)
        guard previous == Self.ran, let disposable = unsafe result else { return }
        unsafe result = nil
        disposable.dispose()
    }
}

/// A scheduled action at a virtual time.
// Unchecked: immutable; the rest is `VirtualSchedulerEntry`'s.
package class VirtualSchedulerItem<Time>: VirtualSchedulerEntry, @unchecked Sendable {
    let time: Time

    fileprivate init(time: Time) {
        self.time = time
        super.init(timeType: Time.self)
    }

    /// An item that runs `action(state)` at `time`: one allocation, the state and action stored inline.
    package static func make<State>(
        time: Time,
        state: State,
        action: @escaping (State) -> Disposable
    ) -> VirtualSchedulerItem<Time> {
        TypedVirtualSchedulerItem(time: time, state: state, action: action)
    }
}

/// A virtual-time item that stores its state and action inline: one allocation per scheduled action.
// Unchecked: written once in `init`, read by `run()` on the thread that runs the scheduler.
private final class TypedVirtualSchedulerItem<Time, StateType>: VirtualSchedulerItem<Time>, @unchecked Sendable {
    private let state: StateType
    private let action: (StateType) -> Disposable

    init(time: Time, state: StateType, action: @escaping (StateType) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time)
    }

    override func run() -> Disposable {
        action(state)
    }
}
