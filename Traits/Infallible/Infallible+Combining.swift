// SPDX-License-Identifier: MIT
import RxCore

// The operators of `Infallible` that combine several sequences. Each forwards to the `ObservableType` operator of
// the same name (see it for timing, marble diagrams and threading); all inner and combined sequences are
// infallible, so the result is too.

extension InfallibleType {
    /// Merges the sequences `selector` returns for each element.
    ///
    /// ```
    /// self:    -1---2----
    /// inner 1:  -a-b|
    /// inner 2:      -c|
    /// result:  --a-bc|
    /// ```
    ///
    /// As in RxSwift, `selector` may return any observable-convertible sequence; an error from it is passed
    /// downstream as an `error` event, which an infallible sequence promises never to send, so return infallible
    /// sequences (or handle the errors first).
    ///
    /// - Parameter selector: Builds the inner sequence for an element.
    /// - Returns: An infallible sequence that completes once the source and every inner sequence completed;
    ///   elements arrive on the inner sequences' threads.
    @inlinable
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMap(selector))
    }

    /// Mirrors the sequence `selector` returns for the latest element, disposing the previous one.
    ///
    /// As in RxSwift, `selector` may return any observable-convertible sequence; an error from it is passed
    /// downstream as an `error` event, which an infallible sequence promises never to send.
    ///
    /// - Parameter selector: Builds the inner sequence for an element.
    /// - Returns: An infallible sequence that completes once the source and the latest inner sequence completed.
    @inlinable
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Mirrors the sequence `selector` returns, ignoring the elements that arrive until it completes.
    ///
    /// As in RxSwift, `selector` may return any observable-convertible sequence; an error from it is passed
    /// downstream as an `error` event, which an infallible sequence promises never to send.
    ///
    /// - Parameter selector: Builds the inner sequence for an accepted element (it is not called for ignored
    ///   ones).
    /// - Returns: An infallible sequence that completes once the source and the running inner sequence completed.
    @inlinable
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Concatenates the sequences `selector` returns, subscribing to each after the previous one completed.
    ///
    /// As in RxSwift, `selector` may return any observable-convertible sequence; an error from it is passed
    /// downstream as an `error` event, which an infallible sequence promises never to send.
    ///
    /// - Parameter selector: Builds the inner sequence for an element.
    /// - Returns: An infallible sequence that completes once the source and every inner sequence completed.
    @inlinable
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }

    /// Emits the elements of `second` after this sequence completes.
    ///
    /// ```
    /// self:   -1-2|
    /// second:     -3|
    /// result: -1-2-3|
    /// ```
    ///
    /// - Parameter second: Any observable-convertible sequence of the same element, as RxSwift accepts; an error
    ///   from it is passed downstream as an `error` event, which an infallible sequence promises never to send.
    /// - Returns: An infallible sequence; `second` is subscribed when this sequence completes.
    public func concat<Second: ObservableConvertibleType>(_ second: Second) -> Infallible<Element>
    where Second.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Emits the elements of each of `sources` in turn, subscribing to each after the previous one completed.
    ///
    /// - Parameter sources: The sequences, in order.
    /// - Returns: An infallible sequence that completes after the last source; an empty list completes at once.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Combines each element with the latest element of `second` (elements before `second`'s first are dropped).
    ///
    /// - Parameters:
    ///   - second: The sequence whose latest element is combined; subscribed before the source.
    ///   - resultSelector: Combines an element with `second`'s latest. As in RxSwift it may throw, but an error it
    ///     throws is passed downstream as an `error` event, which an infallible sequence promises never to send:
    ///     don't throw.
    /// - Returns: An infallible sequence; elements arrive on the source's thread.
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Infallible<Result> {
        Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
    }

    /// Emits the latest element of `second` for each element of this sequence.
    public func withLatestFrom<Second: InfallibleType>(_ second: Second) -> Infallible<Second.Element> {
        Infallible(asObservable().withLatestFrom(second))
    }

    /// Merges the elements of `sources`; completes when all of them completed.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Merges the elements of the sequences in `sources`; completes when all of them completed.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of each sequence of `sources` in turn.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> Infallible<Element>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the sources with `resultSelector` each time any of them emits, once all
    /// have emitted; see `ObservableType.combineLatest(_:resultSelector:)`.
    ///
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10 (a parameter pack kept in a closure needs
    ///   that Swift runtime); the forms for two to eight sources are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @inlinable
    public static func combineLatest<each Source>(
        _ sources: repeat Infallible<each Source>,
        resultSelector: @escaping (repeat each Source) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(repeat each sources, resultSelector: resultSelector))
    }

    /// Combines the elements with the same index of the sources with `resultSelector`; see
    /// `ObservableType.zip(_:resultSelector:)`.
    ///
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10 (a parameter pack kept in a closure needs
    ///   that Swift runtime); the forms for two to eight sources are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @inlinable
    public static func zip<each Source>(
        _ sources: repeat Infallible<each Source>,
        resultSelector: @escaping (repeat each Source) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(repeat each sources, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the sequences in `collection` with `resultSelector`.
    public static func combineLatest<Sources: Collection, Source>(
        _ collection: Sources,
        resultSelector: @escaping ([Source]) -> Element
    ) -> Infallible<Element> where Sources.Element == Infallible<Source> {
        Infallible(Observable.combineLatest(collection, resultSelector: resultSelector))
    }

    /// Combines the elements with the same index of the sequences in `collection` with `resultSelector`.
    public static func zip<Sources: Collection, Source>(
        _ collection: Sources,
        resultSelector: @escaping ([Source]) -> Element
    ) -> Infallible<Element> where Sources.Element == Infallible<Source> {
        Infallible(Observable.zip(collection, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the sequences in `collection` into arrays.
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.combineLatest(collection))
    }

    /// Combines the elements with the same index of the sequences in `collection` into arrays.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Infallible<[Element]>
    where Sources.Element == Infallible<Element> {
        Infallible(Observable.zip(collection))
    }
}

extension InfallibleType where Element: InfallibleType {
    /// Mirrors the latest inner sequence, disposing the previous one.
    public func switchLatest() -> Infallible<Element.Element> {
        Infallible(asObservable().switchLatest())
    }

    /// Merges the inner sequences.
    public func merge() -> Infallible<Element.Element> {
        Infallible(asObservable().merge())
    }

    /// Concatenates the inner sequences.
    public func concat() -> Infallible<Element.Element> {
        Infallible(asObservable().concat())
    }
}
