// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Resubscribes after an error when the sequence `notificationHandler` builds from the errors emits.
    ///
    /// ```
    /// source (1st):  --a--#
    /// trigger:             ---t
    /// source (2nd):           --a--|
    /// retry(when:):  --a--------a--|
    /// ```
    ///
    /// At subscription the handler receives an observable of the source's errors and returns the trigger, which is
    /// subscribed before the source. The source is subscribed at once. When it fails with an error of type `Error`,
    /// that subscription ends at once and the error is sent to the handler's observable; the next element of the
    /// trigger then resubscribes to the source, its completion completes the result and its error fails it (until
    /// the new attempt is subscribed: a trigger that emits and then completes while a synchronous source is still
    /// failing completes the result, as in RxSwift). What
    /// the trigger does while no failure is waiting for it changes nothing, except that a trigger which ended before
    /// a failure ends the result with that same event when the failure comes (as in RxSwift). An error of
    /// another type, or one thrown by the handler, is emitted as `error`.
    ///
    /// ```swift
    /// source.retry { errors in errors.delay(.seconds(1), scheduler: scheduler) }
    /// ```
    ///
    /// - Parameter notificationHandler: Builds the trigger from the source's errors; called once per subscription.
    /// - Returns: An observable that mirrors the source, resubscribing when the trigger says so.
    /// - Note: Emits on the thread that delivers the source's events, or the trigger's terminal event; it resubscribes
    ///   on the thread of the trigger's element.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        retrying(notificationHandler)
    }

    /// Resubscribes after an error when the sequence `notificationHandler` builds from the errors emits: the form
    /// whose handler sees every error as `Swift.Error`, as RxSwift offers. See
    /// the generic `retry(when:)` for the rules; no error is left out.
    ///
    /// ```swift
    /// source.retry { errors in errors.take(3) }   // up to three retries, whatever the errors' types
    /// ```
    ///
    /// - Parameter notificationHandler: Builds the trigger from the source's errors; called once per subscription.
    /// - Returns: An observable that mirrors the source, resubscribing when the trigger says so.
    /// - Note: Emits on the thread that delivers the source's events, or the trigger's terminal event; it resubscribes
    ///   on the thread of the trigger's element.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        retrying(notificationHandler)
    }

    /// Both forms of `retry(when:)`: `Failure` is the error type the handler sees.
    private func retrying<Failure: Swift.Error, TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Failure>) throws -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = RetryWhenSink<Element, Failure, TriggerObservable.Element>(observer: observer, source: source)
            sink.start { try notificationHandler($0).asObservable() }
            return sink
        }
    }

    /// Deprecated: use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }

    /// Deprecated: use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// What the trigger has done, as far as the source's failures are concerned.
enum RetryWhenTriggerState {
    /// No failure is waiting: the trigger's elements are ignored.
    case idle
    /// A failure is waiting, until the next attempt is subscribed: each element of the trigger asks for one
    /// more attempt, its end ends the result. As in RxSwift, the failure keeps listening until an attempt is
    /// actually subscribed, so a trigger that emits and then ends while the source is still being subscribed
    /// (a synchronous failure) ends the result instead of resubscribing, and two elements in that time make
    /// two attempts (the second disposing the first at once).
    case awaitingTrigger
    /// The trigger ended (with an error, or completed when `nil`) while no failure was waiting; the next
    /// failure ends the result the same way.
    case ended(Swift.Error?)
}

