// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Delivers the events on `scheduler`, in order.
    ///
    /// ```
    /// source (thread A):           --1--2--|
    /// observe(on: s) (on s):       ---1--2--|
    /// ```
    ///
    /// On a serial or concurrent dispatch-queue scheduler, events are batched: one
    /// scheduled action delivers every event queued so far, so a fast producer costs far less than one dispatch per
    /// element (RxSwift's fast path dispatches each event). On any other scheduler, each event is delivered by its
    /// own action, exactly as in RxSwift: on a `TestScheduler`, an event at 210 is observed at 211.
    ///
    /// - Parameter scheduler: Where observers receive the events.
    /// - Returns: The same events, delivered on `scheduler`.
    /// - Note: Errors and completion are delivered in order after the elements before them; disposing drops the
    ///   events still queued.
    @inlinable
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        #if DEBUG
            if (scheduler as? _DispatchSchedulerBase)?.isSerialQueue == true {
                return SerialQueueObserveOn { observer in
                    let sink = ObserveOnSink(observer: observer, scheduler: scheduler)
                    sink.start(source)
                    return sink
                }
            }
        #endif
        // The source and the scheduler kept in the producer: one object per `observe(on:)` applied.
        return StatefulProducer((source, scheduler)) { arguments, observer in
            let sink = ObserveOnSink(observer: observer, scheduler: arguments.1)
            sink.start(arguments.0)
            return sink
        }
    }

    /// Subscribes to this sequence, and disposes the subscription, on `scheduler`.
    ///
    /// ```
    /// subscribe(on: s): the subscription (and the disposal) happens on s; events arrive where the source sends them
    /// source:           --1--2--|
    /// ```
    ///
    /// On a `TestScheduler` subscribed at 200 and disposed at 1000, the source sees `Subscription(201, 1001)`. When
    /// the source ends (at 300, say), the subscription ends, its disposal again scheduled: `Subscription(201, 301)`.
    ///
    /// - Parameter scheduler: Where the subscription (and its side effects) and the disposal run.
    /// - Returns: The same events; they arrive on whatever thread the source emits on. Nothing arrives after
    ///   `dispose()` returned, although the source itself is disposed later, on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        // The sequence itself, not `asObservable()`: as in RxSwift, a test observable is subscribed directly, so its
        // log shows the scheduled disposal (`(201, 301)` for a source that completes at 300).
        let source = self
        // Made once, here where the sequence's type is known, so that the sink's scheduled action is not generic
        // over it: an action generic over it carried its metadata in a closure context, one allocation per
        // subscription.
        let subscribeSource = { (observer: AnyObserver<Element>) in source.subscribe(observer) }
        return Producer { observer in
            let sink = SubscribeOnSink(observer: observer)
            sink.start(subscribeSource, on: scheduler)
            return sink
        }
    }
}

/// What `subscribe(on:)`'s scheduled action needs besides the sink, handed to it as the action's state. A struct:
/// a closure handed as the state by itself, or in a tuple, is re-abstracted for the generic state, an allocation.
struct SubscribeOnStart<Element> {
    let subscribeSource: (AnyObserver<Element>) -> Disposable
    let scheduler: ImmediateSchedulerType
}

/// The sink of `subscribe(on:)`. It stops forwarding as soon as it is disposed, because the disposal of the source
/// itself waits for its turn on the scheduler, and the source may still send meanwhile (as in RxSwift).
///
/// The scheduled action is its upstream, the source's subscription is held in the sink (``SourceSlotSink``); the
/// source and the scheduler travel as the action's state, so the action captures only the sink.
// Unchecked: adds no state to `SourceSlotSink`; events arrive serially by the Rx contract.
final class SubscribeOnSink<Element>: SourceSlotSink<Element>, SinkObserving, @unchecked Sendable {
    func onNext(_ element: Element) {
        forwardNext(element)
    }

    func start(_ subscribeSource: @escaping (AnyObserver<Element>) -> Disposable, on scheduler: ImmediateSchedulerType)
    {
        attach(
            scheduler.schedule(SubscribeOnStart(subscribeSource: subscribeSource, scheduler: scheduler)) {
                [self] start in
                let observer = AnyObserver<Element>(next: { [self] in onNext($0) }, event: { [self] in on($0) })
                holdSource(ScheduledDisposable(scheduler: start.scheduler, disposable: start.subscribeSource(observer)))
                return Disposables.create()
            }
        )
    }
}
