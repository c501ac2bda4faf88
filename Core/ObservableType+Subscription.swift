// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// - Parameter on: Called for each event, on the thread that emits it.
    /// - Returns: A disposable that cancels the subscription.
    @inlinable
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let source = asObservable()
        if source.endsWhileSubscribed {
            EndingWhileSubscribed(source).deliver(to: on)
            return EndedSubscription()
        }
        return source.subscribeObserver(SubscribeObserver(eventHandler: on))
    }

    /// Subscribes closures for the elements, the error, completion and disposal.
    ///
    /// An error with no `onError` handler goes to ``Hooks/defaultErrorHandler``, which logs it.
    ///
    /// - Parameters:
    ///   - onNext: Called for each element.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends: right after `onError` or `onCompleted` (before the
    ///     operators upstream, which dispose their own sources once they sent the event, as in RxSwift), or on
    ///     `dispose()`.
    /// - Returns: A disposable that cancels the subscription.
    /// - Note: The closures run on the thread that emits the events; use `observe(on:)` to choose it.
    @inlinable
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let source = asObservable()
        if source.endsWhileSubscribed {
            return EndingWhileSubscribed(source).subscribe(
                onNext: onNext,
                onError: onError,
                onCompleted: onCompleted,
                onDisposed: onDisposed
            )
        }
        return source.subscribeObserver(
            SubscribeObserver(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        )
    }

    /// Subscribes closures that also receive `object`, held weakly: once it is deallocated the closures are
    /// no longer called.
    ///
    /// - Parameters:
    ///   - object: The object passed to the closures; not retained.
    ///   - onNext: Called for each element.
    ///   - onError: Called once if the sequence fails.
    ///   - onCompleted: Called once if the sequence completes.
    ///   - onDisposed: Called once when the subscription ends.
    /// - Returns: A disposable that cancels the subscription.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: WeakCapture.bind(object, onNext),
            onError: WeakCapture.bind(object, onError),
            onCompleted: WeakCapture.bind(object, onCompleted),
            onDisposed: WeakCapture.bind(object, onDisposed)
        )
    }
}

extension Observable {
    /// Subscribes the closure subscriber `observer` to this sequence and returns what `subscribe` returns.
    @inlinable
    func subscribeObserver(_ observer: SubscribeObserver<Element>) -> Disposable {
        observer.attach(_subscribe(observer.asAnyObserver))
        return observer.makeHandle()
    }
}

/// The observer behind the closure-based `subscribe` forms: one allocation per subscription, two while the
/// subscription outlives `subscribe` (with the ``SubscriptionHandle`` returned to the caller).
@usableFromInline
// Unchecked: the closures are immutable; `stopped` is atomic and `handle` a once-reference of the synchronization
// layer; `onDisposed` is taken once, in `disposeResources`, which `SubscriptionBase` runs exactly once; events arrive
// serially by the Rx contract (checked by `tracker` in debug builds).
final class SubscribeObserver<Element>: SubscriptionBase, @unchecked Sendable {
    @usableFromInline let eventHandler: ((Event<Element>) -> Void)?
    @usableFromInline let nextClosure: ((Element) -> Void)?
    @usableFromInline let errorClosure: ((Swift.Error) -> Void)?
    @usableFromInline let completedClosure: (() -> Void)?
    @usableFromInline @exclusivity(unchecked) nonisolated(unsafe) var disposedClosure: (() -> Void)?
    /// The ``SubscriptionHandle`` returned to the caller: stored by ``makeHandle()`` once the source was
    /// subscribed, taken back and closed when the subscription ends (``disposeResources()``), so that a handle made
    /// after the end is refused. No `deinit` calls ``RxOnceReference/destroy()``: a stored handle holds the
    /// subscriber, so the subscriber is freed only after ``disposeResources()`` closed the reference (the call
    /// measured 2.5 instructions per subscription in `subscribe-just`, for nothing).
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var handle = RxOnceReference()
    @usableFromInline let callStack: [String]
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var stopped = RxAtomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var tracker = SynchronizationTracker.make()

    @usableFromInline
    init(
        onNext: ((Element) -> Void)?,
        onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?
    ) {
        self.eventHandler = nil
        self.nextClosure = onNext
        self.errorClosure = onError
        self.completedClosure = onCompleted
        unsafe self.disposedClosure = onDisposed
        self.callStack = onError == nil ? Hooks.captureCallStackIfEnabled() : []
    }

    @usableFromInline
    init(eventHandler: @escaping (Event<Element>) -> Void) {
        self.eventHandler = eventHandler
        self.nextClosure = nil
        self.errorClosure = nil
        self.completedClosure = nil
        unsafe self.disposedClosure = nil
        self.callStack = []
    }

