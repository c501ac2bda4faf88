// SPDX-License-Identifier: MIT
import Foundation

extension ObservableType {
    /// Sends every event, errors included, to `observer`, as RxSwift does: an observer that cannot take an error
    /// (a `Binder`, a relay) reports it itself.
    ///
    /// ```
    /// source:   --1--2--|
    /// observer: --1--2--|
    /// ```
    ///
    /// - Parameter observer: Receives every event.
    /// - Returns: The subscription; dispose it to stop the binding.
    /// - Note: The observer receives the events on the thread that delivers them. The same as the variadic form
    ///   with one observer, without the array it would build and walk for every event.
    @inlinable
    public func bind<Observer: ObserverType>(to observer: Observer) -> Disposable
    where Observer.Element == Element {
        subscribe { event in observer.on(event) }
    }

    /// Sends every event, the elements as optionals, to `observer`, an observer of optional elements; errors
    /// included.
    ///
    /// - Parameter observer: Receives every event.
    /// - Returns: The subscription; dispose it to stop the binding.
    /// - Note: The observer receives the events on the thread that delivers them.
    @inlinable
    public func bind<Observer: ObserverType>(to observer: Observer) -> Disposable
    where Observer.Element == Element? {
        subscribe { event in observer.on(event.map { $0 as Element? }) }
    }

    /// Sends every event, errors included, to each of `observers`, as RxSwift does: an observer that cannot take
    /// an error (a `Binder`, a relay) reports it itself.
    ///
    /// ```
    /// source:   --1--2--|
    /// observer: --1--2--|   (every observer receives every event)
    /// ```
    ///
    /// - Returns: The subscription; dispose it to stop the binding.
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, the elements as optionals, to each of `observers` of optional elements; errors included.
    ///
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Passes the sequence to `binder` and returns what it returns: `observable.bind(to: someFunction)`.
    ///
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence and `curriedArgument` to a curried `binder`.
    ///
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; an error is a programming error, as for `bind(to:)`.
    ///
    /// - Parameter onNext: Called for each element.
    /// - Returns: The subscription.
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { reportBindingError($0) })
    }

    /// Subscribes `onNext` to the elements, with `object`, held weakly: once it is gone, `onNext` is no longer
    /// called. An error is a programming error, as for ``bind(onNext:)``.
    ///
    /// ```swift
    /// viewModel.title.bind(with: self) { owner, title in owner.titleLabel.text = title }.disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; held weakly.
    ///   - onNext: Called for each element while `object` exists.
    /// - Returns: The subscription.
    /// - Note: `onNext` runs on the thread that delivers the elements.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable
    {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { reportBindingError($0) }
        )
    }
}

/// Reports an error that reached a binding (`bind(to:)`, and RxTraits' `Binder`, `ControlProperty` and
/// `ControlEvent`, which cannot fail): a stop in debug builds, a log line in release builds.
@usableFromInline
package func reportBindingError(_ error: Swift.Error) {
    let message = "Binding error: \(error). A binding must not fail; handle errors before binding."
    FileHandle.standardError.write(Data((message + "\n").utf8))
    assertionFailure(message)
}
