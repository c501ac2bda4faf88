extension ObservableType {
    /// Collects elements into arrays, emitted when `count` elements arrived or `timeSpan` passed since the
    /// previous array (an empty array if nothing arrived), whichever comes first.
    ///
    /// ```
    /// source:                          --a-b-c---d------|
    /// buffer(timeSpan: 50, count: 3):  ------x-------y--(z|)   x = [a, b, c], y = [d], z = []
    /// ```
    ///
    /// On completion the pending array (possibly empty) is emitted before completing; errors are emitted at once.
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array stays open.
    ///   - count: The most elements in an array; must be positive.
    ///   - scheduler: Where the timer runs and arrays emitted by it are delivered.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        rxPrecondition(count > 0, "buffer(timeSpan:count:scheduler:): count must be positive, got \(count).")
        let source = asObservable()
        return Producer { observer in
            let sink = BufferSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Applies the source's events and the timer's ticks one at a time (``InputSerializer``), so that arrays are
/// emitted in the order they were filled, whichever thread filled or closed them. A tick is tied to the array it
/// was started for by a generation number.
final class BufferSink<Element>: SerializingSink<[Element]>, @unchecked Sendable {
    // Unchecked: `elements`, `generation` and `stopped` are touched only by the holder of `inputs`' role; the timer
    // is a thread-safe serial disposable.
    private enum Input {
        case event(Event<Element>)
        case tick(generation: Int)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let inputs = InputSerializer<Input>()
    private let timer = SerialDisposable()
    @exclusivity(unchecked) private nonisolated(unsafe) var elements: [Element] = []
    @exclusivity(unchecked) private nonisolated(unsafe) var generation = 0
    @exclusivity(unchecked) private nonisolated(unsafe) var stopped = false

    init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        let subscription = SingleAssignmentDisposable()
        attach(Disposables.create(subscription, timer))
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
            elements.append(element)
            if elements.count == count { emit() }
        case .event(.error(let error)):
            stopped = true
            serialTerminal(.error(error))
        case .event(.completed):
            stopped = true
            let rest = elements
            elements = []
            generation += 1
            serialNext(rest)
            serialTerminal(.completed)
        case .tick(let tickGeneration):
            if tickGeneration == generation { emit() }
        }
    }

    /// Emits the open array and starts the next one with its timer. Called by the holder of the inputs' role only.
    private func emit() {
        let full = elements
        elements = []
        generation += 1
        serialNext(full)
        startTimer(generation: generation)
    }

    private func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            inputs.receive(.tick(generation: generation)) { apply($0) }
            return Disposables.create()
        }
    }
}
