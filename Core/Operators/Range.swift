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
        return Producer { observer in
            let sink = Sink(observer: observer)
            sink.attach(
                scheduler.scheduleRecursive(Element.zero) { [sink] index, recurse in
                    if index < count {
                        sink.forward(.next(start + index))
                        recurse(index + 1)
                    } else {
                        sink.forwardTerminal(.completed)
                    }
                }
            )
            return sink
        }
    }
}
