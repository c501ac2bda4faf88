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
// Unchecked: `remaining` is only touched by `onNext`, which the Rx contract serialises.
@usableFromInline
final class ElementAtSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    // Unsafe: no access spans a call, so the run-time exclusivity check (which inlined copies of this sink keep)
    // would only cost every element.
    @usableFromInline @exclusivity(unchecked) var remaining: Int

    @usableFromInline
    init(observer: AnyObserver<Element>, index: Int) {
        unsafe remaining = index
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        if unsafe remaining == 0 {
            forwardNext(element)
            forwardTerminal(.completed)
        }
        unsafe remaining -= 1
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
