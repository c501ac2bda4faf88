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

/// Keeps the open array under a lock; a generation number ties each timer to the array it was started for.
final class BufferSink<Element>: SerializingSink<[Element]>, @unchecked Sendable {
    // Unchecked: `open` is guarded by its lock; the timer is a thread-safe serial disposable.
    private struct OpenBuffer {
        var elements: [Element] = []
        var generation = 0
    }

    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let open = Locked(OpenBuffer())
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
        startTimer(generation: 0)
        subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
            switch event {
            case .next(let element):
                let full = open.withLock { open -> ([Element], Int)? in
                    open.elements.append(element)
                    guard open.elements.count == count else { return nil }
                    defer { open.elements = []; open.generation += 1 }
                    return (open.elements, open.generation + 1)
                }
                if let (elements, generation) = full {
                    serialNext(elements)
                    startTimer(generation: generation)
                }
            case .error(let error):
                serialTerminal(.error(error))
            case .completed:
                let rest = open.withLock { open -> [Element] in
                    defer { open.elements = []; open.generation += 1 }
                    return open.elements
                }
                serialNext(rest)
                serialTerminal(.completed)
            }
        }))
    }

    private func startTimer(generation: Int) {
        timer.disposable = scheduler.scheduleRelative(generation, dueTime: timeSpan) { [self] generation in
            let due = open.withLock { open -> ([Element], Int)? in
                guard open.generation == generation else { return nil }
                defer { open.elements = []; open.generation += 1 }
                return (open.elements, open.generation + 1)
            }
            if let (elements, next) = due {
                serialNext(elements)
                startTimer(generation: next)
            }
            return Disposables.create()
        }
    }
}
