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
    /// A negative `timeSpan` acts as zero: an array, often empty, is emitted on every turn of the scheduler (every
    /// tick of a `TestScheduler`, until the subscription is disposed). With `.never` arrays close only when full and
    /// at completion. As in RxSwift, neither is an error.
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

/// Applies the source's events and the timer's ticks one at a time, through an ``InputSerializer``: whoever holds
/// its role updates the open array, emits it and starts the next timer, so arrays go out in order and no timer is
/// replaced by an older one, whatever threads the source and a concurrent scheduler use. Each timer is tied to the
/// array it was started for by a generation number.
final class BufferSink<Element>: Sink<[Element]>, @unchecked Sendable {
    // Unchecked: `elements` and `generation` belong to the holder of the role of `inputs`; the timer is a
    // thread-safe serial disposable, assigned by that holder only.
    private enum Input {
        case start
        case event(Event<Element>)
        case tick(generation: Int)
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let inputs = InputSerializer<Input>()
    @exclusivity(unchecked) private var elements: [Element] = []
    @exclusivity(unchecked) private var generation = 0
    private let timer = SerialDisposable()

    init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
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
            startTimer()
        case .tick(let due):
            if due == generation { emitAndRestart() }
        case .event(.next(let element)):
            elements.append(element)
            if elements.count == count { emitAndRestart() }
        case .event(.error(let error)):
            forwardTerminal(.error(error))
        case .event(.completed):
            forwardNext(takeElements())
            forwardTerminal(.completed)
        }
    }

    private func takeElements() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &elements)
        generation += 1
        return taken
    }

    private func emitAndRestart() {
        forwardNext(takeElements())
        startTimer()
    }

    private func startTimer() {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            receive(.tick(generation: generation))
            return Disposables.create()
        }
    }
}
