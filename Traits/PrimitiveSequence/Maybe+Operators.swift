// SPDX-License-Identifier: MIT
import RxCore

// The operators specific to `Maybe`. Each forwards to the `ObservableType` operator of the same name; an error
// thrown by a closure fails the maybe.

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element; an error thrown by `transform` fails the maybe.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    /// Continues with the maybe `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element only if `predicate` holds.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// Succeeds with `default` when the maybe completes without an element: a ``Single``.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(default: `default`))
    }

    /// Continues with `other` when the maybe completes without an element.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// Continues with `other` when the maybe completes without an element: a ``Single``.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().ifEmpty(switchTo: other.asObservable()))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`: on failure, succeeds with `element` instead.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A maybe that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Maybe<Element> {
        catchAndReturn(element)
    }

    /// The maybe as a ``Completable``, ignoring the element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.asObservable().ignoreElements())
    }

    /// Runs side effects for the element, the failure, completion and the subscription's lifetime; see
    /// `ObservableType.do`. An error thrown by an `on…`/`after…` closure fails the maybe.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Maybe<Element> {
        Maybe(
            raw: primitiveSequence.asObservable().do(
                onNext: onNext,
                afterNext: afterNext,
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Combines the elements of the maybes with `resultSelector` once all have succeeded; completes empty, when one
    /// of them completes empty, once every maybe has ended (as RxSwift's `zip`); fails with the first error.
    ///
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10 (a parameter pack kept in a closure needs
    ///   that Swift runtime); the forms for two to eight sources are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @inlinable
    public static func zip<each Source>(
        _ sources: repeat Maybe<each Source>,
        resultSelector: @escaping (repeat each Source) throws -> Element
    ) -> Maybe<Element> {
        Maybe(raw: Observable.zip(repeat each sources, resultSelector: resultSelector))
    }

    /// Combines the elements of the maybes in `collection` with `resultSelector` once all have succeeded; an
    /// empty collection succeeds with `resultSelector([])` at once.
    ///
    /// As in RxSwift, `Element` is the element of the maybes and `Result` that of the combination:
    /// `Maybe<Int>.zip(counts) { $0.reduce(0, +) }`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Maybe<Result> where Sources.Element == Maybe<Element> {
        Maybe<Element>.zipCollection(collection, resultSelector: resultSelector)
    }

    /// Collects the elements of the maybes in `collection` into an array once all have succeeded.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Maybe<[Element]>
    where Sources.Element == Maybe<Element> {
        Maybe<Element>.zip(collection) { $0 }
    }
}
