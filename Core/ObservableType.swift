// SPDX-License-Identifier: MIT
/// A type that can be converted to an ``Observable``.
public protocol ObservableConvertibleType {
    /// The type of the elements of the sequence.
    associatedtype Element

    /// Returns the observable sequence this value represents.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of elements: the core abstraction of the library.
///
/// Conforming types implement ``subscribe(_:)``; every operator is defined on this protocol.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence.
    ///
    /// - Parameter observer: Receives the events, following the grammar `next* (error | completed)?`.
    /// - Returns: A disposable that cancels the subscription; after `dispose()` returns, the observer
    ///   receives nothing more.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps this sequence in an ``Observable``.
    public func asObservable() -> Observable<Element> {
        Observable<Element>.create { observer in self.subscribe(observer) }
    }
}
