import RxCore

/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The event of a ``Single``: a `Result`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Creates a single from a subscribe function; only the first event it sends counts.
    ///
    /// - Parameter subscribe: Sends `.success(element)` or `.failure(error)`; returns what to dispose. The observer
    ///   it receives is `@Sendable`: it may be called from any thread, for example from a completion handler.
    public static func create(subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable)
        -> Single<Element>
    {
        Single(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .failure(let error):
                    observer.onError(error)
                }
            }
        })
    }

    /// Subscribes a closure that receives the single event.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                stopped = true
                observer(.failure(RxError.noElements))
            }
        }
    }

    /// Subscribes closures for the element, the failure and disposal.
    ///
    /// A failure with no `onFailure` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.asObservable().subscribe(
            onNext: { onSuccess?($0) },
            onError: onFailure.map { handler in { handler($0) } } ?? { Hooks.defaultErrorHandler([], $0) },
            onDisposed: onDisposed)
    }

    /// Deprecated spelling of ``subscribe(onSuccess:onFailure:onDisposed:)``.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping (Swift.Error) -> Void,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] element in if let object { onSuccess?(object, element) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: .just(element))
    }

    /// A single of `element`, emitted on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: .error(error))
    }

    /// A single that never finishes.
    public static func never() -> Single<Element> {
        Single(raw: .never())
    }

    /// Transforms the element; an error thrown by `transform` fails the single.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().map(transform))
    }

    /// Continues with the single `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap { try selector($0).asObservable() })
    }

    /// Keeps the element only if `predicate` holds: a ``Maybe``.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable().filter(predicate))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// The single as a ``Maybe``.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.asObservable())
    }

    /// The single as a ``Completable``, ignoring the element.
    public func asCompletable() -> Completable {
        Completable(raw: primitiveSequence.asObservable().ignoreElements())
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
}
