extension ObservableType {
    /// Emits only the elements that satisfy `predicate`.
    ///
    /// ```
    /// source:        --1--2--3--4--|
    /// filter(even):  -----2-----4--|
    /// ```
    ///
    /// An error thrown by `predicate` is emitted as an `error` event and ends the subscription.
    ///
    /// - Parameter predicate: Decides whether an element is emitted; runs on the thread the source emits on.
    /// - Returns: An observable of the elements that pass; completion and errors pass through.
    /// - Note: No scheduler: emits synchronously on the source's thread. No lock per element.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in FilterSink(observer: observer, predicate: predicate).run(source) }
    }
}

// Unchecked: `predicate` is immutable; events arrive serially by the Rx contract.
@usableFromInline final class FilterSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @usableFromInline
    init(observer: AnyObserver<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        do {
            if try predicate(element) { forwardNext(element) }
        } catch {
            forwardTerminal(.error(error))
        }
    }
}
