// SPDX-License-Identifier: MIT
import RxCore

// The operators of `Driver` and `Signal` that combine several shared sequences of the same strategy. Each forwards
// to the `ObservableType` operator of the same name (see it for timing and marble diagrams); every input already
// delivers on the sharing scheduler, so the result does too, and it is shared by the strategy.

extension SharedSequenceConvertibleType {
    /// Merges the shared sequences `selector` returns for each element; the result shares and delivers as they do
    /// (a Driver's `flatMap` to Signals is a Signal), as in RxCocoa.
    @inlinable
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMap { selector($0).asObservable() })
    }

    /// Mirrors the shared sequence `selector` returns for the latest element, disposing the previous one; the
    /// result shares and delivers as the inner sequences do, as in RxCocoa.
    @inlinable
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// Mirrors the shared sequence `selector` returns, ignoring elements until it completes; the result shares and
    /// delivers as the inner sequences do, as in RxCocoa.
    @inlinable
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>)
        -> SharedSequence<Sharing, Result>
    {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// Combines each element with the latest element of `second` (elements before `second`'s first are dropped).
    /// `second` may share by another strategy (`signal.withLatestFrom(driver)`); the result shares as this one.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second,
        resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(
            asObservable().withLatestFrom(second.asSharedSequence(), resultSelector: resultSelector)
        )
    }

    /// Emits the latest element of `second` for each element of this sequence. `second` may share by another
    /// strategy (`signal.withLatestFrom(driver)`); the result shares as this one.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        SharedSequence<SharingStrategy, Second.Element>(asObservable().withLatestFrom(second.asSharedSequence()))
    }
}

extension SharedSequence {
    /// Merges the elements of `sources`; completes when all of them completed.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        merge(sources)
    }

    /// Merges the elements of the shared sequences in `sources`; completes when all of them completed.
    public static func merge<Sources: Collection>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Emits the elements of each shared sequence of `sources` in turn.
    public static func concat<Sources: Sequence>(_ sources: Sources) -> SharedSequence<SharingStrategy, Element>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Combines the latest elements of the shared sequences in `collection` with `resultSelector`, as RxCocoa
    /// arranges it: `Element` is the element of the sources, `Result` that of the combination.
    public static func combineLatest<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection, resultSelector: resultSelector))
    }

    /// Combines the elements with the same index of the shared sequences in `collection` with `resultSelector`, as
    /// RxCocoa arranges it: `Element` is the element of the sources, `Result` that of the combination.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection, resultSelector: resultSelector))
    }

    /// Combines the latest elements of the shared sequences in `collection` into arrays.
    public static func combineLatest<Sources: Collection>(_ collection: Sources)
        -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection))
    }

    /// Combines the elements with the same index of the shared sequences in `collection` into arrays.
    public static func zip<Sources: Collection>(_ collection: Sources)
        -> SharedSequence<SharingStrategy, [Element]>
    where Sources.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection))
    }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// Mirrors the latest inner shared sequence, disposing the previous one; the result shares and delivers as the
    /// inner sequences do (a Driver of Signals gives a Signal), as in RxCocoa.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.switchLatest()
        )
    }

    /// Merges the inner shared sequences; the result shares and delivers as they do, as in RxCocoa.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.merge()
        )
    }

    /// Merges the inner shared sequences, at most `maxConcurrent` at a time (the others wait, in order); the result
    /// shares and delivers as they do.
    ///
    /// - Parameter maxConcurrent: How many inner sequences run at once; must be positive.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(
            asObservable().map { $0.asSharedSequence().asObservable() }.merge(maxConcurrent: maxConcurrent)
        )
    }
}
