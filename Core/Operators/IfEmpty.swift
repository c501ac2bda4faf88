// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits `default` and completes if the sequence completes without elements.
    ///
    /// ```
    /// source:            -----|
    /// ifEmpty(default: x): -----(x|)
    /// ```
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the sequence completes without elements.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = IfEmptySink(observer: observer, other: other)
            sink.start(source)
            return sink
        }
    }
}

/// Mirrors the source; if it completes without elements, mirrors the replacement instead.
// Unchecked: `isEmpty` is only touched by the source's events, which the Rx contract serialises; the current
// subscription is `SerialSourceSink`'s.
final class IfEmptySink<Element>: SerialSourceSink<Element>, SinkObserving, @unchecked Sendable {
    private let other: Observable<Element>
    private var isEmpty = true

    init(observer: AnyObserver<Element>, other: Observable<Element>) {
        self.other = other
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        // A source that completes empty while being subscribed has already put `other` in place, which the source's
        // subscription must not replace.
        subscribeReplacing {
            source._subscribe(AnyObserver(next: { [self] in onNext($0) }, event: { [self] in on($0) }))
        }
    }

    func onNext(_ element: Element) {
        isEmpty = false
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            forwardTerminal(event)
        case .completed:
            guard isEmpty else {
                forwardTerminal(.completed)
                return
            }
            replaceSubscription(with: other._subscribe(mirroringObserver()))
        }
    }
}
