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
            let sink = DelaySubscriptionSink(observer: observer)
            sink.start(source, dueTime: dueTime, scheduler: scheduler)
            return sink
        }
    }
}

/// Subscribes to the source when its timer fires, and mirrors it. The timer is its upstream, the source's
/// subscription is held in the sink (``SourceSlotSink``).
// Unchecked: the subscription is `SourceSlotSink`'s; the rest is `Sink`'s.
final class DelaySubscriptionSink<Element>: SourceSlotSink<Element>, @unchecked Sendable {
    override init(observer: AnyObserver<Element>) {
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        // The source travels as the timer's state, so the action captures only the sink: no closure context.
        attach(
            scheduler.scheduleRelative(source, dueTime: dueTime) { [self] source in
                holdSource(source._subscribe(mirroringObserver()))
                return Disposables.create()
            }
        )
    }
}
