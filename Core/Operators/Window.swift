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
    /// - Parameters:
    ///   - timeSpan: The longest a window stays open.
    ///   - count: The most elements in a window; must be positive.
    ///   - scheduler: Where the timer runs.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        rxPrecondition(count > 0, "window(timeSpan:count:scheduler:): count must be positive, got \(count).")
        let source = asObservable()
        return Producer { observer in
            let sink = WindowSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Applies the source's events and the timer's ticks one at a time (``InputSerializer``), so that a window is
/// emitted before any element goes into it, and an element never goes into a window already closed. A tick is tied
/// to the window it was started for by a generation number.
final class WindowSink<Element>: SerializingSink<Observable<Element>>, @unchecked Sendable {
    // Unchecked: `window`, `windowCount`, `generation` and `stopped` are touched only by the holder of `inputs`'
    // role (and by `start` before the source and the timer can send); the timer is a thread-safe serial disposable.
    private enum Input {
        case event(Event<Element>)
        case tick(generation: Int)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let inputs = InputSerializer<Input>()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private nonisolated(unsafe) var window = SubjectCore<Element>(kind: .publish)
    @exclusivity(unchecked) private nonisolated(unsafe) var windowCount = 0
    @exclusivity(unchecked) private nonisolated(unsafe) var generation = 0
    @exclusivity(unchecked) private nonisolated(unsafe) var stopped = false

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
        serialNext(Self.observable(of: window))
        startTimer(generation: 0)
        subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
            inputs.receive(.event(event)) { apply($0) }
        }))
    }

    /// Called by the holder of the inputs' role only.
    private func apply(_ input: Input) {
        if stopped { return }
        switch input {
        case .event(.next(let element)):
            windowCount += 1
            window.onNext(element)
            if windowCount == count { rotate() }
        case .event(.error(let error)):
            stopped = true
            window.on(.error(error))
            serialTerminal(.error(error))
        case .event(.completed):
            stopped = true
            window.on(.completed)
            serialTerminal(.completed)
        case .tick(let tickGeneration):
            if tickGeneration == generation { rotate() }
        }
    }

    /// Closes the open window, then emits the next one before anything goes into it. Called by the holder of the
    /// inputs' role only.
    private func rotate() {
        let closed = window
        window = SubjectCore(kind: .publish)
        windowCount = 0
        generation += 1
        closed.on(.completed)
        serialNext(Self.observable(of: window))
        startTimer(generation: generation)
    }

    private func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            inputs.receive(.tick(generation: generation)) { apply($0) }
            return Disposables.create()
        }
    }
}
