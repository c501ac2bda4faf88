// SPDX-License-Identifier: MIT
extension ObservableType where Element: RxAbstractInteger {
    /// Returns an observable that emits 0, 1, 2, … every `period` on `scheduler`, starting one period after
    /// subscription. It never completes.
    ///
    /// ```
    /// interval(10): ----------0---------1---------2--…
    /// ```
    ///
    /// On a `TestScheduler` subscribed at 200, `interval(.seconds(100))` with resolution 1 emits
    /// `next(300, 0)`, `next(400, 1)`, …
    ///
    /// A negative `period` acts as zero, as in RxSwift: the elements come as fast as the scheduler runs, one per
    /// tick on a `TestScheduler` (dispose the subscription to stop them) and back to back on a dispatch queue. With
    /// `.never` nothing is emitted.
    ///
    /// - Parameters:
    ///   - period: The time between elements.
    ///   - scheduler: Where the timer runs and the elements are emitted.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timer(period, period: period, scheduler: scheduler)
    }

    /// Returns an observable that emits 0 after `dueTime`, then, if `period` is given, 1, 2, … every `period`.
    /// Without a period it completes after the single element.
    ///
    /// ```
    /// timer(10):              ----------(0|)
    /// timer(10, period: 5):   ----------0----1----2--…
    /// ```
    ///
    /// A negative `dueTime` acts as zero: the first element comes on the scheduler's next turn (one tick later on a
    /// `TestScheduler`); with `.never` nothing is emitted. A negative `period` acts as zero (see
    /// ``interval(_:scheduler:)``); with a `.never` period only the first element is emitted, and the sequence
    /// does not complete. As in RxSwift, none of these is an error.
    ///
    /// - Parameters:
    ///   - dueTime: The delay before the first element.
    ///   - period: The time between later elements, or `nil` for a single element.
    ///   - scheduler: Where the timer runs and the elements are emitted.
    public static func timer(
        _ dueTime: RxTimeInterval,
        period: RxTimeInterval? = nil,
        scheduler: SchedulerType
    ) -> Observable<Element> {
        Producer { observer in
            let sink = TimerSink(observer: observer)
            sink.start(dueTime: dueTime, period: period, scheduler: scheduler)
            return sink
        }
    }
}

/// The sink of `timer` and `interval`. It schedules from its own method, so that the scheduled closures capture
/// only the sink, which Swift passes as their context (the element type and its conformance come with the sink's
/// metadata). Made in the producer's closure, generic over the element type, the closures carried that type's
/// metadata in a context of their own, one allocation per subscription.
// Unchecked: adds no state to `Sink`.
final class TimerSink<Element: RxAbstractInteger>: Sink<Element>, @unchecked Sendable {
    func start(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        if let period {
            attach(
                scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { [self] count in
                    tick(count)
                }
            )
        } else {
            attach(
                scheduler.scheduleRelative((), dueTime: dueTime) { [self] _ in
                    fire()
                    return Disposables.create()
                }
            )
        }
    }

    /// The single timer fired: emits 0 and completes.
    func fire() {
        forward(.next(0))
        forwardTerminal(.completed)
    }

    /// The periodic timer ticked for the `count`th time: emits it and returns the next count.
    func tick(_ count: Element) -> Element {
        forward(.next(count))
        return count &+ 1
    }
}
