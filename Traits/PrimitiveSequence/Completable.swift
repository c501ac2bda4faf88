// SPDX-License-Identifier: MIT
import RxCore

/// The trait of ``Completable``: completion or an error, no elements.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The event of a ``Completable``.
public enum CompletableEvent {
    /// The failure.
    case error(Swift.Error)
    /// Finished.
    case completed
}

extension CompletableEvent: Equatable {
    /// Whether two events are the same case; errors are equal when they have the same type, the same `NSError`
    /// domain and code, and the same description, as RxTest compares them.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.error(let left), .error(let right)): return traitErrorsEqual(left, right)
        case (.completed, .completed): return true
        default: return false
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// A closure that receives the event of a ``Completable``, as RxSwift declares it: the type of the observer
    /// `create(subscribe:)` hands to its subscribe function and of the closure `subscribe(_:)` takes.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Creates a completable from a subscribe function; only the first event it sends counts.
    ///
    /// - Parameter subscribe: Sends `.completed` or `.error(error)`; returns what to dispose. The observer it receives is `@Sendable`:
    ///   it may be called from any thread, for example from a completion handler.
    public static func create(subscribe: @escaping (@escaping @Sendable (CompletableEvent) -> Void) -> Disposable)
        -> Completable
    {
        Completable(
            raw: Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .error(let error): observer.onError(error)
                    case .completed: observer.onCompleted()
                    }
                }
            }
        )
    }

    /// Subscribes a closure that receives the completable's one event.
    ///
    /// `observer` is called once, with `.completed` or `.error(error)`.
    ///
    /// ```swift
    /// completable.subscribe { event in
    ///     if case .error(let error) = event { print(error) }
    /// }
    /// ```
    ///
    /// - Parameter observer: Called with the event, on the thread that delivers it.
    /// - Returns: The subscription.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            guard !stopped else { return }
            switch event {
            case .next: break
            case .error(let error):
                stopped = true
                observer(.error(error))
            case .completed:
                stopped = true
                observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion, the error, and disposal.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        primitiveSequence.asObservable().subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the closures are no longer
    /// called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: WeakCapture.bind(object, onCompleted),
            onError: WeakCapture.bind(object, onError),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }

    /// A completable that completes at once.
    public static func empty() -> Completable {
        Completable(raw: .empty())
    }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: .error(error))
    }

    /// A completable that never finishes.
    public static func never() -> Completable {
        Completable(raw: .never())
    }
}
