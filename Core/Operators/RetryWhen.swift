extension ObservableType {
    /// Resubscribes after an error when the sequence `notificationHandler` builds from the errors emits.
    ///
    /// The handler receives an observable of the errors; each element of the observable it returns resubscribes
    /// to the source; its completion completes the result and its error fails it. An error thrown by the handler
    /// is emitted as `error`.
    ///
    /// ```swift
    /// source.retry { errors in errors.delay(.seconds(1), scheduler: scheduler) }
    /// ```
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = RetryWhenSink<Element, Error>(observer: observer, source: source)
            sink.start { try notificationHandler($0).asObservable().map { _ in () } }
            return sink
        }
    }

    /// Deprecated: use `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) throws -> TriggerObservable
    ) -> Observable<Element> {
        retry(when: notificationHandler)
    }
}

/// Feeds source errors to the handler's sequence and resubscribes on each of its elements.
final class RetryWhenSink<Element, Failure: Swift.Error>: SerializingSink<Element>, @unchecked Sendable {
    // Unchecked: the disposables and the error subject are thread-safe; output is serialised.
    private let source: Observable<Element>
    private let errors = SubjectCore<Failure>(kind: .publish)
    private let current = SerialDisposable()
    private let trigger = SingleAssignmentDisposable()

    init(observer: AnyObserver<Element>, source: Observable<Element>) {
        self.source = source
        super.init(observer: observer)
    }

    func start(_ makeTrigger: (Observable<Failure>) throws -> Observable<Void>) {
        attach(Disposables.create(trigger, current))
        let errorObservable = Observable<Failure>.create { [errors] observer in
            errors.subscribe(observer, subject: errors)
        }
        do {
            let notifier = try makeTrigger(errorObservable)
            trigger.setDisposable(notifier._subscribe(AnyObserver { [self] event in
                switch event {
                case .next: subscribeSource()
                case .error(let error): serialTerminal(.error(error))
                case .completed: serialTerminal(.completed)
                }
            }))
        } catch {
            serialTerminal(.error(error))
            return
        }
        subscribeSource()
    }

    private func subscribeSource() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            guard !isDisposed else { return Disposables.create() }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
                switch event {
                case .next(let element): serialNext(element)
                case .completed: serialTerminal(.completed)
                case .error(let error):
                    guard let failure = error as? Failure else {
                        serialTerminal(.error(error))
                        return
                    }
                    // The failed attempt ends now, as in RxSwift; the next one starts when the trigger emits.
                    current.disposable = Disposables.create()
                    errors.onNext(failure)
                }
            }))
            return Disposables.create()
        }
    }
}
