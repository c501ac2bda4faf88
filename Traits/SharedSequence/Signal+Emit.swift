// SPDX-License-Identifier: MIT
import RxCore
import RxRelay
import RxSchedulers

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Subscribes closures for the elements, completion and disposal.
    ///
    /// - Parameters:
    ///   - onNext: Called on the main thread with each element emitted after the subscription.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once the subscription ends, on the main thread: at once when disposed there,
    ///     otherwise from the main queue.
    /// - Returns: The subscription.
    /// - Precondition: Called on the main thread.
    public func emit(
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

    /// Subscribes `@MainActor` closures for the elements, completion and disposal; `onDisposed` is sent to the main
    /// queue when the subscription is disposed on another thread.
    ///
    /// - Precondition: Called on the main thread.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    @_disfavoredOverload
    public func emit(
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
    public func emit<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        emit(
            onNext: WeakCapture.bind(object, onNext),
            onCompleted: WeakCapture.bind(object, onCompleted),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }

    /// Subscribes without handling the elements.
    ///
    /// - Precondition: Called on the main thread.
    public func emit() -> Disposable {
        emit(onNext: nil as ((Element) -> Void)?)
    }

    /// Sends every element to each of `observers`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        SharedSequenceSubscription.subscribe(asObservable(), observers: observers)
    }

    /// Sends every element, wrapped in an optional, to each of `observers`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        SharedSequenceSubscription.subscribe(asObservable(), observers: observers)
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, wrapped in an optional, into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, wrapped in an optional, into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, wrapped in an optional, into each of `relays`.
    ///
    /// - Precondition: Called on the main thread.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
