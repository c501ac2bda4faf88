// SPDX-License-Identifier: MIT
/// A type-erased observer that forwards every event to a closure.
///
/// Internally an `AnyObserver` carries a second closure for `next` events alone, so the library's operators pass
/// elements along without wrapping each one in an ``Event``: one indirect call per operator and element.
///
/// ``AnyObserver`` is `Sendable` because the Rx contract allows an observer to be called from any thread as long
/// as calls are serialised; the closures it wraps follow the same contract.
@frozen
public struct AnyObserver<Element>: ObserverType {
    /// The closure type that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    @usableFromInline
    let observer: EventHandler

    @usableFromInline
    let nextHandler: (Element) -> Void

    /// Creates an observer that calls `eventHandler` for every event.
    ///
    /// - Parameter eventHandler: Receives each event.
    @inlinable
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
        self.nextHandler = { eventHandler(.next($0)) }
    }

    /// Creates an observer from a closure for elements and one for every event; `next` must behave exactly like
    /// `event(.next(element))`. Used by the library's sinks (and `Binder`).
    @inlinable
    package init(next: @escaping (Element) -> Void, event: @escaping EventHandler) {
        self.observer = event
        self.nextHandler = next
    }

    /// Wraps `observer`; wrapping an ``AnyObserver`` returns it unchanged.
    ///
    /// - Parameter observer: The observer to forward events to.
    @inlinable
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let erased = observer as? AnyObserver<Element> {
            self = erased
        } else {
            self.init(eventHandler: observer.on)
        }
    }

    /// Forwards `event` to the wrapped observer.
    @inlinable
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Forwards `.next(element)` to the wrapped observer.
    @inlinable
    public func onNext(_ element: Element) {
        nextHandler(element)
    }

    /// Returns `self`.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        self
    }
}

// Unchecked: the closures are not `@Sendable`; the Rx contract (serial delivery, any thread) is what makes sharing an
// observer between threads safe.
extension AnyObserver: @unchecked Sendable {}

extension ObserverType {
    /// Erases the type of this observer.
    @inlinable
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// Returns an observer that transforms each element with `transform` before sending it to this one.
    ///
    /// An error thrown by `transform` is sent to this observer as an `error` event.
    ///
    /// - Parameter transform: Turns a `Result` into an `Element`.
    /// - Returns: An observer of `Result`.
    @inlinable
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        // An adapter handed to user code, not an operator's sink: it has no subscription or disposal state to keep.
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