/// Feeds source errors to the handler's sequence and resubscribes on each of its elements that answers a failure.
///
/// Template 2 (``SerializingSink``): the source and the trigger can both end the sequence, on their own threads;
/// each has its own entry point (`sourceEvent(_:)`, `triggerEvent(_:)`), and the trigger's state is a small
/// machine under a lock whose decisions are performed after it.
///
/// The trigger's subscription and the current attempt's are held in the sink (``SourceLoopSink``), and the handler's
/// observable of errors subscribes straight to the sink's subject: a subscription makes the sink, the subject and
/// that observable, then what subscribing the trigger and the attempts make.
// Unchecked: the error subject is thread-safe; the rest (the trigger's state under its lock, the loop and the
// subscriptions, the serialised output) is `SourceLoopSink`'s.
final class RetryWhenSink<Element, Failure: Swift.Error, TriggerElement>:
    SourceLoopSink<Element, RetryWhenTriggerState>, @unchecked Sendable
{
    private let source: Observable<Element>
    private let errors = SubjectCore<Failure>(kind: .publish)

    init(observer: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer, state: .idle)
    }

    func start(_ makeTrigger: (Observable<Failure>) throws -> Observable<TriggerElement>) {
        do {
            let notifier = try makeTrigger(RetryWhenErrors(errors))
            setSideSubscription(
                notifier._subscribe(
                    AnyObserver(next: { [self] _ in triggerFired() }, event: { [self] in triggerEvent($0) })
                )
            )
        } catch {
            serialTerminal(.error(error))
            return
        }
        requestNextSource(subscribeAttempt)
    }

    private func subscribeAttempt() {
        guard !isDisposed else { return }
        // The failure that asked for this attempt stops listening to the trigger now, not when the trigger emitted.
        withState { state in
            if case .awaitingTrigger = state { state = .idle }
        }
        subscribeSource(
            source,
            AnyObserver(next: { [self] in serialNext($0) }, event: { [self] in sourceEvent($0) })
        )
    }

    /// Receives an event of the current attempt's subscription to the source.
    private func sourceEvent(_ event: Event<Element>) {
        switch event {
        case .next(let element): serialNext(element)
        case .completed: serialTerminal(.completed)
        case .error(let error): sourceFailed(error)
        }
    }

    private func sourceFailed(_ error: Swift.Error) {
        guard let failure = error as? Failure else {
            serialTerminal(.error(error))
            return
        }
        // The failed attempt ends now, as in RxSwift; the next one starts when the trigger emits.
        endCurrentSource()
        let ended = withState { state -> Swift.Error?? in
            if case .ended(let error) = state { return .some(error) }
            state = .awaitingTrigger
            return nil
        }
        if let ended {
            serialTerminal(ended.map { .error($0) } ?? .completed)
            return
        }
        errors.onNext(failure)
    }

    /// Receives an event of the trigger.
    private func triggerEvent(_ event: Event<TriggerElement>) {
        switch event {
        case .next: triggerFired()
        case .error(let error): triggerEnded(error)
        case .completed: triggerEnded(nil)
        }
    }

    private func triggerFired() {
        let resubscribe = withState { state -> Bool in
            guard case .awaitingTrigger = state else { return false }
            return true
        }
        if resubscribe { requestNextSource(subscribeAttempt) }
    }

    private func triggerEnded(_ error: Swift.Error?) {
        let endsNow = withState { state -> Bool in
            if case .awaitingTrigger = state { return true }
            state = .ended(error)
            return false
        }
        if endsNow { serialTerminal(error.map { .error($0) } ?? .completed) }
    }

    override func disposeResources() {
        releaseSubscriptions()
    }
}

/// The observable of errors `retry(when:)` hands its handler: subscribes straight to the sink's subject, trampolined
/// as `create`'s subscriptions are. One object, where a `create` (or a producer with a closure, which captures the
/// error type's metadata here) made two.
// Unchecked: immutable; the subject is thread-safe.
final class RetryWhenErrors<Failure: Swift.Error>: Observable<Failure>, @unchecked Sendable {
    private let errors: SubjectCore<Failure>

    init(_ errors: SubjectCore<Failure>) {
        self.errors = errors
    }

    override func _subscribe(_ observer: AnyObserver<Failure>) -> Disposable {
        CurrentThreadScheduler.trampoline { errors.subscribe(observer, subject: errors) }
    }
}
