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
        take(until: Observable<Int>.timer(duration, scheduler: scheduler))
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
        let source = asObservable()
        return Producer { observer in
            let sink = SkipDurationSink(observer: observer)
            sink.start(source, duration: duration, scheduler: scheduler)
            return sink
        }
    }
}

/// Drops the source's elements until its timer opens the gate; mirrors the terminal event whenever it comes.
// Unchecked: the flag (`FlagSink`'s: the gate is open) is atomic; the rest is `Sink`'s.
final class SkipDurationSink<Element>: FlagSink<Element>, SinkObserving, @unchecked Sendable {
    // The flag is set by the timer, on the scheduler's thread, and read by every element.

    override init(observer: AnyObserver<Element>) {
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>, duration: RxTimeInterval, scheduler: SchedulerType) {
        let timer = scheduler.scheduleRelative((), dueTime: duration) { [self] _ in
            setFlag()
            return Disposables.create()
        }
        let subscription = source._subscribe(AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) }))
        attach(Disposables.create(timer, subscription))
    }

    func onNext(_ element: Element) {
        if isFlagSet { forwardNext(element) }
    }
}
