// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits only the element at `index` (zero-based), then completes.
    ///
    /// ```
    /// source:        --a--b--c--|
    /// element(at: 1): -----(b|)
    /// ```
    ///
    /// If the source completes first, emits `RxError.argumentOutOfRange`.
    ///
    /// - Parameter index: The position of the element; must not be negative.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func element(at index: Int) -> Observable<Element> {
        rxPrecondition(index >= 0, "element(at:): index must not be negative, got \(index).")
        let source = asObservable()
        return Producer { observer in ElementAtSink(observer: observer, index: index).run(source) }
    }
}

// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// The state is how many elements remain before the one at `index`.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class ElementAtSink<Element>: StatefulSink<Element, Int>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    init(observer: AnyObserver<Element>, index: Int) {
        super.init(observer: observer, state: index)
    }

    @inlinable
    func onNext(_ element: Element) {
        if state == 0 {
            forwardNext(element)
            forwardTerminal(.completed)
        }
        state -= 1
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed: forwardTerminal(.error(RxError.argumentOutOfRange))
        }
    }
}
