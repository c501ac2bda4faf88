// SPDX-License-Identifier: MIT
import Foundation

extension ObservableType {
    /// Emits an element, then ignores the following ones for `dueTime`; with `latest`, the last element received
    /// during that window is emitted when it ends.
    ///
    /// ```
    /// source:                 --a-b-c-------d--|
    /// throttle(40):           --a-----c-----d--|
    /// throttle(40, latest: false): --a-----------d--|
    /// ```
    ///
    /// Completion waits for a pending latest element; errors are emitted at once.
    ///
    /// A zero or negative `dueTime` lets every element through at once. With `.never` only the first element is
    /// emitted; with `latest`, the last element received after it waits forever, and so does completion. As in
    /// RxSwift, neither is an error.
    ///
    /// - Parameters:
    ///   - dueTime: The window after each emitted element.
    ///   - latest: Whether to emit the last element of a window when it ends.
    ///   - scheduler: Where the windows are timed and delayed elements are emitted.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        let source = asObservable()
        return Producer { observer in
            let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// When `throttle` last sent, and the element waiting for its turn, under the sink's lock.
struct ThrottleWindow<Element> {
    var lastSent: Date?
    var unsent: Element?
    var completeAfterUnsent = false
}

/// RxSwift's throttle: the time of the last emission decides whether an element goes now or waits.
// Unchecked: the window is the lock-owned state and the subscriptions are held by `SourceTimerSink`.
final class ThrottleSink<Element>: SourceTimerSink<Element, ThrottleWindow<Element>>, @unchecked Sendable {
    private enum Action {
        case sendNow(Element)
        case schedule(TimeInterval)
        case nothing
    }

    private let dueTime: RxTimeInterval
    private let latest: Bool
    private let scheduler: SchedulerType

    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, latest: Bool, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer, state: ThrottleWindow())
    }

    func start(_ source: Observable<Element>) {
        subscribeSource {
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) }))
        }
    }

    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element): next(element)
        case .error:
            withState { $0.unsent = nil }
            serialTerminal(event)
        case .completed:
            let waitForUnsent = withState { window -> Bool in
                if window.unsent != nil { window.completeAfterUnsent = true }
                return window.unsent != nil
            }
            if !waitForUnsent { serialTerminal(.completed) }
        }
    }

    private func next(_ element: Element) {
        let now = scheduler.now
        let window = dueTime.rxSeconds
        let latest = self.latest
        let action = withState { state -> Action in
            let remaining = state.lastSent.map { window - now.timeIntervalSince($0) } ?? 0
            if remaining <= 0 {
                state.unsent = nil
                state.lastSent = now
                return .sendNow(element)
            }
            guard latest else { return .nothing }
            let alreadyScheduled = state.unsent != nil
            state.unsent = element
            return alreadyScheduled ? .nothing : .schedule(remaining)
        }
        switch action {
        case .sendNow(let element):
            replaceTimer(with: NopDisposable())
            serialNext(element)
        case .schedule(let remaining):
            // With a `.never` window the remaining time is infinite: the latest element waits forever, as in
            // RxSwift.
            let delay: RxTimeInterval =
                remaining.isFinite ? .nanoseconds(Int(remaining * 1_000_000_000)) : .never
            replaceTimer(
                with: scheduler.scheduleRelative((), dueTime: delay) { [self] _ in
                    propagate()
                    return Disposables.create()
                }
            )
        case .nothing:
            break
        }
    }

    private func propagate() {
        let now = scheduler.now
        let (element, complete) = withState { state -> (Element?, Bool) in
            let element = state.unsent
            if element != nil {
                state.unsent = nil
                state.lastSent = now
            }
            return (element, state.completeAfterUnsent)
        }
        if let element { serialNext(element) }
        if complete { serialTerminal(.completed) }
    }
}
