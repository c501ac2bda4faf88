// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Turns every event into an element: the result emits `.next(event)` for each event of this sequence and
    /// completes after the terminal one.
    ///
    /// ```
    /// source:        --a--#
    /// materialize(): --x--(y|)   x = .next(a), y = .error(e)
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Event<Element>>(observer: observer)
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        sink.forwardNext(event)
                        if event.isStopEvent { sink.forwardTerminal(.completed) }
                    }
                )
            )
            return sink
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events: the inverse of ``ObservableType/materialize()``.
    ///
    /// ```
    /// source:          --x--y--|   x = .next(a), y = .completed
    /// dematerialize(): --a--|
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element.Element>(observer: observer)
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let wrapped):
                            let inner = wrapped.event
                            if inner.isStopEvent { sink.forwardTerminal(inner) } else { sink.forward(inner) }
                        case .error(let error):
                            sink.forwardTerminal(.error(error))
                        case .completed:
                            sink.forwardTerminal(.completed)
                        }
                    }
                )
            )
            return sink
        }
    }
}
