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
final class WindowSink<Element>: TimeCountSink<Element, Observable<Element>>, @unchecked Sendable {
    // Unchecked: `subject` and `windowCount` belong to the holder of the role of the inputs (see `TimeCountSink`).
    @exclusivity(unchecked) private var subject = SubjectCore<Element>(kind: .publish)
    @exclusivity(unchecked) private var windowCount = 0

    private static func observable(of subject: SubjectCore<Element>) -> Observable<Element> {
        Observable.create { observer in subject.subscribe(observer, subject: subject) }
    }

    override func apply(_ input: Input) {
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
}
