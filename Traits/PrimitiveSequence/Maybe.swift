// SPDX-License-Identifier: MIT
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

extension MaybeEvent: Equatable where Element: Equatable {
    /// Whether two events are the same case with equal elements; errors are equal when they have the same type, the
    /// same `NSError` domain and code, and the same description, as RxTest compares them.
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): return left == right
        case (.error(let left), .error(let right)): return traitErrorsEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// A closure that receives the event of a ``Maybe``, as RxSwift declares it: the type of the observer
    /// `create(subscribe:)` hands to its subscribe function and of the closure `subscribe(_:)` takes.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Creates a maybe from a subscribe function; only the first event it sends counts.
    ///
    /// - Parameter subscribe: Sends `.success(element)`, `.completed` or `.error(error)`; returns what to dispose. The observer it receives is `@Sendable`:
    ///   it may be called from any thread, for example from a completion handler.
    public static func create(subscribe: @escaping (@escaping @Sendable (MaybeEvent<Element>) -> Void) -> Disposable)
        -> Maybe<Element>
    {
        Maybe(
            raw: Observable.create { observer in
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
            }
        )
    }

    /// Subscribes a closure that receives the maybe's one event.
    ///
    /// `observer` is called once, with `.success(element)` when the maybe emits its element (the completion that
    /// follows is not reported), `.completed` when it completes without one, or `.error(error)` when it fails.
    ///
    /// ```swift
    /// maybe.subscribe { event in
    ///     switch event {
    ///     case .success(let element): print(element)
    ///     case .completed: print("empty")
    ///     case .error(let error): print(error)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter observer: Called with the event, on the thread that delivers it.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
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
            onDisposed: onDisposed
        )
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
            onSuccess: WeakCapture.bind(object, onSuccess),
            onError: WeakCapture.bind(object, onError),
            onCompleted: WeakCapture.bind(object, onCompleted),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: .just(element))
    }

    /// A maybe of `element`, emitted on `scheduler`.
    ///
    /// ```
    /// just(1, scheduler:): -(1|)
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element.
    ///   - scheduler: Where the element, then the completion, are delivered (each in its own scheduled action, as
    ///     `Observable.just(_:scheduler:)`).
    /// - Returns: A maybe that succeeds with `element`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Maybe<Element> {
        Maybe(raw: .just(element, scheduler: scheduler))
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
