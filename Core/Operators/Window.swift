extension ObservableType {
    /// Splits the sequence into windows: observables of at most `count` elements, each closed after `timeSpan`,
    /// whichever comes first. The first window is emitted at subscription, each next one when the previous closes.
    ///
    /// ```
    /// source:                          --a-b-c---d-----|
    /// window(timeSpan: 50, count: 3):  x-----y-----z---(w|)
    ///   x: --a-b-(c|)   y: ----d-|   …
    /// ```
    ///
    /// Termination reaches the current window and the outer sequence.
    ///
    /// A negative `timeSpan` acts as zero: a window closes and the next one opens on every turn of the scheduler
    /// (every tick of a `TestScheduler`, until the subscription is disposed). With `.never` windows close only when
    /// full and at termination. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest a window stays open.
    ///   - count: The most elements in a window; must be positive.
    ///   - scheduler: Where the timer runs.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<
        Observable<Element>
    > {
        rxPrecondition(count > 0, "window(timeSpan:count:scheduler:): count must be positive, got \(count).")
        let source = asObservable()
        return Producer { observer in
            let sink = WindowSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Applies the source's events and the timer's ticks one at a time, through an ``InputSerializer``: whoever holds
/// its role sends elements to the open window, closes it, emits the next one and starts the next timer. So a window
/// is emitted before any element goes into it, and completes before the next is emitted, whatever threads the source
/// and a concurrent scheduler use (a window installed under a lock but emitted after it could lose elements, or
/// outlive the outer sequence). Each timer is tied to the window it was started for by a generation number.
final class WindowSink<Element>: Sink<Observable<Element>>, @unchecked Sendable {
    // Unchecked: `subject`, `windowCount` and `generation` belong to the holder of the role of `inputs`; the timer is
    // a thread-safe serial disposable, assigned by that holder only.
    private enum Input {
        case start
        case event(Event<Element>)
        case tick(generation: Int)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let inputs = InputSerializer<Input>()
    @exclusivity(unchecked) private var subject = SubjectCore<Element>(kind: .publish)
    @exclusivity(unchecked) private var windowCount = 0
    @exclusivity(unchecked) private var generation = 0
    private let timer = SerialDisposable()

    init(observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    private static func observable(of subject: SubjectCore<Element>) -> Observable<Element> {
        Observable.create { observer in subject.subscribe(observer, subject: subject) }
    }

    func start(_ source: Observable<Element>) {
        let subscription = SingleAssignmentDisposable()
        attach(Disposables.create(subscription, timer))
        receive(.start)
        subscription.setDisposable(source._subscribe(AnyObserver { [self] event in receive(.event(event)) }))
    }

    private func receive(_ input: Input) {
        inputs.receive(input) { input in apply(input) }
    }

    /// Applies one input; called by the holder of the role of `inputs` only.
    private func apply(_ input: Input) {
        guard !isDisposed else { return }
        switch input {
        case .start:
            forwardNext(Self.observable(of: subject))
            startTimer()
        case .tick(let due):
            if due == generation { rotate() }
        case .event(.next(let element)):
            windowCount += 1
            subject.onNext(element)
            if windowCount == count { rotate() }
        case .event(.error(let error)):
            subject.on(.error(error))
            forwardTerminal(.error(error))
        case .event(.completed):
            subject.on(.completed)
            forwardTerminal(.completed)
        }
    }

    /// Closes the open window and opens the next one.
    private func rotate() {
        let closed = subject
        subject = SubjectCore(kind: .publish)
        windowCount = 0
        generation += 1
        closed.on(.completed)
        forwardNext(Self.observable(of: subject))
        startTimer()
    }

    private func startTimer() {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            receive(.tick(generation: generation))
            return Disposables.create()
        }
    }
}
