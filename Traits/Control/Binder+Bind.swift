// SPDX-License-Identifier: MIT
// The `bind(to:)`, `drive(_:)` and `emit(to:)` overloads for a `Binder`: the binder's own observer subscribes, where
// the generic forms wrap the observer in a subscriber of their own.
import RxCore

extension ObservableType {
    /// Binds the elements to `binder`: the same events, on the same scheduler, as `bind(to:)` with any observer,
    /// chosen by the compiler when the observer is a ``Binder``.
    ///
    /// ```
    /// source: --1--2--|
    /// binder: --1--2--     (completion is ignored; an error is reported as a binding error)
    /// ```
    ///
    /// The binder's own observer subscribes, where the generic form wraps the observer in a subscriber of its own:
    /// three allocations fewer per binding (the closure, the subscriber and its handle), twelve for a table cell
    /// bound four times. As in RxSwift, the disposable returned is the source's own subscription; once the source
    /// has ended, it may keep the binder (which holds its target weakly) until it is released.
    ///
    /// - Parameter binder: Receives the elements, on its scheduler (the main scheduler unless it was given another).
    /// - Returns: The subscription; dispose it to stop the binding.
    @inlinable
    public func bind(to binder: Binder<Element>) -> Disposable {
        asObservable()._subscribe(binder.observer)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Drives `binder` with the elements: the same as `drive(_:)` with any observer, chosen by the compiler when the
    /// observer is a ``Binder``, with three allocations fewer: the binder's own observer subscribes (see `bind(to:)`).
    ///
    /// - Parameter binder: Receives the elements; the driver delivers them on the main thread.
    /// - Returns: The subscription; dispose it to stop driving.
    /// - Precondition: Called on the main thread.
    public func drive(_ binder: Binder<Element>) -> Disposable {
        SharedSequenceSubscription.subscribe(asObservable(), binder: binder)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Emits the elements to `binder`: the same as `emit(to:)` with any observer, chosen by the compiler when the
    /// observer is a ``Binder``, with three allocations fewer: the binder's own observer subscribes (see `bind(to:)`).
    ///
    /// - Parameter binder: Receives the elements; the signal delivers them on the main thread.
    /// - Returns: The subscription; dispose it to stop emitting.
    /// - Precondition: Called on the main thread.
    public func emit(to binder: Binder<Element>) -> Disposable {
        SharedSequenceSubscription.subscribe(asObservable(), binder: binder)
    }
}
