// SPDX-License-Identifier: MIT
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

/// Collects the elements into the open array, emitting it when `count` elements arrived, when its timer fires, and
/// at completion; see ``TimeCountSink`` for how events and ticks are serialised.
final class BufferSink<Element>: TimeCountSink<Element, [Element], [Element]>, @unchecked Sendable {
    // Unchecked: the state, the open array, belongs to the holder of the role of the inputs (see `TimeCountSink`).

    init(observer: AnyObserver<[Element]>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        super.init(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler, state: [])
    }

    override func apply(_ input: Input) {
        switch input {
        case .start:
            startTimer()
        case .tick(let due):
            if due == generation { emitAndRestart() }
        case .event(.next(let element)):
            state.append(element)
            if state.count == count { emitAndRestart() }
        case .event(.error(let error)):
            forwardTerminal(.error(error))
        case .event(.completed):
            forwardNext(takeElements())
            forwardTerminal(.completed)
        }
    }

    private func takeElements() -> [Element] {
        var taken: [Element] = []
        swap(&taken, &state)
        generation += 1
        return taken
    }

    private func emitAndRestart() {
        forwardNext(takeElements())
        startTimer()
    }
}
