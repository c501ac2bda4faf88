// SPDX-License-Identifier: MIT
/// A type-erased observable sequence.
///
/// Every operator returns an `Observable`. Subscribing creates a new, independent subscription (the sequence
/// is "cold") unless the sequence is explicitly shared.
///
/// `Observable` is `Sendable`: an instance is immutable after creation and may be subscribed from any thread.
open class Observable<Element>: ObservableType {
    /// Creates an observable; only subclasses call this.
    public init() {}

    /// Subscribes `observer` to the sequence.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: A disposable that cancels the subscription.
    public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        _subscribe(AnyObserver(observer))
    }

    /// The subscription entry point that subclasses override; public for technical reasons only.
    ///
    /// - Parameter observer: Receives the events.
    /// - Returns: A disposable that cancels the subscription.
    open func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        rxAbstractMethod()
    }

    /// Returns `self`.
    public final func asObservable() -> Observable<Element> {
        self
    }

    /// `true` for a sequence that ends while it is being subscribed and whose events the closure forms of
    /// `subscribe` deliver without a subscriber object (``EndingWhileSubscribed``: `just`, a fused chain over `just`).
    // A trivial value, so that asking costs any other sequence's subscription a call and nothing to release.
    @usableFromInline
    var endsWhileSubscribed: Bool {
        false
    }
}

// Unchecked: instances are immutable after initialisation (subclasses keep their state behind the synchronization
// layer, each saying so); subscribing from any thread is part of the Rx contract.
extension Observable: @unchecked Sendable {}
