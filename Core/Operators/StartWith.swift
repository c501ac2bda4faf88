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
        let source = asObservable()
        return Producer { observer in
            for element in elements { observer.onNext(element) }
            return source._subscribe(observer)
        }
    }
}
