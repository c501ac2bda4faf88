// SPDX-License-Identifier: MIT
/// A type that receives the events of an observable sequence.
///
/// Implementations may assume the event grammar: events arrive serially (never concurrently),
/// and nothing arrives after `error` or `completed`.
public protocol ObserverType {
    /// The type of the elements received.
    associatedtype Element

    /// Receives one event.
    ///
    /// - Parameter event: The event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `.next(element)`.
    @inlinable
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed`.
    @inlinable
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)`.
    @inlinable
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
