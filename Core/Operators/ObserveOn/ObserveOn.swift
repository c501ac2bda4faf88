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
            if scheduler is SerialQueueScheduling {
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
        return Producer { observer in
            let sink = SubscribeOnSink(observer: observer)
            sink.start(source, on: scheduler)
            return sink
        }
    }
}

/// The sink of `subscribe(on:)`. It stops forwarding as soon as it is disposed, because the disposal of the source
/// itself waits for its turn on the scheduler, and the source may still send meanwhile (as in RxSwift).
// Unchecked: adds no state to `Sink`; events arrive serially by the Rx contract.
final class SubscribeOnSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    func onNext(_ element: Element) {
        forwardNext(element)
    }

    func start<Source: ObservableType>(_ source: Source, on scheduler: ImmediateSchedulerType)
    where Source.Element == Element {
        let scheduled = SingleAssignmentDisposable()
        let subscription = SingleAssignmentDisposable()
        attach(Disposables.create(scheduled, subscription))
        scheduled.setDisposable(
            scheduler.schedule(()) { [self] _ in
                let observer = AnyObserver<Element>(next: { [self] in onNext($0) }, event: { [self] in on($0) })
                subscription.setDisposable(
                    ScheduledDisposable(scheduler: scheduler, disposable: source.subscribe(observer))
                )
                return Disposables.create()
            }
        )
    }
}

/// A scheduler on which `observe(on:)` may deliver queued events in batches: its actions are not tied to virtual
/// time, and running a few events per action changes nothing but the cost. The dispatch-queue schedulers of
/// `RxSchedulers` adopt it.
@usableFromInline
package protocol BatchingScheduler: ImmediateSchedulerType, AnyObject {
    /// Whether ``runNow(_:)`` can ever run its body (`MainScheduler`): asked once per `observe(on:)` subscription.
    var canRunNow: Bool { get }

    /// Runs `body` now and returns `true` when `schedule` would run an action at once (`MainScheduler` on the main
    /// thread with nothing of its own queued); otherwise returns `false` without running it, and the caller
    /// schedules. Lets `observe(on:)` deliver on the spot, as RxSwift's `MainScheduler` does, without making an
    /// action.
    func runNow(_ body: () -> Void) -> Bool
}

extension BatchingScheduler {
    /// A dispatch queue always queues.
    @inlinable
    package var canRunNow: Bool { false }

    /// Never runs at once: a dispatch queue always queues.
    @inlinable
    package func runNow(_ body: () -> Void) -> Bool {
        false
    }
}

/// A scheduler that runs its work on one serial dispatch queue (`SerialDispatchQueueScheduler` and
/// `MainScheduler`): debug builds count the `observe(on:)` observables on it in
/// ``Resources/numberOfSerialDispatchQueueObservables``.
@usableFromInline
package protocol SerialQueueScheduling: BatchingScheduler {}