    /// Returns what `subscribe` returns, once the source was subscribed: a handle while the subscription is live,
    /// an ``EndedSubscription`` when it already ended (a `just`, or any source that ends while being subscribed,
    /// then costs no handle). A subscription that ends on another thread meanwhile closes ``handle`` first: the
    /// store is refused and the caller gets a handle that is already ended.
    @inlinable
    func makeHandle() -> Disposable {
        if isDisposed { return EndedSubscription() }
        let made = SubscriptionHandle(self)
        if unsafe !RxOnceReference.store(&handle, made) { made.subscriberEnded() }
        return made
    }

    /// This subscriber as the observer to subscribe with; its closures capture only the subscriber.
    @inlinable
    var asAnyObserver: AnyObserver<Element> {
        AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) })
    }

    // Always inlined into `asAnyObserver`'s closure: the atomic load is a C call to the SIL inliner, which then
    // judged the function too large to inline (publish-fanout measured 1.4× slower).
    @inlinable @inline(__always)
    func onNext(_ element: Element) {
        // The detector runs in debug builds only: `assert` drops its argument in release builds.
        unsafe assert(SynchronizationTracker.enter(&tracker))
        defer { unsafe assert(SynchronizationTracker.leave(&tracker)) }
        if unsafe RxAtomic.load(&stopped, ordering: .acquiring) { return }
        if let eventHandler {
            eventHandler(.next(element))
        } else {
            nextClosure?(element)
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        unsafe assert(SynchronizationTracker.enter(&tracker))
        defer { unsafe assert(SynchronizationTracker.leave(&tracker)) }
        switch event {
        case .next(let element):
            if unsafe RxAtomic.load(&stopped, ordering: .acquiring) { return }
            if let eventHandler {
                eventHandler(event)
            } else {
                nextClosure?(element)
            }
        case .error(let error):
            if unsafe RxAtomic.exchange(&stopped, true, ordering: .acquiringAndReleasing) { return }
            if let eventHandler {
                eventHandler(event)
            } else if let errorClosure {
                errorClosure(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            end()
        case .completed:
            if unsafe RxAtomic.exchange(&stopped, true, ordering: .acquiringAndReleasing) { return }
            if let eventHandler {
                eventHandler(event)
            } else {
                completedClosure?()
            }
            end()
        }
    }

    /// Ends the subscription after a terminal event as RxSwift's closure `subscribe` does: `onDisposed` runs at
    /// once, and the upstream subscription is let go of, not disposed. Each upstream operator disposes itself after
    /// sending its terminal event (`do`'s `afterCompleted` runs before its source is disposed), so disposing the
    /// upstream here would run those disposals too early, before `onDisposed`. Releasing it breaks the cycle
    /// between this subscriber and the upstream sinks, whose observers capture it.
    @usableFromInline
    final func end() {
        moveToDisposed(disposingUpstream: false)
    }

    @usableFromInline
    override func disposeResources() {
        unsafe RxAtomic.store(&stopped, true, ordering: .releasing)
        // Refuses a handle `makeHandle` makes from now on, and lets go of one made already.
        unsafe RxOnceReference.close(&handle, as: SubscriptionHandle.self)?.subscriberEnded()
        let onDisposed = unsafe disposedClosure
        unsafe disposedClosure = nil
        onDisposed?()
    }
}

/// What a closure-based `subscribe` returns: it holds the subscriber only until the subscription ends.
///
/// The subscriber keeps the caller's closures, which often capture the owner of this very disposable (a view
/// model that stores its subscription, a closure that disposes its own subscription). Dropping the reference on
/// disposal, or when the subscriber terminates, breaks that cycle, as RxSwift does.
@usableFromInline
// Unchecked: `subscriber` is only touched by the one caller that wins `ended.exchange`.
final class SubscriptionHandle: Cancelable, @unchecked Sendable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var ended = RxAtomic<Bool>(false)
    @exclusivity(unchecked) private nonisolated(unsafe) var subscriber: SubscriptionBase?

    @usableFromInline
    init(_ subscriber: SubscriptionBase) {
        unsafe self.subscriber = subscriber
    }

    @usableFromInline
    var isDisposed: Bool {
        unsafe RxAtomic.load(&ended, ordering: .acquiring)
    }

    @usableFromInline
    func dispose() {
        if unsafe RxAtomic.exchange(&ended, true, ordering: .acquiringAndReleasing) { return }
        let subscriber = unsafe self.subscriber
        unsafe self.subscriber = nil
        subscriber?.dispose()
    }

    /// Drops the subscriber, which is disposing itself; the handle then reports itself disposed.
    @usableFromInline
    func subscriberEnded() {
        if unsafe RxAtomic.exchange(&ended, true, ordering: .acquiringAndReleasing) { return }
        unsafe subscriber = nil
    }
}
