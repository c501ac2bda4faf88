// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Shifts every element, and completion, forward in time by `dueTime`; errors are not delayed.
    ///
    /// ```
    /// source:     --a--b--|
    /// delay(20):  ----a--b--|
    /// ```
    ///
    /// An error is emitted at once and drops the elements still waiting. The source is unsubscribed as soon as it
    /// ends.
    ///
    /// One timer runs at a time, as in RxSwift: when it fires it emits the oldest waiting event, then starts the
    /// timer for the next one, due `dueTime` after that event arrived (at once if that moment has passed). On a
    /// `TestScheduler`, which runs work due now one tick later, events that arrived at the same tick therefore come
    /// out one tick apart: `210: 1, 2, |` delayed by 10 gives `220: 1`, `221: 2`, `222: |`.
    ///
    /// A negative `dueTime` acts as zero: events come out on the scheduler's next turn (one tick later on a
    /// `TestScheduler`). With `.never` nothing but an error is emitted. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - dueTime: The shift.
    ///   - scheduler: Where the delayed events are emitted.
    /// - Complexity: Keeps every element in flight (those received during the last `dueTime`) in memory.
    @inlinable
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Emits the waiting events one timer at a time, in the order the source sent them.
// Inlinable, with its operator: compiled for the element type where `delay` is applied, the sink and its lock run
// without the runtime's generic metadata look-ups on every element.
@usableFromInline
final class DelaySink<Element>: Sink<Element>, TwoSubscriptionSink, @unchecked Sendable {
    // Unchecked: `state` is guarded by its lock; the subscriptions (the timer is the other one) are thread-safe; the
    // rest is immutable. Output is serial: the timer emits only while `isRunning` is set, and an error is emitted
    // directly only while it is not (otherwise the running timer emits it); whoever takes the error sets `failed`,
    // after which a timer that fires emits nothing.
    @usableFromInline
    struct State {
        /// The events not yet emitted, with the times they arrived; `head` is the oldest.
        @usableFromInline var waiting: [(time: RxTime, event: Event<Element>)] = []
        @usableFromInline var head = 0
        /// A timer is scheduled or running.
        @usableFromInline var isActive = false
        /// A timer is emitting.
        @usableFromInline var isRunning = false
        /// The source failed while the timer was emitting: the timer emits the error once its event is out.
        @usableFromInline var error: Swift.Error?
        /// The error has been taken for emission (by the source's thread or the timer): nothing more goes out.
        @usableFromInline var failed = false

        @inlinable
        init() {}

        /// The error left for the timer, taken once.
        @inlinable
        mutating func takeError() -> Swift.Error? {
            guard let error else { return nil }
            self.error = nil
            failed = true
            return error
        }

        @inlinable
        mutating func takeOldest() -> Event<Element>? {
            guard head < waiting.count else { return nil }
            let event = waiting[head].event
            head += 1
            if head >= 64 && head * 2 >= waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            return event
        }

        @inlinable
        mutating func dropWaiting() {
            waiting.removeAll()
            head = 0
        }
    }

    /// What a timer does next, decided under the lock.
    @usableFromInline
    enum Step {
        case emit(Event<Element>)
        case fail(Swift.Error)
        case scheduleNext(arrivedAt: RxTime)
        case stop
    }

    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let sourceSubscription = SingleAssignmentDisposable()
    @usableFromInline let otherSubscription = SerialDisposable()
    @usableFromInline let state = Locked(State())

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        // As in RxSwift, the source is unsubscribed as soon as it ends.
        if event.isStopEvent { sourceSubscription.dispose() }
        if case .error(let error) = event {
            let emitNow = state.withLock { state -> Bool in
                state.dropWaiting()
                if state.failed { return false }
                if state.isRunning {
                    state.error = error
                    return false
                }
                // A pending timer may still fire before the sink is disposed: `failed` keeps it quiet.
                state.failed = true
                return true
            }
            if emitNow { forwardTerminal(event) }
            return
        }
        let now = scheduler.now
        let startTimer = state.withLock { state -> Bool in
            state.waiting.append((now, event))
            defer { state.isActive = true }
            return !state.isActive
        }
        if startTimer { scheduleTimer(after: dueTime) }
    }

    @inlinable
    func scheduleTimer(after delay: RxTimeInterval) {
        // Through its own slot, so a timer that fires (and schedules the next) before `scheduleRelative` returns is
        // not replaced by this one.
        let scheduled = SingleAssignmentDisposable()
        timer.disposable = scheduled
        scheduled.setDisposable(
            scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
                timerFired()
                return Disposables.create()
            }
        )
    }

    @inlinable
    func timerFired() {
        let first = state.withLock { state -> Step in
            if state.failed { return .stop }
            if let error = state.takeError() { return .fail(error) }
            guard let event = state.takeOldest() else {
                state.isActive = false
                return .stop
            }
            state.isRunning = true
            return .emit(event)
        }
        guard case .emit(let event) = first else {
            if case .fail(let error) = first { forwardTerminal(.error(error)) }
            return
        }
        if event.isStopEvent {
            forwardTerminal(event)
            return
        }
        forward(event)
        let next = state.withLock { state -> Step in
            if let error = state.takeError() { return .fail(error) }
            state.isRunning = false
            guard state.head < state.waiting.count else {
                state.isActive = false
                return .stop
            }
            return .scheduleNext(arrivedAt: state.waiting[state.head].time)
        }
        switch next {
        case .fail(let error):
            forwardTerminal(.error(error))
        case .scheduleNext(let arrivedAt):
            scheduleTimer(after: delayRemaining(of: dueTime, since: arrivedAt, now: scheduler.now))
        case .emit, .stop:
            break
        }
    }
}

/// What is left of `dueTime` for an event that arrived at `arrivedAt`, at `now`. `.never` stays `.never` (RxSwift
/// schedules it at the distant future again); a due time already passed, or a negative `dueTime`, becomes zero.
// Not generic, so the inlinable sink calls it without compiling Foundation's and Dispatch's time types into the caller.
@usableFromInline
func delayRemaining(of dueTime: RxTimeInterval, since arrivedAt: RxTime, now: RxTime) -> RxTimeInterval {
    guard dueTime != .never else { return .never }
    let remaining = max(0, dueTime.rxSeconds - now.timeIntervalSince(arrivedAt))
    return .nanoseconds(Int((remaining * 1_000_000_000).rounded()))
}
