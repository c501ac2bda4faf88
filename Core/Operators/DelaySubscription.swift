// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Subscribes to the sequence after `dueTime`.
    ///
    /// ```
    /// source (cold):          -1-2-|
    /// delaySubscription(3):   ----1-2-|
    /// ```
    ///
    /// On a `TestScheduler` subscribed at 200, `delaySubscription(.seconds(30), …)` subscribes the source at 230.
    /// A negative or zero `dueTime` subscribes on the scheduler's next turn (201 on a `TestScheduler`, at once on a
    /// dispatch queue), and `.never` never subscribes, as in RxSwift.
    ///
    /// - Parameters:
    ///   - dueTime: How long to wait before subscribing.
    ///   - scheduler: Where the wait happens and the subscription is made.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            let subscription = SingleAssignmentDisposable()
            let timer = scheduler.scheduleRelative((), dueTime: dueTime) { [sink] _ in
                subscription.setDisposable(
                    source._subscribe(
                        AnyObserver { [sink] event in
                            event.isStopEvent ? sink.forwardTerminal(event) : sink.forward(event)
                        }
                    )
                )
                return Disposables.create()
            }
            sink.attach(Disposables.create(timer, subscription))
            return sink
        }
    }
}
