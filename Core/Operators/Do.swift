// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Runs side effects for each event and for the lifetime of each subscription, without changing the events.
    ///
    /// ```
    /// source: --1--2--|
    /// do:     --1--2--|   onNext(1), onNext(2), onCompleted() run as the events pass
    /// ```
    ///
    /// `onNext`, `onError` and `onCompleted` run before the event is forwarded, `afterNext`, `afterError` and
    /// `afterCompleted` after it; `onSubscribe` runs before subscribing to the source, `onSubscribed` after, and
    /// `onDispose` when the subscription is disposed (after `afterError`/`afterCompleted` for a terminal event,
    /// unless the observer disposed the subscription on receiving it). An error thrown by `onNext`, `afterNext`,
    /// `onError` or `onCompleted` is emitted as an `error` event; one thrown by `afterError` or `afterCompleted`
    /// comes after the sequence ended and is dropped.
    ///
    /// When the source ends while being subscribed (`just`, `error`), the sink is disposed only once subscribing
    /// returned, as in RxSwift: `onSubscribe`, the events, `onSubscribed`, then `onDispose`.
    ///
    /// - Returns: An observable with the same events.
    /// - Note: The closures run on the thread that emits (or subscribes, or disposes).
    @inlinable
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            onSubscribe?()
            let sink = DoSink(
                observer: observer,
                handlers: DoHandlers(
                    onNext: onNext,
                    afterNext: afterNext,
                    onError: onError,
                    afterError: afterError,
                    onCompleted: onCompleted,
                    afterCompleted: afterCompleted,
                    onDispose: onDispose
                )
            )
            let subscription = sink.run(source)
            onSubscribed?()
            sink.subscribed()
            return subscription
        }
    }
}

/// The closures of `do(…)`.
@usableFromInline
struct DoHandlers<Element> {
    @usableFromInline let onNext: ((Element) throws -> Void)?
    @usableFromInline let afterNext: ((Element) throws -> Void)?
    @usableFromInline let onError: ((Swift.Error) throws -> Void)?
    @usableFromInline let afterError: ((Swift.Error) throws -> Void)?
    @usableFromInline let onCompleted: (() throws -> Void)?
    @usableFromInline let afterCompleted: (() throws -> Void)?
    @usableFromInline let onDispose: (() -> Void)?

    @inlinable
    init(
        onNext: ((Element) throws -> Void)?,
        afterNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)?,
        afterError: ((Swift.Error) throws -> Void)?,
        onCompleted: (() throws -> Void)?,
        afterCompleted: (() throws -> Void)?,
        onDispose: (() -> Void)?
    ) {
        self.onNext = onNext
        self.afterNext = afterNext
        self.onError = onError
        self.afterError = afterError
        self.onCompleted = onCompleted
        self.afterCompleted = afterCompleted
        self.onDispose = onDispose
    }
}

// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// The state is whether a terminal event came while the source was being subscribed (so the sink is not disposed
// yet, and ignores what follows).
// Unchecked: the handlers are immutable; the state is only touched by `on(_:)`, which the Rx contract serialises
// (see `StatefulSink`); `handedOver` is atomic.
@usableFromInline
final class DoSink<Element>: StatefulSink<Element, Bool>, SinkObserving, @unchecked Sendable {
    @usableFromInline let handlers: DoHandlers<Element>
    /// Set by the first of ``subscribed()`` and ``end()``; the second disposes. Touched once a subscription, off the
    /// element path, by code that is not inlined (so no onNext carries its run-time exclusivity check).
    private final var handedOver = AtomicCell<Bool>(false)

    @usableFromInline
    init(observer: AnyObserver<Element>, handlers: DoHandlers<Element>) {
        self.handlers = handlers
        super.init(observer: observer, state: false)
    }

    @inlinable
    func onNext(_ element: Element) {
        if hasEnded { return }
        do {
            try handlers.onNext?(element)
            forwardNext(element)
            try handlers.afterNext?(element)
        } catch {
            if isDisposed { return }
            forward(.error(error))
            end()
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if hasEnded { return }
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            terminate(
                with: event,
                before: handlers.onError.map { handler in { try handler(error) } },
                after: handlers.afterError.map { handler in { try handler(error) } }
            )
        case .completed:
            terminate(with: event, before: handlers.onCompleted, after: handlers.afterCompleted)
        }
    }

    /// Runs `before`, forwards the terminal `event`, runs `after`, then disposes, as RxSwift does: `onDispose` follows
    /// `after…` unless the downstream observer disposed the subscription when it received the event. An error thrown
    /// by `before` is emitted instead of `event`; one thrown by `after` comes too late to be emitted (the sequence
    /// has ended) and is dropped.
    @inlinable
    func terminate(with event: Event<Element>, before: (() throws -> Void)?, after: (() throws -> Void)?) {
        do {
            try before?()
        } catch {
            if isDisposed { return }
            forward(.error(error))
            end()
            return
        }
        if isDisposed { return }
        forward(event)
        try? after?()
        end()
    }

    /// Disposes after a terminal event, or, when the source ended while being subscribed, marks the disposal as due:
    /// ``subscribed()`` performs it after `onSubscribed`, so the callbacks run in RxSwift's order (`onSubscribe`,
    /// the events, `onSubscribed`, `onDispose`).
    @usableFromInline
    func end() {
        if AtomicCell.exchange(&handedOver, true, ordering: .acquiringAndReleasing) {
            dispose()
        } else {
            state = true
        }
    }

    /// Whether the sequence ended while the source was being subscribed (so the sink is not disposed yet).
    @inlinable
    var hasEnded: Bool { state }

    /// The source's subscription returned and `onSubscribed` ran: performs a disposal that came due meanwhile.
    @usableFromInline
    func subscribed() {
        if AtomicCell.exchange(&handedOver, true, ordering: .acquiringAndReleasing) { dispose() }
    }

    override func disposeResources() {
        handlers.onDispose?()
    }
}
