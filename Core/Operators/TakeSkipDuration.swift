// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits elements for `duration` after subscription, then completes.
    ///
    /// A negative `duration` acts as zero: the sequence completes on the scheduler's next turn (one tick later on
    /// a `TestScheduler`), after the elements the source emits while being subscribed. With `.never` every
    /// element is taken. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - duration: How long to take elements.
    ///   - scheduler: Where the timer runs.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timed(TakeForSink.self, duration, scheduler)
    }

    /// Drops the elements emitted during `duration` after subscription, then emits the rest; completion and
    /// errors are emitted whenever they happen.
    ///
    /// A negative `duration` acts as zero: the elements emitted before the scheduler's next turn (one tick later on
    /// a `TestScheduler`) are dropped, including those the source emits while being subscribed. With `.never`
    /// every element is dropped. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: Where the timer runs.
    public func skip(_ duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timed(SkipDurationSink.self, duration, scheduler)
    }

    /// The producer of `take(for:)` and `skip(_:scheduler:)`: a sink of `Sink` per subscription, started with the
    /// source and the timer's duration.
    private func timed<Sink: DurationSink>(_: Sink.Type, _ duration: RxTimeInterval, _ scheduler: SchedulerType)
        -> Observable<Element> where Sink.Element == Element
    {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink(observer: observer)
            sink.start(source, duration: duration, scheduler: scheduler)
            return sink
        }
    }
}

/// A sink that starts with its source and a timer's duration: `take(for:)`'s and `skip(_:scheduler:)`'s.
protocol DurationSink: Disposable {
    associatedtype Element
    init(observer: AnyObserver<Element>)
    func start(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType)
}

/// Mirrors the source until its timer completes the sequence: `take(until:)` with a timer as the trigger (as RxSwift
/// builds it), with the timer scheduled by the sink itself and both subscriptions held in it (``SourceTimerSink``).
/// The timer is scheduled before the source is subscribed and held once it is: disposal disposes the source's
/// subscription, then the timer, as `take(until:)`'s did.
// Unchecked: the subscriptions are `SourceTimerSink`'s; output is serialised by `SerializingSink`.
final class TakeForSink<Element>: SourceTimerSink<Element, Void>, DurationSink, @unchecked Sendable {
    init(observer: AnyObserver<Element>) {
        super.init(observer: observer, state: ())
    }

    func start(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { [self] _ in
            serialTerminal(.completed)
            return Disposables.create()
        }
        subscribeSource {
            source._subscribe(AnyObserver(next: { [self] in serialNext($0) }, event: { [self] in onSource($0) }))
        }
        replaceTimer(with: timer)
    }

    private func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element): serialNext(element)
        case .error, .completed: serialTerminal(event)
        }
    }
}

/// Drops the source's elements until its timer opens the gate; mirrors the terminal event whenever it comes. The
/// timer is its upstream, attached once the source is subscribed, whose subscription is held in the sink
/// (``SourceSlotSink``).
// Unchecked: the flag (`FlagSink`'s: the gate is open) is atomic; the subscription is `SourceSlotSink`'s.
final class SkipDurationSink<Element>: SourceSlotSink<Element>, SinkObserving, DurationSink, @unchecked Sendable {
    // The flag is set by the timer, on the scheduler's thread, and read by every element.

    override init(observer: AnyObserver<Element>) {
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { [self] _ in
            setFlag()
            return Disposables.create()
        }
        holdSource(source._subscribe(AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) })))
        attach(timer)
    }

    func onNext(_ element: Element) {
        if isFlagSet { forwardNext(element) }
    }
}
