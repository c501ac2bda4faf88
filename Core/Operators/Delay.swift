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

/// Schedules each event `dueTime` later and delivers the events in their original order.
///
/// Each event gets its own timer; a firing timer releases every event up to its own, and one drainer at a time
/// delivers the released events in order. Timers with the same due time may fire in any order on a concurrent
/// scheduler, but the events still arrive in the order the source sent them.
final class DelaySink<Element>: SerializingSink<Element>, @unchecked Sendable {
    // Unchecked: `pending` is guarded by its lock; `timers` is thread-safe; the rest is immutable; output is
    // serialised by `SerializingSink` and, for delayed events, by the single drainer.
    private struct Pending {
        var events: [(sequence: Int, event: Event<Element>)] = []
        var head = 0
        var nextSequence = 0
        var releasedThrough = -1
        var isDraining = false
    }

    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timers = CompositeDisposable()
    private let pending = Locked(Pending())

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
                let sequence = pending.withLock { pending -> Int in
                    let sequence = pending.nextSequence
                    pending.nextSequence += 1
                    pending.events.append((sequence, event))
                    return sequence
                }
                let timer = SingleAssignmentDisposable()
                guard let key = timers.insert(timer) else { return }
                timer.setDisposable(scheduler.scheduleRelative(sequence, dueTime: dueTime) { [self] sequence in
                    timers.remove(for: key)
                    release(through: sequence)
                    return Disposables.create()
                })
            }
        }))
    }

    /// Releases the events up to `sequence` and delivers them, unless another thread is already delivering.
    private func release(through sequence: Int) {
        let mustDrain = pending.withLock { pending -> Bool in
            pending.releasedThrough = max(pending.releasedThrough, sequence)
            if pending.isDraining { return false }
            pending.isDraining = true
            return true
        }
        guard mustDrain else { return }
        while let event = nextReleased() {
            switch event {
            case .next(let element): serialNext(element)
            default: serialTerminal(event)
            }
        }
    }

    /// The next released event, or `nil` (ending the drain) when none is released.
    private func nextReleased() -> Event<Element>? {
        pending.withLock { pending in
            guard pending.head < pending.events.count,
                pending.events[pending.head].sequence <= pending.releasedThrough
            else {
                pending.isDraining = false
                return nil
            }
            let event = pending.events[pending.head].event
            pending.head += 1
            if pending.head >= 64 && pending.head * 2 >= pending.events.count {
                pending.events.removeFirst(pending.head)
                pending.head = 0
            }
            return event
        }
    }
}
