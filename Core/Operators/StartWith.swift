// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits `elements` first, then the elements of this sequence.
    ///
    /// ```
    /// source:          ----c--|
    /// startWith(a, b): (ab)c--|
    /// ```
    ///
    /// - Parameter elements: The elements to emit synchronously on subscription.
    /// - Returns: An observable that starts with `elements`.
    /// - Note: Emits `elements` on the subscribing thread, then the source's events on the thread that delivers them.
    @inlinable
    public func startWith(_ elements: Element...) -> Observable<Element> {
        startWith(contentsOf: elements)
    }

    /// ``startWith(_:)`` for an array the caller already has, such as a trait's variadic arguments: no second array.
    @inlinable
    package func startWith(contentsOf elements: [Element]) -> Observable<Element> {
        // The arguments stay in the producer, so the closure captures nothing: one allocation per operator applied.
        StatefulProducer((source: asObservable(), elements: elements)) { state, observer in
            for element in state.elements { observer.onNext(element) }
            return state.source._subscribe(observer)
        }
    }
}
