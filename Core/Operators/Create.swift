// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Creates an observable from a subscribe function.
    ///
    /// ```swift
    /// let numbers = Observable<Int>.create { observer in
    ///     observer.onNext(1)
    ///     observer.onCompleted()
    ///     return Disposables.create()
    /// }
    /// // --1|
    /// ```
    ///
    /// Each subscription calls `subscribe` with a new observer. The observer enforces the event grammar:
    /// anything sent after a terminal event, or after the subscription was disposed, is dropped. In debug builds
    /// it also reports events sent concurrently or reentrantly (see ``Hooks/synchronizationViolationHandler``).
    ///
    /// - Parameter subscribe: Emits events to the observer; returns what to dispose when the subscription ends
    ///   (after a terminal event, or on `dispose()`).
    /// - Returns: An observable that runs `subscribe` for every subscriber.
    /// - Note: Events are delivered on whatever thread `subscribe` sends them from.
    @inlinable
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        CreateProducer(subscribe)
    }
}

/// The observable `create` returns: a distinct type, so that a fused `map`, `filter` or `compactMap` chain can
/// recognise it and have its elements handed straight to the chain's first stage (see ``connecting(to:)``).
// Unchecked: immutable.
@usableFromInline final class CreateProducer<Element>: Observable<Element>, @unchecked Sendable {
    @usableFromInline
    let subscribeHandler: (AnyObserver<Element>) -> Disposable

    @inlinable
    init(_ subscribeHandler: @escaping (AnyObserver<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        CurrentThreadScheduler.trampoline {
            let sink = CreateSink(observer: observer)
            sink.attach(
                subscribeHandler(AnyObserver(next: { [sink] in sink.onNext($0) }, event: { [sink] in sink.on($0) }))
            )
            return sink
        }
    }

    /// Returns `observable` as a `CreateProducer` if that is its exact type.
    @inlinable
    static func exactly(_ observable: Observable<Element>) -> CreateProducer<Element>? {
        // Comparing the dynamic type costs a load and a compare; `as?` would be a runtime call.
        guard ObjectIdentifier(type(of: observable)) == ObjectIdentifier(CreateProducer<Element>.self) else {
            return nil
        }
        // A checked cast, not `unsafeDowncast`: where the optimiser knows the type of `observable`, it folds this
        // branch away; an unchecked cast let it read another class's fields as this one's and miscompile.
        return observable as? CreateProducer<Element>
    }

    /// Returns what subscribes a fused chain whose source is this `create`: it calls the subscribe function with
    /// an observer that feeds each element to the chain's entry, a stage of type `entryType`.
    ///
    /// The observer does what ``CreateSink`` does, on the chain's own subscription: it drops everything after a
    /// terminal event or disposal and, in debug builds, reports concurrent or reentrant events. Without a
    /// `CreateSink` in between, an element costs one call less, as it does from a subject.
    @inlinable
    func connecting<Entry: FusedNode>(
        to entryType: Entry.Type
    ) -> (FusedSubscription) -> Disposable where Entry.Input == Element {
        { [subscribeHandler] subscription in
            subscribeHandler(
                AnyObserver(
                    next: { [subscription] in subscription.receiveFromCreate($0, at: Entry.self) },
                    event: { [subscription] event in
                        switch event {
                        case .next(let element): subscription.receiveFromCreate(element, at: Entry.self)
                        case .error(let error): subscription.terminateFromCreate(error)
                        case .completed: subscription.terminateFromCreate(nil)
                        }
                    }
                )
            )
        }
    }
}

// Unchecked: the flag is atomic and the tracker locks; events arrive serially by the Rx contract.
@usableFromInline final class CreateSink<Element>: FlagSink<Element>, @unchecked Sendable {
    /// Reports events sent concurrently or reentrantly, in debug builds (`assert` drops its argument otherwise).
    @usableFromInline final var tracker = DeliveryTracker()

    // The flag (`FlagSink`) is "a terminal event was accepted": everything after it is dropped.

    @inlinable
    func onNext(_ element: Element) {
        assert(DeliveryTracker.enter(&tracker))
        defer { assert(DeliveryTracker.leave(&tracker)) }
        if isFlagSet { return }
        forwardNext(element)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        assert(DeliveryTracker.enter(&tracker))
        defer { assert(DeliveryTracker.leave(&tracker)) }
        switch event {
        case .next:
            if isFlagSet { return }
            forward(event)
        case .error, .completed:
            if testAndSetFlag() { return }
            forwardTerminal(event)
        }
    }
}
