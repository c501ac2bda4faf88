// SPDX-License-Identifier: MIT
extension ObservableType {
    /// `zip(_:resultSelector:)` for two sources, with a specialised sink: no type erasure (the parameter-pack
    /// form's sink boxes each element into `Any`, queues the boxes, and casts each back for the selector).
    ///
    /// Emits `resultSelector` of the n-th elements of both sources once both have produced their n-th element;
    /// completes when both sources have completed, as RxSwift's does, even when one completed with nothing left to
    /// pair. Each source's subscription ends when that source ends. Fails with the first error of either source or
    /// of `resultSelector`.
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - resultSelector: Combines a pair of elements; called on the thread of the element completing the pair.
    /// - Returns: The combined pairs.
    @inlinable
    public static func zip<O1: ObservableConvertibleType, O2: ObservableConvertibleType>(
        _ source1: O1,
        _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let first = source1.asObservable()
        let second = source2.asObservable()
        return Producer { observer in
            let sink = Zip2Sink(observer: observer, elements: ZipQueues(), resultSelector: resultSelector)
            sink.start(first, second)
            return sink
        }
    }
}

/// The sink of two-source `zip`: the queued elements belong to whoever applies an input, serialised by the base's
/// ``InputSerializer`` as in `CombineLatest2Sink`, so an element costs no lock; the selector runs outside any lock.
@usableFromInline
// Unchecked: the queues are touched only by the holder of the input role (see `InputSerializingSink`).
final class Zip2Sink<E1, E2, Result>: Combining2SinkBase<E1, E2, ZipQueues<E1, E2>, Result>, Combining2InputApplying,
    @unchecked Sendable
{
    @usableFromInline typealias First = E1
    @usableFromInline typealias Second = E2
    @usableFromInline typealias Elements = ZipQueues<E1, E2>
    @usableFromInline typealias Output = Result

    @inlinable
    func applyFirst(_ element: E1) {
        if state.elements.second.isEmpty {
            state.elements.first.append(element)
            completeIfUncombinable(0, .zip)
        } else {
            emit(element, state.elements.second.removeFirst())
        }
    }

    @inlinable
    func applySecond(_ element: E2) {
        if state.elements.first.isEmpty {
            state.elements.second.append(element)
            completeIfUncombinable(1, .zip)
        } else {
            emit(state.elements.first.removeFirst(), element)
        }
    }
}

/// The elements of each source of a two-source `zip` waiting for their partners, oldest first. The oldest of each is
/// kept out of an array (``InlineFirstArray``), so the common case, at most one element waiting (as with
/// `Single.zip`), allocates nothing.
@usableFromInline
struct ZipQueues<First, Second> {
    @usableFromInline var first = InlineFirstArray<First>()
    @usableFromInline var second = InlineFirstArray<Second>()

    @inlinable
    init() {}
}
