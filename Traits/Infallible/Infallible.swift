// SPDX-License-Identifier: MIT
import RxCore

/// A sequence that never fails: zero or more elements, then possibly `completed`.
///
/// `Infallible` is RxSwift 6's error-free trait. Unlike a ``Driver`` it neither shares its subscription nor moves
/// delivery to the main scheduler; it only promises that no `error` event arrives. Build one with
/// ``InfallibleType/create(subscribe:)``, a factory such as ``InfallibleType/just(_:)``, or by deciding what
/// replaces an error with `asInfallible(onErrorJustReturn:)`, `asInfallible(onErrorFallbackTo:)` or
/// `asInfallible(onErrorRecover:)`.
///
/// ```swift
/// let names: Infallible<String> = api.names().asInfallible(onErrorJustReturn: "")
/// names.subscribe(onNext: { label.text = $0 })
/// ```
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps `source`, which must never fail.
    @inlinable
    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable (which never sends `error`).
    @inlinable
    public func asObservable() -> Observable<Element> {
        source
    }
}

// Checked: its one stored property, an `Observable`, is Sendable.
extension Infallible: Sendable {}

/// A type that is an ``Infallible``: an observable convertible that never fails.
public protocol InfallibleType: ObservableConvertibleType {}

/// The events an ``Infallible`` can send.
public enum InfallibleEvent<Element> {
    /// The next element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
    /// The event as an `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension InfallibleEvent: Equatable where Element: Equatable {}

/// Reports an error that reached an infallible sequence's subscriber: a stop in debug builds, dropped in release.
func reportInfallibleError(_ error: Swift.Error) {
    assertionFailure("Infallible must never emit an error event; got \(error).")
}

extension Infallible {
    /// A closure that receives the events of an ``Infallible``, as RxSwift declares it: the type of the observer
    /// ``InfallibleType/create(subscribe:)`` hands to its subscribe function. It is `@Sendable`, so it may be
    /// called from any thread (one event at a time).
    public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void
}

extension InfallibleType {
    /// Creates an infallible sequence from a subscribe function.
    ///
    /// ```swift
    /// Infallible<Int>.create { observer in
    ///     observer(.next(1))
    ///     observer(.completed)
    ///     return Disposables.create()
    /// }
    /// ```
    ///
    /// - Parameter subscribe: Called for each subscriber; sends events to the observer it receives and returns
    ///   what to dispose when the subscription ends. The observer is `@Sendable`, so it may be called from any
    ///   thread (one at a time); events after `completed` or after disposal are ignored.
    /// - Returns: An infallible sequence.
    public static func create(
        subscribe: @escaping (@escaping @Sendable (InfallibleEvent<Element>) -> Void) -> Disposable
    )
        -> Infallible<Element>
    {
        Infallible(
            Observable.create { observer in
                subscribe { event in
                    switch event {
                    case .next(let element): observer.onNext(element)
                    case .completed: observer.onCompleted()
                    }
                }
            }
        )
    }

    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the sequence completes.
    ///   - onDisposed: Called once the subscription ends, after completion or disposal.
    /// - Returns: The subscription.
    /// - Note: The closures run on the thread the sequence delivers on.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that also receive `object`, which is held weakly: once it is gone the closures are
    /// no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to every closure while it is alive.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the sequence completes.
    ///   - onDisposed: Called with the object once the subscription ends.
    /// - Returns: The subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: WeakCapture.bind(object, onNext),
            onCompleted: WeakCapture.bind(object, onCompleted),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }

    /// Subscribes a closure that receives every event as an ``InfallibleEvent`` (`next` or `completed`), as
    /// RxSwift's does, so a `switch` over it needs no `error` case.
    ///
    /// An error cannot reach it from an `Infallible` built by the library; one that reaches it anyway (from a
    /// hand-made wrapper) stops debug builds with a message and is dropped in release builds.
    ///
    /// - Parameter on: Called with each event, on the thread the sequence delivers on.
    /// - Returns: The subscription.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { event in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): reportInfallibleError(error)
            }
        }
    }
}
