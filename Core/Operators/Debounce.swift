// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits an element only after `dueTime` passed without another one; on completion, the pending element is
    /// emitted at once before completing. Errors are emitted at once.
    ///
    /// A negative `dueTime` acts as zero: each element is emitted on the scheduler's next turn unless another one
    /// arrives first (one tick later on a `TestScheduler`). With `.never` only completion emits the pending element.
    /// As in RxSwift, neither is an error.
    ///
    /// ```
    /// source:        --a-b------c--|
    /// debounce(30):  -------b------(c|)
    /// ```
    ///
    /// - Parameters:
    ///   - dueTime: The quiet period.
    ///   - scheduler: Where the timers run and the elements are emitted.
    @inlinable
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

/// The latest element and its generation, under the sink's lock.
@usableFromInline
struct DebouncePending<Element> {
    @usableFromInline var element: Element?
    @usableFromInline var generation = 0

    @inlinable
    init() {}
}

/// Keeps the latest element and its generation; a timer emits it if no newer element arrived.
// Inlinable, with its operator: compiled for the element type where `debounce` is applied, the sink and its lock run
// without the runtime's generic metadata look-ups on every element.
@usableFromInline
// Unchecked: the pending element is the lock-owned state and the subscriptions are held by `SourceTimerSink`.
final class DebounceSink<Element>: SourceTimerSink<Element, DebouncePending<Element>>, @unchecked Sendable {
    @usableFromInline let dueTime: RxTimeInterval
    @usableFromInline let scheduler: SchedulerType

    @inlinable
    init(observer: AnyObserver<Element>, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, state: DebouncePending())
    }

    @inlinable
    func start(_ source: Observable<Element>) {
        subscribeSource {
            source._subscribe(AnyObserver(next: { [self] in onSource(.next($0)) }, event: { [self] in onSource($0) }))
        }
    }

    @inlinable
    func onSource(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let generation = withState { pending -> Int in
                pending.element = element
                pending.generation += 1
                return pending.generation
            }
            replaceTimer(
                with: scheduler.scheduleRelative(generation, dueTime: dueTime) { [self] generation in
                    let due = withState { pending -> Element? in
                        guard pending.generation == generation else { return nil }
                        defer { pending.element = nil }
                        return pending.element
                    }
                    if let due { serialNext(due) }
                    return Disposables.create()
                }
            )
        case .error:
            withState { $0.element = nil }
            serialTerminal(event)
        case .completed:
            let last = withState { pending -> Element? in
                defer { pending.element = nil; pending.generation += 1 }
                return pending.element
            }
            if let last { serialNext(last) }
            serialTerminal(.completed)
        }
    }
}
