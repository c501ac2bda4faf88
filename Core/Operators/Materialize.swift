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
    @inlinable
    public func materialize() -> Observable<Event<Element>> {
        let source = asObservable()
        return Producer { observer in MaterializeSink(observer: observer).run(source) }
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
    @inlinable
    public func dematerialize() -> Observable<Element.Element> {
        let source = asObservable()
        return Producer { observer in DematerializeSink<Element>(observer: observer).run(source) }
    }
}

/// Emits every event of the source as an element, then completes after the terminal one.
// Unchecked: stateless besides `Sink`'s thread-safe state.
@usableFromInline
final class MaterializeSink<Element>: Sink<Event<Element>>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    override init(observer: AnyObserver<Event<Element>>) {
        super.init(observer: observer)
    }

    @usableFromInline
    func onNext(_ element: Element) {
        forwardNext(.next(element))
    }

    @usableFromInline
    func on(_ event: Event<Element>) {
        forwardNext(event)
        if event.isStopEvent { forwardTerminal(.completed) }
    }
}

/// Sends the events the source carries as elements; the source's own terminal event ends the sequence too.
// Unchecked: stateless besides `Sink`'s thread-safe state.
@usableFromInline
final class DematerializeSink<Source: EventConvertible>: Sink<Source.Element>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    override init(observer: AnyObserver<Source.Element>) {
        super.init(observer: observer)
    }

    @usableFromInline
    func onNext(_ wrapped: Source) {
        let inner = wrapped.event
        if inner.isStopEvent { forwardTerminal(inner) } else { forward(inner) }
    }
}
