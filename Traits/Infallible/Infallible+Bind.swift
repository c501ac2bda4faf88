// SPDX-License-Identifier: MIT
import RxCore
import RxRelay

extension InfallibleType {
    /// Sends every event to `observer`.
    ///
    /// - Parameter observer: Receives every event, on the thread that delivers it.
    /// - Returns: The subscription; dispose it to stop binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observer.on(event) }
    }

    /// Sends every event, with the element wrapped in an optional, to `observer`.
    ///
    /// - Parameter observer: Receives every event, on the thread that delivers it.
    /// - Returns: The subscription; dispose it to stop binding.
    @inlinable
    public func bind<Observer: ObserverType>(to observer: Observer) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe { event in observer.on(event.map { $0 }) }
    }

    /// Sends every event to each of `observers`.
    ///
    /// - Returns: The subscription; dispose it to stop binding.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, with the element wrapped in an optional, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().subscribe { event in observers.forEach { $0.on(event.map { $0 }) } }
    }

    /// Calls `onNext` with every element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        asObservable().subscribe(onNext: onNext)
    }

    /// Calls `onNext` with `object` and every element; `object` is held weakly: once it is gone, `onNext` is no
    /// longer called.
    ///
    /// ```swift
    /// viewModel.title.bind(with: self) { owner, title in owner.titleLabel.text = title }.disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; held weakly.
    ///   - onNext: Called for each element while `object` exists, on the thread that delivers the element.
    /// - Returns: The subscription; dispose it to stop binding.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable
    {
        asObservable().subscribe(onNext: { [weak object] element in
            guard let object else { return }
            onNext(object, element)
        })
    }

    /// Passes the sequence to `binder` and returns what it returns: `infallible.bind(to: someFunction)`.
    ///
    /// - Parameter binder: Called at once with `self`; it usually subscribes and returns the subscription.
    /// - Returns: What `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes the sequence, then `curriedArgument`, to a curried `binder`: `binder(self)(curriedArgument)`.
    ///
    /// - Parameters:
    ///   - binder: Called at once with `self`; the function it returns is called with `curriedArgument`.
    ///   - curriedArgument: The final argument of the binding.
    /// - Returns: What the curried call returns, usually the subscription.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
