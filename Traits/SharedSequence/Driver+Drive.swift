// SPDX-License-Identifier: MIT
import RxCore
import RxRelay
import RxSchedulers

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// ```swift
    /// viewModel.title.drive(onNext: { [weak self] in self?.title = $0 }).disposed(by: bag)
    /// ```
    ///
    /// - Parameters:
    ///   - onNext: Called on the main thread with each element (the latest one at once, if there is one).
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once the subscription ends, on the main thread: at once when disposed there,
    ///     otherwise from the main queue.
    /// - Returns: The subscription.
    /// - Precondition: Called on the main thread.
    public func drive(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        SharedSequenceSubscription.subscribe(
            asObservable(),
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes `@MainActor` closures for the elements, completion and disposal.
    ///
    /// ```swift
    /// let show: @MainActor (String) -> Void = { titleLabel.text = $0 }
    /// title.drive(onNext: show)
    /// ```
    ///
    /// Closures written inside `@MainActor` code usually take the plain overload (Swift converts them), which runs
    /// them on the main thread too; this one is chosen for values typed `@MainActor`. `onDisposed` is sent to the
    /// main queue when the subscription is disposed on another thread.
    ///
    /// - Precondition: Called on the main thread.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @_disfavoredOverload
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        SharedSequenceSubscription.subscribe(
            asObservable(),
            onNext: onNext,
            onCompleted: onCompleted,
            onDisposed: onDisposed
        )
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is gone the closures are no longer
    /// called.
    ///
    /// - Precondition: Called on the main thread.
    public func drive<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        drive(
            onNext: WeakCapture.bind(object, onNext),
            onCompleted: WeakCapture.bind(object, onCompleted),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }

    /// Subscribes without handling the elements (the subscription keeps the shared source alive).
    ///
    /// - Precondition: Called on the main thread.
    public func drive() -> Disposable {
        drive(onNext: nil as ((Element) -> Void)?)
    }

    /// Sends every element to each of `observers`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        SharedSequenceSubscription.subscribe(asObservable(), observers: observers)
    }

    /// Sends every element, wrapped in an optional, to each of `observers`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        SharedSequenceSubscription.subscribe(asObservable(), observers: observers)
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, wrapped in an optional, into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, wrapped in an optional, into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Hands the driver, as an observable, to `transformation` (typically a binder function) and returns its
    /// result.
    ///
    /// - Precondition: Called on the main thread.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        SharedSequenceSubscription.ensureMainThread()
        return transformation(asObservable())
    }

    /// Hands the driver, as an observable, to a curried binder function together with `curriedArgument`.
    ///
    /// ```swift
    /// func bind(_ source: Observable<Int>) -> (String) -> Disposable { … }
    /// driver.drive(bind, curriedArgument: "label")
    /// ```
    ///
    /// - Precondition: Called on the main thread.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        SharedSequenceSubscription.ensureMainThread()
        return with(asObservable())(curriedArgument)
    }
}
