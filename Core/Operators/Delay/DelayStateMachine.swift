// SPDX-License-Identifier: MIT
/// The timer of `delay(_:scheduler:)` and the events that wait for it.
///
/// The sink keeps the machine in a lock, calls one method per event with the lock held, and carries out the
/// returned action after releasing it: starting the timer, emitting an element, the completion or the error. One
/// timer runs at a time, as in RxSwift: it emits the oldest waiting event, then is started again for the next one.
///
/// ```
///        element or completion                timer fired on an element
///   idle ──────────────────────▶ scheduled ─────────────────────▶ emitting ──── source failed ────┐
///    ▲                             ▲                                │  │                          ▼
///    │                             └── element out, more waiting ───┘  │                 emittingBeforeError
///    └───────────────── element out, nothing waiting ──────────────────┘                          │
///                                                                                                 │ element out
///   idle, scheduled ── source failed, or the timer fired on the completion ──▶ ended ◀────────────┘
/// ```
///
/// Output is serial: the timer emits only from `scheduled` (and, once its element is out, the error it finds in
/// `emittingBeforeError`); an error is emitted directly only from `idle` or `scheduled`, where no timer is emitting.
/// Whoever moves the machine to `ended` emits the last event; a timer that fires after that emits nothing.
///
/// The machine has the sharing machines' shape (the maintainer's guide, `Sharing.md`, "One shape for every
/// machine"), with one difference: the waiting events are kept beside the state, not in it, so that appending one
/// never copies the array (an array in an enum's payload is copied unless taken out and put back). None waits in
/// `idle` or `ended`.
@usableFromInline
package struct DelayStateMachine<Element> {
    /// Where the timer stands.
    @usableFromInline package enum State {
        /// No timer: nothing is waiting.
        case idle
        /// A timer is scheduled for the oldest waiting event.
        case scheduled
        /// The timer took an element and is emitting it.
        case emitting
        /// The source failed while the timer was emitting: once its element is out, the timer emits `error`.
        case emittingBeforeError(Swift.Error)
        /// The error or the completion has been taken for emission: nothing more goes out.
        case ended
    }

    /// What the sink does after ``received(_:at:)``.
    @usableFromInline package enum ReceivedAction {
        /// Nothing: a timer is scheduled or emitting, or the sequence ended.
        case none
        /// Start the timer, due after the whole delay.
        case startTimer
    }

    /// What the sink does after ``failed(_:)``.
    @usableFromInline package enum FailedAction {
        /// Nothing: the timer emitting an element emits the error after it, or the sequence already ended.
        case none
        /// Emit the error now.
        case emitError
    }

    /// What the timer does after ``timerFired()``.
    @usableFromInline package enum TimerFiredAction {
        /// Nothing: the sequence ended while the timer was scheduled.
        case none
        /// Emit `element`, then report with ``emitted()``.
        case emit(Element)
        /// Emit the completion.
        case complete
    }

    /// What the timer does after ``emitted()``.
    @usableFromInline package enum EmittedAction {
        /// Nothing: no event is waiting.
        case none
        /// Start the timer again, for the oldest waiting event, which arrived at `arrivedAt`.
        case startTimer(arrivedAt: RxTime)
        /// The source failed meanwhile: emit `error`.
        case fail(Swift.Error)
    }

    @usableFromInline package private(set) var state: State = .idle
    /// The elements and the completion not yet emitted, with the times they arrived; from `head` on, oldest first.
    @usableFromInline var waiting: [(time: RxTime, event: Event<Element>)] = []
    @usableFromInline var head = 0

    @inlinable
    package init() {}

    /// The number of events waiting for the timer.
    @inlinable
    package var waitingCount: Int { waiting.count - head }

    /// The source sent `event`, an element or the completion, at `time`.
    @inlinable
    package mutating func received(_ event: Event<Element>, at time: RxTime) -> ReceivedAction {
        switch state {
        case .idle:
            waiting.append((time, event))
            state = .scheduled
            return .startTimer
        case .scheduled, .emitting:
            waiting.append((time, event))
            return .none
        case .emittingBeforeError, .ended:
            // After the source's error (or from a source that breaks the event grammar): never emitted.
            return .none
        }
    }

    /// The source failed with `error`. The waiting events are dropped.
    @inlinable
    package mutating func failed(_ error: Swift.Error) -> FailedAction {
        waiting.removeAll()
        head = 0
        switch state {
        case .idle, .scheduled:
            // A scheduled timer may still fire before the sink is disposed: `ended` keeps it quiet.
            state = .ended
            return .emitError
        case .emitting, .emittingBeforeError:
            // A second error, from a source that breaks the event grammar, replaces the first, as in RxSwift.
            state = .emittingBeforeError(error)
            return .none
        case .ended:
            return .none
        }
    }

    /// The timer fired.
    @inlinable
    package mutating func timerFired() -> TimerFiredAction {
        switch state {
        case .scheduled:
            guard head < waiting.count else { rxInternalInconsistency("delay: a timer fired with nothing waiting") }
            let event = waiting[head].event
            head += 1
            if head >= 64 && head * 2 >= waiting.count {
                waiting.removeFirst(head)
                head = 0
            }
            switch event {
            case .next(let element):
                state = .emitting
                return .emit(element)
            case .completed:
                state = .ended
                return .complete
            case .error:
                rxInternalInconsistency("delay: an error waited for the timer")
            }
        case .ended:
            return .none
        case .idle, .emitting, .emittingBeforeError:
            rxInternalInconsistency("delay: a timer fired in state \(state)")
        }
    }

    /// The timer emitted the element it took.
    @inlinable
    package mutating func emitted() -> EmittedAction {
        switch state {
        case .emitting:
            guard head < waiting.count else {
                state = .idle
                return .none
            }
            state = .scheduled
            return .startTimer(arrivedAt: waiting[head].time)
        case .emittingBeforeError(let error):
            state = .ended
            return .fail(error)
        case .idle, .scheduled, .ended:
            rxInternalInconsistency("delay: an element emitted in state \(state)")
        }
    }
}
