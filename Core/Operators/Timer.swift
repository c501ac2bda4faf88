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
                    })
            } else {
                sink.attach(
                    scheduler.scheduleRelative((), dueTime: dueTime) { [sink] _ in
                        sink.forward(.next(0))
                        sink.forwardTerminal(.completed)
                        return Disposables.create()
                    })
            }
            return sink
        }
    }
}
