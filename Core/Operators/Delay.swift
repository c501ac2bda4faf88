extension ObservableType {
    /// Shifts every element, and completion, forward in time by `dueTime`; errors are not delayed.
    ///
    /// ```
    /// source:     --a--b--|
    /// delay(20):  ----a--b--|
    /// ```
    ///
    /// An error is emitted at once and drops the elements still waiting.
    ///
    /// - Parameters:
    ///   - dueTime: The shift.
    ///   - scheduler: Where the delayed events are emitted.
    /// - Complexity: Keeps every element in flight (those received during the last `dueTime`) in memory.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DelaySink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Schedules each event `dueTime` later; deliveries are serialised.
final class DelaySink<Element>: SerializingSink<Element>, @unchecked Sendable {
    // Unchecked: immutable apart from the thread-safe `timers` group; output serialised by `SerializingSink`.
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timers = CompositeDisposable()

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        attach(timers)
        let subscription = SingleAssignmentDisposable()
        guard timers.insert(subscription) != nil else { return }
        subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
            switch event {
            case .error:
                serialTerminal(event)
            case .next, .completed:
                // As in RxSwift, the source is unsubscribed as soon as it completes.
                if event.isCompleted { subscription.dispose() }
                let timer = SingleAssignmentDisposable()
                guard let key = timers.insert(timer) else { return }
                timer.setDisposable(scheduler.scheduleRelative(event, dueTime: dueTime) { [self] event in
                    timers.remove(for: key)
                    switch event {
                    case .next(let element): serialNext(element)
                    default: serialTerminal(event)
                    }
                    return Disposables.create()
                })
            }
        }))
    }
}
