// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the source's first element, or `nil` when the source completes empty, then completes: the observable
    /// behind RxTraits' `first()`, as RxSwift's `First` sink. The source is disposed once the first element was sent.
    ///
    /// - Note: Emits on the thread that delivers the source's first event; no scheduler is involved.
    @inlinable
    package func firstOrNil() -> Observable<Element?> {
        let source = asObservable()
        return Producer { observer in FirstSink(observer: observer).run(source) }
    }
}

/// Sends the first element (or `nil` at an empty completion) and completes.
// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// Unchecked: stateless beyond `Sink`'s.
@usableFromInline
final class FirstSink<Element>: Sink<Element?>, SinkObserving, @unchecked Sendable {
    @inlinable
    func onNext(_ element: Element) {
        forwardNext(element)
        forwardTerminal(.completed)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error(let error):
            forwardTerminal(.error(error))
        case .completed:
            forwardNext(nil)
            forwardTerminal(.completed)
        }
    }
}
