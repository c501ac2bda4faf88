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
    /// - Note: No scheduler: emits synchronously on the source's thread. No lock per element. Consecutive `map`,
    ///   `filter` and `compactMap` operators share one subscription, one closure call per operator and element.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        FilterProducer(upstream: asObservable(), predicate: predicate)
    }
}

/// The observable `filter` returns: a stage of a fused chain (see ``FusedProducer``).
// Unchecked: immutable.
@usableFromInline final class FilterProducer<Element>: FusedProducer<Element>, @unchecked Sendable {
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(upstream: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.predicate = predicate
        super.init(upstream: upstream) { producer, element, output, subscription in
            let filter = unsafeDowncast(producer, to: FilterProducer<Element>.self)
            guard let input = try filter.input(as: Element.self, element, subscription) else { return }
            guard try filter.predicate(input) else { return }
            if let subscription, subscription.isDisposed { return }
            output.assumingMemoryBound(to: Element?.self).pointee = input
        }
    }
}
