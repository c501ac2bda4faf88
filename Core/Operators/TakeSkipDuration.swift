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
            let sink = Sink<Element>(observer: observer)
            let isOpen = SkipDurationGate()
            let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
                isOpen.open()
                return Disposables.create()
            }
            let subscription = source._subscribe(
                AnyObserver { [sink] event in
                    switch event {
                    case .next(let element): if isOpen.isOpen { sink.forwardNext(element) }
                    case .error, .completed: sink.forwardTerminal(event)
                    }
                }
            )
            sink.attach(Disposables.create(timer, subscription))
            return sink
        }
    }
}

/// The flag `skip(_:scheduler:)`'s timer opens.
private final class SkipDurationGate: Sendable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var flag = RxAtomic<Bool>(false)
    var isOpen: Bool { RxAtomic.load(&flag, ordering: .acquiring) }
    func open() { RxAtomic.store(&flag, true, ordering: .releasing) }
}
