import Foundation

extension ObservableType {
    /// Sends every event to each of `observers`. A binding is meant for sequences that do not fail: an error
    /// stops debug builds with a message naming it, and is logged in release builds.
    ///
    /// ```
    /// source:   --1--2--|
    /// observer: --1--2--|   (every observer receives every event)
    /// ```
    ///
    /// - Returns: The subscription; dispose it to stop the binding.
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in
            if case .error(let error) = event { reportBindingError(error) }
            observers.forEach { $0.on(event) }
        }
    }

    /// Sends every element, as an optional, to each of `observers` of optional elements.
    ///
    /// - Note: The observers receive the events on the thread that delivers them.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in
            if case .error(let error) = event { reportBindingError(error) }
            observers.forEach { $0.on(event) }
        }
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
}

/// Reports an error that reached a binding (`bind(to:)`, and RxTraits' `Binder`, `ControlProperty` and
/// `ControlEvent`, which cannot fail): a stop in debug builds, a log line in release builds.
package func reportBindingError(_ error: Swift.Error) {
    let message = "Binding error: \(error). A binding must not fail; handle errors before binding."
    FileHandle.standardError.write(Data((message + "\n").utf8))
    assertionFailure(message)
}
