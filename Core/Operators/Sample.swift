// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the latest element of this sequence each time `sampler` emits, if a new one arrived since the
    /// previous sample (or `defaultValue`, when given, if none did).
    ///
    /// ```
    /// source:  --a--b-----c--|
    /// sampler: ------x--x-----x|
    /// sample:  ------b--------c|
    /// ```
    ///
    /// When this sequence completes, the result completes at the next sample (or when the sampler completes), as
    /// in RxSwift; the sampler completing alone does not complete the result. Errors from either
    /// sequence are emitted at once.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        let source = asObservable()
        let trigger = sampler.asObservable()
        return Producer { observer in
            let sink = SerializingSink<Element>(observer: observer)
            let state = Locked<(element: Element?, atEnd: Bool)>((nil, false))
            let sourceSubscription = SingleAssignmentDisposable()
            let samplerSubscription = SingleAssignmentDisposable()
            sink.attach(Disposables.create(sourceSubscription, samplerSubscription))
            sourceSubscription.setDisposable(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element): state.withLock { $0.element = element }
                        case .error: sink.serialTerminal(event)
                        case .completed:
                            state.withLock { $0.atEnd = true }
                            sourceSubscription.dispose()
                        }
                    }
                )
            )
            samplerSubscription.setDisposable(
                trigger._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next, .completed:
                            let (element, atEnd) = state.withLock { state -> (Element?, Bool) in
                                defer { state.element = nil }
                                return (state.element ?? defaultValue, state.atEnd)
                            }
                            if let element { sink.serialNext(element) }
                            if atEnd { sink.serialTerminal(.completed) }
                        case .error(let error):
                            sink.serialTerminal(.error(error))
                        }
                    }
                )
            )
            return sink
        }
    }
}
