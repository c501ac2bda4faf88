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
    public func element(at index: Int) -> Observable<Element> {
        rxPrecondition(index >= 0, "element(at:): index must not be negative, got \(index).")
        let source = asObservable()
        return Producer { observer in ElementAtSink(observer: observer, index: index).run(source) }
    }
}

// Unchecked: `remaining` is only touched by `onNext`, which the Rx contract serialises.
final class ElementAtSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    private var remaining: Int

    init(observer: AnyObserver<Element>, index: Int) {
        remaining = index
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if remaining == 0 {
            forwardNext(element)
            forwardTerminal(.completed)
        }
        remaining -= 1
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed: forwardTerminal(.error(RxError.argumentOutOfRange))
        }
    }
}
