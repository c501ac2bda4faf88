// SPDX-License-Identifier: MIT
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

/// The observable `filter` returns: one operator of a fused chain (see ``FusedProducer``).
// Unchecked: immutable.
@usableFromInline final class FilterProducer<Element>: FusedProducer<Element>, FusedOperator, @unchecked Sendable {
    @usableFromInline let upstream: FusedUpstream<Element>
    @usableFromInline let predicate: (Element) throws -> Bool

    @inlinable
    init(upstream: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        let upstream = FusedUpstream(upstream)
        self.upstream = upstream
        self.predicate = predicate
        super.init(FilterProducer.self, upstream: upstream)
    }

    @inlinable
    func makeStage(next: FusedStage<Element>) -> FilterStage<Element> {
        FilterStage(predicate: predicate, next: next)
    }

    @inlinable
    @inline(__always)
    func apply(_ input: Element) throws -> Element? {
        try predicate(input) ? input : nil
    }
}

/// The `filter` stage of a fused chain (see ``FusedProducer``), created when the chain is linked.
// Unchecked: immutable.
@usableFromInline final class FilterStage<Element>: FusedNode, @unchecked Sendable {
    @usableFromInline typealias Input = Element
    @usableFromInline typealias Output = Element
    @usableFromInline let predicate: (Element) throws -> Bool
    @usableFromInline let next: FusedStage<Element>

    @inlinable
    init(predicate: @escaping (Element) throws -> Bool, next: FusedStage<Element>) {
        self.predicate = predicate
        self.next = next
    }

    @inlinable
    @inline(__always)
    func receive(_ element: Element, _ subscription: FusedSubscription) {
        let passes: Bool
        do {
            passes = try predicate(element)
        } catch {
            return subscription.terminate(error)
        }
        if passes, !subscription.isDisposed { next.hand(element, subscription) }
    }
}
