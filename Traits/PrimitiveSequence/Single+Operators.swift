// SPDX-License-Identifier: MIT
import RxCore

// The operators specific to `Single`. Each forwards to the `ObservableType` operator of the same name; an error
// thrown by a closure fails the single.

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element; an error thrown by `transform` fails the single.
    ///
    /// ```
    /// single: ----1|
    /// map:    ----(f(1))|
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Transforms the element, completing empty when `transform` returns `nil`: a ``Maybe``.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }

    /// Continues with the single `selector` returns for the element.
    @inlinable
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Continues with the maybe `selector` returns for the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Continues with the completable `selector` returns for the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element only if `predicate` holds: a ``Maybe``.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// Deprecated spelling of `catchAndReturn(_:)`: on failure, succeeds with `element` instead.
    ///
    /// - Parameter element: The element emitted in place of the error.
    /// - Returns: A single that never fails.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Single<Element> {
        catchAndReturn(element)
    }

    /// The single as a ``Maybe``.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable())
    }

    /// The single as a ``Completable``, ignoring the element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.asObservable().ignoreElements())
    }

    /// Runs side effects for the success, the failure and the subscription's lifetime.
    ///
    /// `onSuccess` runs before the element is delivered and `afterSuccess` after it; `onError`/`afterError`
    /// likewise around the failure. An error thrown by one of them fails the single.
    ///
    /// - Note: The closures run on the thread that emits (or subscribes, or disposes).
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(
            raw: primitiveSequence.asObservable().do(
                onNext: onSuccess,
                afterNext: afterSuccess,
                onError: onError,
                afterError: afterError,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }

    /// Combines the elements of two singles.
    ///
    /// Succeeds with `resultSelector` of both elements once both singles have succeeded; fails with the first
    /// error (of either single or of `resultSelector`).
    ///
    /// - Parameters:
    ///   - first: The first single.
    ///   - second: The second single.
    ///   - resultSelector: Combines the two elements; called on the thread of the second success.
    /// - Returns: A single of the combined element.
    @inlinable
    public static func zip<E1, E2>(
        _ first: Single<E1>,
        _ second: Single<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }

    /// Combines the elements of any number of singles with `resultSelector` once all have succeeded; fails with
    /// the first error.
    ///
    /// - Note: Available from macOS 14, iOS 17, tvOS 17 and watchOS 10 (a parameter pack kept in a closure needs
    ///   that Swift runtime); the forms for two to eight sources are available everywhere.
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @inlinable
    public static func zip<each Source>(
        _ sources: repeat Single<each Source>,
        resultSelector: @escaping (repeat each Source) throws -> Element
    ) -> Single<Element> {
        Single(raw: Observable.zip(repeat each sources, resultSelector: resultSelector))
    }

    /// Combines the elements of the singles in `collection` with `resultSelector` once all have succeeded; an
    /// empty collection succeeds with `resultSelector([])` at once.
    ///
    /// As in RxSwift, `Element` is the element of the singles and `Result` that of the combination:
    /// `Single<Int>.zip(counts) { $0.reduce(0, +) }`.
    public static func zip<Sources: Collection, Result>(
        _ collection: Sources,
        resultSelector: @escaping ([Element]) throws -> Result
    ) -> Single<Result> where Sources.Element == Single<Element> {
        Single<Element>.zipCollection(collection, resultSelector: resultSelector)
    }

    /// Collects the elements of the singles in `collection` into an array once all have succeeded; an empty
    /// collection succeeds with `[]` at once.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Single<[Element]>
    where Sources.Element == Single<Element> {
        Single<Element>.zip(collection) { $0 }
    }
}
