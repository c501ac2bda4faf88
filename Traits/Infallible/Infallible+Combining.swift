import RxCore

// The operators of `Infallible` that combine several sequences. Each forwards to the `ObservableType` operator of
// the same name (see it for timing, marble diagrams and threading); all inner and combined sequences are
// infallible, so the result is too.

extension InfallibleType {
    /// Merges the infallible sequences `selector` returns for each element.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Mirrors the infallible sequence `selector` returns for the latest element, disposing the previous one.
    @inlinable
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Mirrors the infallible sequence `selector` returns, ignoring elements until it completes.
    @inlinable
    public func flatMapFirst<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Concatenates the infallible sequences `selector` returns, one after the other.
    @inlinable
    public func concatMap<Result>(_ selector: @escaping (Element) -> Infallible<Result>) -> Infallible<Result> {
        Infallible(asObservable().concatMap(selector))
    }

    /// Emits the elements of `second` after this sequence completes.
    public func concat<Second: InfallibleType>(_ second: Second) -> Infallible<Element> where Second.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Combines each element with the latest element of `second` (elements before `second`'s first are dropped).
    public func withLatestFrom<Second: InfallibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) -> Result
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
    public static func combineLatest<each Source>(
        _ sources: repeat Infallible<each Source>,
        resultSelector: @escaping (repeat each Source) -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(repeat each sources, resultSelector: resultSelector))
    }

    /// Combines the elements with the same index of the sources with `resultSelector`; see
    /// `ObservableType.zip(_:resultSelector:)`.
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
