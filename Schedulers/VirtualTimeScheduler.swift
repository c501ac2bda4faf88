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
    // Unchecked: `run` guards the run state and the clock; `converter` is immutable.

    /// The virtual time type.
    public typealias VirtualTime = Converter.VirtualTimeUnit
    /// The virtual time interval type.
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// What the lock guards, apart from the clock (``LockedPair``'s second value): not generic, so the per-action
    /// path needs no generic metadata look-up (this class is used unspecialised from other modules).
    private struct Run {
        var isRunning = false
        var nextID = 0
        var queue = PriorityQueue()
    }

    private let converter: Converter
    /// The run state and the clock, under one lock.
    private let run: LockedPair<Run, VirtualTime>

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: The initial virtual time.
    ///   - converter: Converts between virtual and real time.
    public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        run = LockedPair(Run(), initialClock)
    }

    /// The current virtual time.
    public var clock: VirtualTime {
        run.withLock { _, clock in clock }
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
        let item = VirtualSchedulerItem.make(time: time, state: state, action: action)
        let key = converter.convertFromVirtualTime(time).timeIntervalSinceReferenceDate
        run.withLock { run, _ in
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
        run.withLock { run, clock in
            if converter.compareVirtualTime(virtualTime, clock).greaterThan {
                clock = virtualTime
            }
            run.isRunning = false
        }
    }

    /// Moves the clock forward by `virtualInterval` without running anything.
    ///
    /// - Precondition: The interval does not move the clock into the past.
    public func sleep(_ virtualInterval: VirtualTimeInterval) {
        run.withLock { _, clock in
            let current = clock
            let target = converter.offsetVirtualTime(current, offset: virtualInterval)
            rxPrecondition(
                !converter.compareVirtualTime(target, current).lessThan,
                "VirtualTimeScheduler.sleep(_:): can't sleep into the past."
            )
            clock = target
        }
    }

    /// Stops ``start()`` or ``advanceTo(_:)`` after the action that is running.
    public func stop() {
        run.withLock { run, _ in run.isRunning = false }
    }

    private func beginRunning() -> Bool {
        run.withLock { run, _ in
            if run.isRunning { return false }
            run.isRunning = true
            return true
        }
    }

    /// Removes the next live action due no later than `limit` and advances the clock to its time; returns `nil`
    /// (and, for ``start()``, ends the run) when nothing is due or the run was stopped.
    private func takeNext(upTo limit: VirtualTime?) -> VirtualSchedulerEntry? {
        run.withLock { run, clock in
            guard run.isRunning else { return nil }
            while let entry = run.queue.peek() {
                if entry.isCancelled {
                    run.queue.dequeue()
                    continue
                }
                // The queue holds only items `scheduleAbsoluteVirtual(_:time:action:)` made, all of this time type.
                let time = entry.scheduledTime(as: VirtualTime.self)
                if let limit, converter.compareVirtualTime(time, limit).greaterThan { return nil }
                run.queue.dequeue()
                if converter.compareVirtualTime(time, clock).greaterThan {
                    clock = time
                }
                return entry
            }
            if limit == nil { run.isRunning = false }
            return nil
        }
    }
}
