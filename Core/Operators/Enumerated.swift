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

// Unchecked: `index` is only touched by `onNext`, which the Rx contract serialises.
@usableFromInline
final class EnumeratedSink<Element>: Sink<(index: Int, element: Element)>, SinkObserving,
    @unchecked Sendable  // See above: `index` is serialised by the Rx contract.
{
    // Unsafe: no access spans a call, so the run-time exclusivity check (which inlined copies of this sink keep)
    // would only cost every element.
    @usableFromInline @exclusivity(unchecked) var index = 0

    @usableFromInline
    override init(observer: AnyObserver<(index: Int, element: Element)>) {
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        let (current, overflow) = unsafe index.addingReportingOverflow(1)
        if overflow {
            forwardTerminal(.error(RxError.overflow))
            return
        }
        forwardNext((unsafe index, element))
        unsafe index = current
    }
}
