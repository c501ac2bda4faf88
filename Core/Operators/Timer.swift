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
            let sink = Sink(observer: observer)
            if let period {
                sink.attach(
                    scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { [sink] count in
                        sink.forward(.next(count))
                        return count &+ 1
                    }
                )
            } else {
                sink.attach(
                    scheduler.scheduleRelative((), dueTime: dueTime) { [sink] _ in
                        sink.forward(.next(0))
                        sink.forwardTerminal(.completed)
                        return Disposables.create()
                    }
                )
            }
            return sink
        }
    }
}
