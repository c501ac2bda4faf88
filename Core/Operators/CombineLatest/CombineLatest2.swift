// SPDX-License-Identifier: MIT
extension ObservableType {
    /// `combineLatest(_:resultSelector:)` for two sources, with a specialised sink: no type erasure and no
    /// allocation per element (the parameter-pack form's sink boxes each element into `Any`, which allocates for a
    /// value too large for an existential's inline buffer, and casts it back for the selector).
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    @inlinable
    public static func combineLatest<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        return Producer { observer in
            let sink = CombineLatest2Sink(observer: observer, resultSelector: resultSelector)
            sink.start(first, second)
            return sink
        }
    }
}

/// The sink of two-source `combineLatest`: the latest elements belong to whoever applies an input, serialised by
/// the base's ``InputSerializer``, so an element costs no lock; the selector runs outside any lock.
@usableFromInline
// Unchecked: the latest elements are touched only by the holder of `inputs`' role (see `Combining2SinkBase`).
final class CombineLatest2Sink<E1, E2, Result>: Combining2SinkBase<E1, E2, Result>, Combining2InputApplying,
    @unchecked Sendable
{
    @usableFromInline typealias First = E1
    @usableFromInline typealias Second = E2
    @usableFromInline typealias Output = Result

    // Unsafe: owned by the holder of `inputs`' role, which orders the accesses of successive holders; no access
    // spans a call, so a run-time exclusivity check would cost every element without ever finding anything.
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var first: E1?
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var second: E2?

    @inlinable
    func applyFirst(_ element: E1) {
        unsafe first = element
        if let second = unsafe second {
            emit(element, second)
        } else {
            completeIfUncombinable(0, .combineLatest)
        }
    }

    @inlinable
    func applySecond(_ element: E2) {
        unsafe second = element
        if let first = unsafe first {
            emit(first, element)
        } else {
            completeIfUncombinable(1, .combineLatest)
        }
    }
}
