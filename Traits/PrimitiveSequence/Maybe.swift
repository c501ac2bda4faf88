import RxCore

/// The trait of ``Maybe``: at most one element, then completion, or an error.
public enum MaybeTrait {}

/// A sequence that emits one element (`success`), completes without one, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The event of a ``Maybe``.
public enum MaybeEvent<Element> {
    /// The element; the maybe is finished.
    case success(Element)
    /// The failure.
    case error(Swift.Error)
    /// Finished without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Creates a maybe from a subscribe function; only the first event it sends counts.
    ///
    /// - Parameter subscribe: Sends `.success(element)`, `.completed` or `.error(error)`; returns what to dispose. The observer it receives is `@Sendable`:
    ///   it may be called from any thread, for example from a completion handler.
    public static func create(subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable)
        -> Maybe<Element>
    {
        Maybe(raw: Observable.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.onNext(element)
                    observer.onCompleted()
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    observer.onCompleted()
                }
            }
        })
    }

    /// Subscribes closures for the element, the error, completion without element, and disposal.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var succeeded = false
        return primitiveSequence.asObservable().subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the closures are no longer
    /// called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: Unretained.bind(object, onSuccess),
            onError: Unretained.bind(object, onError),
            onCompleted: Unretained.bind(object, onCompleted),
            onDisposed: Unretained.bind(object, onDisposed))
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A maybe that completes without an element.
    public static func empty() -> Maybe<Element> {
        Maybe(raw: .empty())
    }

    /// A maybe that fails with `error`.
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: .error(error))
    }

    /// A maybe that never finishes.
    public static func never() -> Maybe<Element> {
        Maybe(raw: .never())
    }
}
