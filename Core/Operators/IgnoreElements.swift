// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Ignores every element and forwards only the terminal event.
    ///
    /// ```
    /// source:           --a--b--|
    /// ignoreElements(): --------|
    /// ```
    ///
    /// - Returns: An observable of `Never`, which can only complete or fail.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Never>(observer: observer)
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next: break
                        case .error(let error): sink.forwardTerminal(.error(error))
                        case .completed: sink.forwardTerminal(.completed)
                        }
                    }
                )
            )
            return sink
        }
    }
}
