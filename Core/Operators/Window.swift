// SPDX-License-Identifier: MIT
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
    /// As in RxSwift, the outer subscription and every subscription to an open window each keep the source (and
    /// the timer) alive: when the outer subscription ends while a window is subscribed (`window(…).take(1)`), that
    /// window goes on receiving elements until it fills, its timer fires, the source ends or its subscription is
    /// disposed; no new window is emitted meanwhile. The source is disposed when the last of them goes.
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

/// Sends the elements to the open window, closing it and emitting the next when `count` elements arrived or its
/// timer fires; see ``TimeCountSink`` for how events and ticks are serialised. So a window is emitted before any
/// element goes into it, and completes before the next is emitted (a window installed under a lock but emitted after
/// it could lose elements, or outlive the outer sequence).
///
/// The sink's resources (the source's subscription and the timer) are shared, through `lifetime`, by the sink and
/// each subscription to a window until that subscription ends (a window's terminal event ends it): the inputs are
/// applied, and the open window fed and rotated, until the last share goes. A window emitted once the sink was
/// disposed is dropped by `forwardNext`.
final class WindowSink<Element>: TimeCountSink<Element, Observable<Element>, Void>, @unchecked Sendable {
    // Unchecked: `subject` and `windowCount` belong to the holder of the role of the inputs (see `TimeCountSink`);
    // `lifetime` is a thread-safe disposable, set before the first input and never changed.
    private var subject = SubjectCore<Element>(kind: .publish)
    private var windowCount = 0
    /// Releases the source's subscription and the timer once the sink and every window subscription let go of
    /// them; made by ``hold(_:)``, before the first input (which the windows that use it come after).
    private var lifetime: RefCountDisposable?

    init(observer: AnyObserver<Observable<Element>>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        super.init(
            observer: observer,
            timeSpan: timeSpan,
            count: count,
            scheduler: scheduler,
            state: (),
            outlivesDisposal: true
        )
    }

    override func hold(_ resources: Disposable) -> Disposable {
        let lifetime = RefCountDisposable(disposable: resources)
        self.lifetime = lifetime
        return lifetime
    }

    /// A window over `subject`: a subscription holds a share of `lifetime` until it ends.
    private func observable(of subject: SubjectCore<Element>) -> Observable<Element> {
        guard let lifetime else { rxInternalInconsistency("window: a window was opened before the sink started") }
        return Observable.create { observer in
            let share = lifetime.retain()
            return Disposables.create(share, subject.subscribe(observer, subject: subject))
        }
    }

    override func apply(_ input: Input) {
        switch input {
        case .start:
            forwardNext(observable(of: subject))
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
        forwardNext(observable(of: subject))
        startTimer()
    }
}
