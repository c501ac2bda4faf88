extension ObservableType {
    /// Resubscribes to the sequence each time it fails, forever.
    ///
    /// ```
    /// source (1st): --a--#
    /// source (2nd):      --a--b--|
    /// retry():      --a----a--b--|
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; it resubscribes on the thread of the error.
    public func retry() -> Observable<Element> {
        retrying(attempts: nil)
    }

    /// Subscribes to the sequence up to `maxAttemptCount` times in all, resubscribing after each failure; the
    /// last failure is emitted.
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions; must be positive.
    /// - Note: Emits on the thread that delivers the source's events; it resubscribes on the thread of the error.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        rxPrecondition(maxAttemptCount > 0, "retry(_:): maxAttemptCount must be positive, got \(maxAttemptCount).")
        return retrying(attempts: maxAttemptCount)
    }

    private func retrying(attempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = RetrySink(observer: observer, source: source, attempts: attempts)
            sink.start()
            return sink
        }
    }
}

/// Resubscribes through the trampoline, so any number of synchronous failures runs in constant stack space.
final class RetrySink<Element>: Sink<Element>, @unchecked Sendable {
    // Unchecked: `remaining` is only touched when an attempt fails, which happens once per attempt, serially.
    private let source: Observable<Element>
    private var remaining: Int?
    private let current = SerialDisposable()

    init(observer: AnyObserver<Element>, source: Observable<Element>, attempts: Int?) {
        self.source = source
        self.remaining = attempts
        super.init(observer: observer)
    }

    func start() {
        attach(current)
        subscribeAgain()
    }

    private func subscribeAgain() {
        _ = CurrentThreadScheduler.instance.schedule(()) { [self] _ in
            guard !isDisposed else { return Disposables.create() }
            if let remaining { self.remaining = remaining - 1 }
            let subscription = SingleAssignmentDisposable()
            current.disposable = subscription
            subscription.setDisposable(source._subscribe(AnyObserver { [self] event in
                switch event {
                case .next(let element):
                    forwardNext(element)
                case .completed:
                    forwardTerminal(.completed)
                case .error:
                    if let remaining, remaining <= 0 {
                        forwardTerminal(event)
                    } else {
                        subscribeAgain()
                    }
                }
            }))
            return Disposables.create()
        }
    }
}
