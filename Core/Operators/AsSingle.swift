// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Holds the source's only element until the source completes, then emits it and completes: the observable behind
    /// RxTraits' `asSingle()` (with `requireElement`) and `asMaybe()`, as RxSwift's `AsSingle` and `AsMaybe` sinks.
    ///
    /// Fails with `RxError.moreThanOneElement` at a second element (and disposes the source then), and with
    /// `RxError.noElements` when the source completes empty and `requireElement` is set; an empty completion
    /// completes otherwise. The source's error is forwarded.
    ///
    /// - Parameter requireElement: Whether an empty completion fails.
    /// - Note: Emits on the thread that delivers the source's completion; no scheduler is involved.
    @inlinable
    package func onlyElementAtCompletion(requireElement: Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            AsSingleSink(observer: observer, requireElement: requireElement).run(source)
        }
    }
}

/// Keeps the only element until completion; fails at a second one. The state is the element kept.
// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// Unchecked: `requireElement` is immutable; the state is only touched by `on(_:)`, which the Rx contract serialises
// (see `StatefulSink`).
@usableFromInline
final class AsSingleSink<Element>: StatefulSink<Element, Element?>, SinkObserving, @unchecked Sendable {
    @usableFromInline let requireElement: Bool

    @usableFromInline
    init(observer: AnyObserver<Element>, requireElement: Bool) {
        self.requireElement = requireElement
        super.init(observer: observer, state: nil)
    }

    @inlinable
    func onNext(_ element: Element) {
        if state != nil {
            forwardTerminal(.error(RxError.moreThanOneElement))
        } else {
            state = element
        }
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            forwardTerminal(event)
        case .completed:
            if let element = state {
                forwardNext(element)
                forwardTerminal(.completed)
            } else {
                forwardTerminal(requireElement ? .error(RxError.noElements) : .completed)
            }
        }
    }
}
