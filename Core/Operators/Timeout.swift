// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Fails with `RxError.timeout` if no element arrives within `dueTime` of the subscription or of the
    /// previous element.
    ///
    /// ```
    /// source:          --a-------b--|
    /// timeout(50):     --a-----#
    /// ```
    ///
    /// A negative `dueTime` acts as zero: unless the source ends while being subscribed, the sequence times out on
    /// the scheduler's next turn after the subscription or the latest element (one tick later on a
    /// `TestScheduler`). With `.never` it never times out. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed.
    ///   - scheduler: Where the timer runs and the error is emitted.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` if no element arrives within `dueTime` of the subscription or of the previous element.
    ///
    /// A negative `dueTime` acts as zero: unless the source ends while being subscribed, `other` is subscribed on
    /// the scheduler's next turn after the subscription or the latest element (one tick later on a
    /// `TestScheduler`). With `.never` it never is. As in RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - dueTime: The longest silence allowed.
    ///   - other: The sequence to continue with after a timeout.
    ///   - scheduler: Where the timer runs.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval,
        other: Source,
        scheduler: SchedulerType
    ) -> Observable<Element> where Source.Element == Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Producer { observer in
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: fallback, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// Restarts a timer on every element; when a timer fires first, switches to the fallback.
///
/// Template 2 (``SerializingSink``): the source, the timer and the fallback send downstream from their own
/// threads, each through its own entry point (`sourceNext(_:)`, `sourceEvent(_:)`, `fallbackEvent(_:)`). The
/// source's subscription, then the fallback's, and the timer's are held in the sink (``SourceTimerSink``); it has
/// no lock-owned state.
final class TimeoutSink<Element>: SourceTimerSink<Element, Void>, @unchecked Sendable {
    // Unchecked: `generation` and `switched` are atomic; the subscriptions are `SourceTimerSink`'s; output is
    // serialised.
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>
    private let scheduler: SchedulerType
    /// Counts the source's elements: a timer fires only if none arrived since it was started. A safe cell, at the
    /// price of a run-time exclusivity check per element, next to the timer each element restarts (a scheduler
    /// call).
    private final var generation = AtomicCell<Int>(0)
    /// Whether a timer fired first and the sink switched to the fallback: set once, by that timer.
    private final var switched = AtomicCell<Bool>(false)

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, other: Observable<Element>, scheduler: SchedulerType)
    {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        // As RxSwift's, the timer first, then the source's (or the fallback's) subscription.
        super.init(observer: observer, state: (), disposeTimerFirst: true)
    }

    private var isSwitched: Bool { AtomicCell.load(&switched, ordering: .acquiring) }

    func start(_ source: Observable<Element>) {
        startTimer(for: 0)
        subscribeSource {
            source._subscribe(AnyObserver(next: { [self] in sourceNext($0) }, event: { [self] in sourceEvent($0) }))
        }
    }

    /// Receives an element of the source: restarts the timer unless the sink switched to the fallback.
    private func sourceNext(_ element: Element) {
        guard !isSwitched else { return }
        let current = AtomicCell.wrappingAdd(&generation, 1, ordering: .acquiringAndReleasing).newValue
        serialNext(element, when: { !isSwitched })
        startTimer(for: current)
    }

    /// Receives any event of the source.
    private func sourceEvent(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            sourceNext(element)
        case .error, .completed:
            guard !isSwitched else { return }
            // Checked as the event takes its place in the delivery order, as elements are.
            send(event, when: { !isSwitched })
        }
    }

    /// Receives an event of the fallback, subscribed after a timeout.
    private func fallbackEvent(_ event: Event<Element>) {
        switch event {
        case .next(let element): serialNext(element)
        case .error, .completed: serialTerminal(event)
        }
    }

    private func startTimer(for expected: Int) {
        // The expected generation is the action's state, so that the action captures only the sink.
        replaceTimer(
            with: scheduler.scheduleRelative(expected, dueTime: dueTime) { [self] expected in
                guard AtomicCell.load(&generation, ordering: .acquiring) == expected,
                    !AtomicCell.exchange(&switched, true, ordering: .acquiringAndReleasing)
                else { return Disposables.create() }
                replaceSource(
                    with: other._subscribe(
                        AnyObserver(next: { [self] in serialNext($0) }, event: { [self] in fallbackEvent($0) })
                    )
                )
                return Disposables.create()
            }
        )
    }
}
