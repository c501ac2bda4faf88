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

/// Keeps the open window and its element count under a lock; each timer is tied to the window it was started
/// for by a generation number.
final class WindowSink<Element>: SerializingSink<Observable<Element>>, @unchecked Sendable {
    // Unchecked: `open` is guarded by its lock; the timer is a thread-safe serial disposable.
    private struct OpenWindow {
        var subject = SubjectCore<Element>(kind: .publish)
        var count = 0
        var generation = 0
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let open = Locked(OpenWindow())
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
        serialNext(Self.observable(of: open.withLock { $0.subject }))
        startTimer(generation: 0)
        subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let element):
                let (current, full) = open.withLock { open -> (SubjectCore<Element>, Bool) in
                    open.count += 1
                    return (open.subject, open.count == count)
                }
                current.onNext(element)
                if full { rotate(expected: nil) }
            case .error(let error):
                open.withLock { $0.subject }.on(.error(error))
                serialTerminal(.error(error))
            case .completed:
                open.withLock { $0.subject }.on(.completed)
                serialTerminal(.completed)
            }
        }))
    }

    /// Closes the open window and opens the next one, unless a timer for an older window asked.
    private func rotate(expected generation: Int?) {
        let swapped = open.withLock { open -> (closed: SubjectCore<Element>, opened: SubjectCore<Element>, Int)? in
            if let generation, generation != open.generation { return nil }
            let closed = open.subject
            open.subject = SubjectCore(kind: .publish)
            open.count = 0
            open.generation += 1
            return (closed, open.subject, open.generation)
        }
        guard let (closed, opened, next) = swapped else { return }
        closed.on(.completed)
        serialNext(Self.observable(of: opened))
        startTimer(generation: next)
    }

    private func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            rotate(expected: generation)
            return Disposables.create()
        }
    }
}
