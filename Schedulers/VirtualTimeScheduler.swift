// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// A scheduler whose clock only moves when you run it: the base of `TestScheduler` and ``HistoricalScheduler``.
///
/// Actions are kept in time order; actions due at the same virtual time run in the order they were scheduled.
/// The order of two times is the order of their dates (`convertFromVirtualTime`), which a converter must keep
/// monotonic.
/// ``start()`` runs everything, advancing the clock to each action's time; ``advanceTo(_:)`` runs what is due up
/// to a time; ``sleep(_:)`` moves the clock without running anything.
///
/// - Note: Thread-safe: the clock and the queue are guarded by a mutex and actions run outside it, so an action may
///   schedule more work. Running (``start()``, ``advanceTo(_:)``) from two threads at once is a programming error.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, @unchecked Sendable {
    // `run` and `currentClock` are only accessed while `run`'s lock is held; `converter` is immutable.

    /// The virtual time type.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual time interval type.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// What the lock guards, apart from the clock: not generic, so the per-action path needs no generic metadata
    /// look-up (this class is used unspecialised from other modules).
    private struct Run {
        var isRunning = false
        var nextID = 0
        var queue = PriorityQueue()
    }

    private let converter: Converter
    private let run = Locked(Run())
    // Unsafe: guarded by `run`'s lock, but stored outside it, since a generic locked state would cost a metadata
    // look-up on every action.
    private nonisolated(unsafe) var currentClock: VirtualTime

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The initial virtual time.
    ///   - converter: Converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        unsafe self.currentClock = initialClock
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        run.withLock { _ in unsafe currentClock }
    }

    /// The current virtual time as a date.
    public var now: RxTime {
        converter.convertFromVirtualTime(clock)
    }

    /// Schedules `action` at the current virtual time (after ``adjustScheduledTime(_:)``).
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    /// Schedules `action` after `dueTime`, converted to virtual time (and adjusted by
    /// ``adjustScheduledTime(_:)``).
    ///
    /// A negative `dueTime` gives a time in the past, which `TestScheduler` moves to the next tick, as a zero one.
    /// `.never` schedules the action at `Date.distantFuture`, as RxSwift does: it runs only if the clock gets there.
    public func scheduleRelative<StateType>(
        _ state: StateType,
        dueTime: RxTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = dueTime == .never ? Date.distantFuture : now.addingTimeInterval(dueTime.rxSeconds)
        let absolute = adjustScheduledTime(converter.convertToVirtualTime(time))
        return scheduleAbsoluteVirtual(state, time: absolute, action: action)
    }

    /// Schedules `action` after a virtual interval.
    public func scheduleRelativeVirtual<StateType>(
        _ state: StateType,
        dueTime: VirtualTimeInterval,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at the virtual time `time`.
    ///
    /// - Returns: A disposable that cancels the action, or disposes what it returned.
    public func scheduleAbsoluteVirtual<StateType>(
        _ state: StateType,
        time: VirtualTime,
        action: @escaping (StateType) -> Disposable
    ) -> Disposable {
        let item = TypedVirtualSchedulerItem(time: time, state: state, action: action)
        let key = converter.convertFromVirtualTime(time).timeIntervalSinceReferenceDate
        run.withLock { run in
            run.queue.enqueue(item, key: key, order: run.nextID)
            run.nextID += 1
        }
        return item
    }

    /// Lets subclasses move the time of newly scheduled work; the default keeps it.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    /// Runs every scheduled action, in time order, until none is left or ``stop()`` is called.
    public func start() {
        guard beginRunning() else { return }
        while let next = takeNext(upTo: nil) {
            next.invoke()
        }
    }

    /// Runs the actions due up to `virtualTime`, then sets the clock to `virtualTime`.
    ///
    /// - Precondition: The scheduler is not already running.
    public func advanceTo(_ virtualTime: VirtualTime) {
        rxPrecondition(beginRunning(), "VirtualTimeScheduler.advanceTo(_:): the scheduler is already running.")
        while let next = takeNext(upTo: virtualTime) {
            next.invoke()
        }
        run.withLock { run in
            if unsafe converter.compareVirtualTime(virtualTime, currentClock).greaterThan {
                unsafe currentClock = virtualTime
            }
            run.isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// - Precondition: The interval does not move the clock into the past.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        run.withLock { _ in
            let current = unsafe currentClock
            let target = converter.offsetVirtualTime(current, offset: virtualInterval)
            rxPrecondition(
                !converter.compareVirtualTime(target, current).lessThan,
                "VirtualTimeScheduler.sleep(_:): can't sleep into the past."
            )
            unsafe currentClock = target
        }
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the action that is running.
    public func stop() {
        run.withLock { $0.isRunning = false }
    }

    private func beginRunning() -> Bool {
        run.withLock { run in
            if run.isRunning { return false }
            run.isRunning = true
            return true
        }
    }

    /// Removes the next live action due no later than `limit` and advances the clock to its time; returns `nil`
    /// (and, for ``start()``, ends the run) when nothing is due or the run was stopped.
    private func takeNext(upTo limit: VirtualTime?) -> VirtualSchedulerEntry? {
        run.withLock { run in
            guard run.isRunning else { return nil }
            while let entry = run.queue.peek() {
                if entry.isCancelled {
                    run.queue.dequeue()
                    continue
                }
                // Unsafe: the queue holds only items `scheduleAbsoluteVirtual(_:time:action:)` made, all of this
                // type; a checked cast to a generic class would look its metadata up on every action.
                let time = unsafe unsafeDowncast(entry, to: VirtualSchedulerItem<VirtualTime>.self).time
                if let limit, converter.compareVirtualTime(time, limit).greaterThan { return nil }
                run.queue.dequeue()
                if unsafe converter.compareVirtualTime(time, currentClock).greaterThan {
                    unsafe currentClock = time
                }
                return entry
            }
            if limit == nil { run.isRunning = false }
            return nil
        }
    }
}

/// The non-generic part of a scheduled item: what the priority queue stores, with its run state.
///
/// The state is one atomic integer (no lock, no generic metadata per item): pending → running → ran, or
/// disposed from any state. The action's result is written by the running thread before it publishes `ran`,
/// and read by `dispose()` only after it observed `ran`.
class VirtualSchedulerEntry: Cancelable, @unchecked Sendable {
    // `state` is atomic; `result` is written before the releasing `running → ran` exchange and read only after an
    // acquiring load of `ran`, so the two never race.
    private static let pending = 0
    private static let running = 1
    private static let ran = 2
    private static let disposed = 3

    @exclusivity(unchecked) private final nonisolated(unsafe) var state = RxAtomic<Int>(VirtualSchedulerEntry.pending)
    // Unsafe: handed over through `state`: written before `running → ran`, read only after `ran` was observed.
    private nonisolated(unsafe) var result: Disposable?

    var isDisposed: Bool {
        unsafe RxAtomic.load(&state, ordering: .acquiring) == Self.disposed
    }

    /// Whether the item must be skipped: disposed before it ran.
    var isCancelled: Bool { isDisposed }

    /// Runs the action unless disposed.
    final func invoke() {
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

    func dispose() {
        let previous = unsafe RxAtomic.exchange(&state, Self.disposed, ordering: .acquiringAndReleasing)
        guard previous == Self.ran, let disposable = unsafe result else { return }
        unsafe result = nil
        disposable.dispose()
    }
}

/// A scheduled action at a virtual time.
class VirtualSchedulerItem<Time>: VirtualSchedulerEntry, @unchecked Sendable {
    // Immutable.
    let time: Time

    init(time: Time) {
        self.time = time
    }
}

/// A virtual-time item that stores its state and action inline: one allocation per scheduled action.
private final class TypedVirtualSchedulerItem<Time, StateType>: VirtualSchedulerItem<Time>, @unchecked Sendable {
    // Written once in `init`, read by `run()` on the thread that runs the scheduler.
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
