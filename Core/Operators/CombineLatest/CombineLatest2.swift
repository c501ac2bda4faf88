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
            let sink = CombineLatest2Sink(observer: observer, elements: LatestPair(), resultSelector: resultSelector)
            sink.start(first, second)
            return sink
        }
    }
}

/// The sink of two-source `combineLatest`: the latest elements belong to whoever applies an input, serialised by
/// the base's ``InputSerializer``, so an element costs no lock; the selector runs outside any lock.
@usableFromInline
// Unchecked: the latest elements are touched only by the holder of the input role (see `InputSerializingSink`).
final class CombineLatest2Sink<E1, E2, Result>: Combining2SinkBase<E1, E2, LatestPair<E1, E2>, Result>,
    Combining2InputApplying, @unchecked Sendable
{
    @usableFromInline typealias First = E1
    @usableFromInline typealias Second = E2
    @usableFromInline typealias Elements = LatestPair<E1, E2>
    @usableFromInline typealias Output = Result

    @inlinable
    func applyFirst(_ element: E1) {
        state.elements.first = element
        if let second = state.elements.second {
            emit(element, second)
        } else {
            completeIfUncombinable(0, .combineLatest)
        }
    }

    @inlinable
    func applySecond(_ element: E2) {
        state.elements.second = element
        if let first = state.elements.first {
            emit(first, element)
        } else {
            completeIfUncombinable(1, .combineLatest)
        }
    }
}

/// The latest element of each source of a two-source `combineLatest`, `nil` until it has one.
@usableFromInline
struct LatestPair<First, Second> {
    @usableFromInline var first: First?
    @usableFromInline var second: Second?

    @inlinable
    init() {}
}
