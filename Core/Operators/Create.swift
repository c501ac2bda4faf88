import Synchronization

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
        Producer { observer in
            let sink = CreateSink(observer: observer)
            sink.attach(subscribe(AnyObserver(next: { [sink] in sink.onNext($0) }, event: { [sink] in sink.on($0) })))
            return sink
        }
    }
}

// Unchecked: `stopped` is atomic and the tracker locks; events arrive serially by the Rx contract.
@usableFromInline final class CreateSink<Element>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let stopped = Atomic<Bool>(false)
    @usableFromInline let tracker = SynchronizationTracker()

    @inlinable
    func onNext(_ element: Element) {
        // The detector runs in debug builds only: `assert` drops its argument in release builds.
        assert(tracker.enter())
        defer { assert(tracker.leave()) }
        if stopped.load(ordering: .acquiring) { return }
        forwardNext(element)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        // The detector runs in debug builds only: `assert` drops its argument in release builds.
        assert(tracker.enter())
        defer { assert(tracker.leave()) }
        switch event {
        case .next:
            if stopped.load(ordering: .acquiring) { return }
            forward(event)
        case .error, .completed:
            if stopped.exchange(true, ordering: .acquiringAndReleasing) { return }
            forwardTerminal(event)
        }
    }
}
