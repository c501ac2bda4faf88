// SPDX-License-Identifier: MIT
/// The sink of `catch(_:)` and `ifEmpty(switchTo:)`: mirrors the source and, at the event that hands over (an error
/// for `catch`, a completion without elements for `ifEmpty`), mirrors a fallback sequence instead.
// Unchecked: `isEmpty` is only touched by the source's events, which the Rx contract serialises; `current` is a
// thread-safe serial disposable; `fallback` is immutable.
final class FallbackSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    /// When the sink hands over to a fallback, and to which.
    enum Fallback {
        /// At the source's error, to the sequence the handler returns for it (`catch`); an error the handler
        /// throws is emitted.
        case onError((Swift.Error) throws -> Observable<Element>)
        /// At the source's completion without elements, to this sequence (`ifEmpty(switchTo:)`).
        case ifEmpty(Observable<Element>)
    }

    private let fallback: Fallback
    private let current = SerialDisposable()
    private var isEmpty = true

    /// The observable of an operator that mirrors `source`, then `fallback`.
    static func producer(_ source: Observable<Element>, fallback: Fallback) -> Observable<Element> {
        Producer { observer in
            let sink = FallbackSink(observer: observer, fallback: fallback)
            sink.start(source)
            return sink
        }
    }

    init(observer: AnyObserver<Element>, fallback: Fallback) {
        self.fallback = fallback
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        attach(current)
        // A fallback put in `current` while the source was being subscribed (it failed, or completed empty,
        // synchronously) is not replaced by the source's subscription.
        current.replace { source._subscribe(AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) })) }
    }

    func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            guard case .onError(let handler) = fallback else { return forwardTerminal(event) }
            do {
                switchTo(try handler(error))
            } catch {
                forwardTerminal(.error(error))
            }
        case .completed:
            guard case .ifEmpty(let other) = fallback, isEmpty else { return forwardTerminal(.completed) }
            switchTo(other)
        }
    }

    private func switchTo(_ sequence: Observable<Element>) {
        current.disposable = sequence._subscribe(mirroringObserver())
    }
}
