// SPDX-License-Identifier: MIT
/// The integer types `range` and `interval` work with.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Returns an observable that emits `count` consecutive integers starting at `start`, then completes.
    ///
    /// ```
    /// range(start: 1, count: 3):   (123|)
    /// ```
    ///
    /// On a `TestScheduler` subscribed at 200, `range(start: 1, count: 2)` emits `next(201, 1)`,
    /// `next(202, 2)`, `completed(203)`.
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers; must not be negative, and `start + count - 1` must not overflow.
    ///   - scheduler: Where the integers are emitted, one action each.
    @inlinable
    public static func range(
        start: Element,
        count: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        rxPrecondition(count >= 0, "range(start:count:): count must not be negative, got \(count).")
        rxPrecondition(
            count == 0 || !start.addingReportingOverflow(count - 1).overflow,
            "range(start:count:): start + count - 1 overflows \(Element.self) (start \(start), count \(count))."
        )
        let scheduling = StepScheduling(scheduler)
        return Producer { observer in
            let sink = RecursiveSourceSink(
                observer: observer,
                steps: RangeSteps(start: start, count: count),
                scheduling: scheduling
            )
            sink.start()
            return sink
        }
    }
}

/// The steps of `range`: `start + index` while `index` is below `count`.
@usableFromInline
struct RangeSteps<Element: RxAbstractInteger>: SourceSteps {
    @usableFromInline let start: Element
    @usableFromInline let count: Element
    @usableFromInline var index: Element = .zero

    @inlinable
    init(start: Element, count: Element) {
        self.start = start
        self.count = count
    }

    @inlinable
    mutating func next() -> Element? {
        guard index < count else { return nil }
        defer { index += 1 }
        return start + index
    }
}
