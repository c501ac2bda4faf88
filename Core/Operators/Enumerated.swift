// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Pairs each element with its zero-based index.
    ///
    /// ```
    /// source:       --a--b--|
    /// enumerated(): --x--y--|   x = (0, a), y = (1, b)
    /// ```
    ///
    /// - Returns: An observable of `(index, element)` pairs; each subscription counts from 0.
    /// - Note: No scheduler: emits synchronously on the source's thread.
    @inlinable
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Producer { observer in EnumeratedSink(observer: observer).run(source) }
    }
}

/// Pairs each element with its index, which is the sink's state (see `StatefulSink`).
// Unchecked: the index is only touched by `onNext`, which the Rx contract serialises.
@usableFromInline
final class EnumeratedSink<Element>: StatefulSink<(index: Int, element: Element), Int>, SinkObserving,
    @unchecked Sendable
{
    @usableFromInline
    init(observer: AnyObserver<(index: Int, element: Element)>) {
        super.init(observer: observer, state: 0)
    }

    @inlinable
    func onNext(_ element: Element) {
        let index = state
        let (next, overflow) = index.addingReportingOverflow(1)
        if overflow {
            forwardTerminal(.error(RxError.overflow))
            return
        }
        forwardNext((index, element))
        state = next
    }
}
