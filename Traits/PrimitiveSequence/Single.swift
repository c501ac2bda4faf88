// SPDX-License-Identifier: MIT
import RxCore

/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element (`success`) or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The event of a ``Single``: a `Result`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A closure that receives the event of a ``Single``, as RxSwift declares it: the type of the observer
    /// `create(subscribe:)` hands to its subscribe function and of the closure `subscribe(_:)` takes.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Creates a single from a subscribe function; only the first event it sends counts.
    ///
    /// - Parameter subscribe: Sends `.success(element)` or `.failure(error)`; returns what to dispose. The observer
    ///   it receives is `@Sendable`: it may be called from any thread, for example from a completion handler.
    public static func create(subscribe: @escaping (@escaping @Sendable (SingleEvent<Element>) -> Void) -> Disposable)
        -> Single<Element>
    {
        Single(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .success(let element):
                        observer.onNext(element)
                        observer.onCompleted()
                    case .failure(let error):
                        observer.onError(error)
                    }
                }
            }
        )
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
    @inlinable
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        // The closures are handed on as they are: wrapping each in another closure cost an allocation apiece.
        primitiveSequence.asObservable().subscribe(
            onNext: onSuccess,
            onError: onFailure ?? { Hooks.defaultErrorHandler([], $0) },
            onDisposed: onDisposed
        )
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
            onSuccess: WeakCapture.bind(object, onSuccess),
            onFailure: WeakCapture.bind(object, onFailure),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
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
}
