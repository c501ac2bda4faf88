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

/// Emits the waiting events one timer at a time, in the order the source sent them; ``DelayStateMachine`` decides.
// Inlinable, with its operator: compiled for the element type where `delay` is applied, the sink and its lock run
// without the runtime's generic metadata look-ups on every element.
@usableFromInline
// Unchecked: the machine is the lock-owned state and the subscriptions are held by `SourceTimerSink`; the rest is
// immutable. The machine serialises the output, so the sink sends with `forwardNext` and `forwardTerminal`, not
// through `SerializingSink`'s outbox.
final class DelaySink<Element>: SourceTimerSink<Element, DelayStateMachine<Element>>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, state: DelayStateMachine())
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        subscribeSource {
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) }))
        }
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        // As in RxSwift, the source is unsubscribed as soon as it ends.
        if event.isStopEvent { endSource() }
        if case .error(let error) = event {
            if case .emitError = withState({ $0.failed(error) }) { forwardTerminal(event) }
            return
        }
        let now = scheduler.now
        if case .startTimer = withState({ $0.received(event, at: now) }) { startTimer(after: dueTime) }
    }

    @inlinable
    func startTimer(after delay: RxTimeInterval) {
        // Numbered before it is scheduled, so a timer that fires (and schedules the next) before `scheduleRelative`
        // returns is not replaced by this one.
        scheduleTimer {
            scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
                timerFired()
                return Disposables.create()
            }
        }
    }

    @inlinable
    func timerFired() {
        switch withState({ $0.timerFired() }) {
        case .none:
            return
        case .complete:
            forwardTerminal(.completed)
        case .emit(let element):
            forwardNext(element)
            switch withState({ $0.emitted() }) {
            case .none:
                break
            case .startTimer(let arrivedAt):
                startTimer(after: delayRemaining(of: dueTime, since: arrivedAt, now: scheduler.now))
            case .fail(let error):
                forwardTerminal(.error(error))
            }
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
