// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Combines each element with the latest element of `second`, once `second` has emitted.
    ///
    /// ```
    /// self:           ---a-----b--|
    /// second:         -1-----2-------
    /// withLatestFrom: ---x-----y--|   x = (a, 1), y = (b, 2)
    /// ```
    ///
    /// Completes when this sequence completes; fails when either fails or `resultSelector` throws. The subscription
    /// to `second` ends when `second` completes, as in RxSwift; its latest element is still used afterwards.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        let first = asObservable()
        let other = second.asObservable()
        return Producer { observer in
            let sink = SerializingSink<Result>(observer: observer)
            let latest = Locked<Source.Element?>(nil)
            let otherSubscription = SingleAssignmentDisposable()
            let firstSubscription = SingleAssignmentDisposable()
            sink.attach(Disposables.create(otherSubscription, firstSubscription))
            otherSubscription.setDisposable(
                other._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element): latest.withLock { $0 = element }
                        case .error(let error): sink.serialTerminal(.error(error))
                        case .completed: otherSubscription.dispose()
                        }
                    }
                )
            )
            firstSubscription.setDisposable(
                first._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            guard let value = latest.withLock({ $0 }) else { return }
                            do {
                                sink.serialNext(try resultSelector(element, value))
                            } catch {
                                sink.serialTerminal(.error(error))
                            }
                        case .error(let error):
                            sink.serialTerminal(.error(error))
                        case .completed:
                            sink.serialTerminal(.completed)
                        }
                    }
                )
            )
            return sink
        }
    }

    /// Emits the latest element of `second` each time this sequence emits, once `second` has emitted.
    ///
    /// - Note: Emits on the thread of the source that triggered the event; events are serialised, never concurrent.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
