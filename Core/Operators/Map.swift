// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Transforms each element with `transform`.
    ///
    /// ```
    /// source:  --1--2--3--|
    /// map(×10): --a--b--c--|   a = 10, b = 20, c = 30
    /// ```
    ///
    /// An error thrown by `transform` is emitted as an `error` event and ends the subscription.
    ///
    /// - Parameter transform: Applied to each element, on the thread the source emits on.
    /// - Returns: An observable of the transformed elements; completion and errors pass through.
    /// - Note: No scheduler: emits synchronously on the source's thread. No lock per element. Consecutive `map`,
    ///   `filter` and `compactMap` operators share one subscription, one closure call per operator and element.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        MapProducer(upstream: asObservable(), transform: transform)
    }
}

/// The observable `map` returns: one operator of a fused chain (see ``FusedProducer``).
// Unchecked: immutable.
@usableFromInline final class MapProducer<Source, Result>: FusedProducer<Result>, FusedOperator, @unchecked Sendable {
    @usableFromInline let upstream: FusedUpstream<Source>
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(upstream: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        let upstream = FusedUpstream(upstream)
        self.upstream = upstream
        self.transform = transform
        super.init(MapProducer.self, upstream: upstream)
    }

    @inlinable
    func makeStage(next: FusedStage<Result>) -> MapStage<Source, Result> {
        MapStage(transform: transform, next: next)
    }

    @inlinable
    @inline(__always)
    func apply(_ input: Source) throws -> Result? {
        try transform(input)
    }
}

/// The `map` stage of a fused chain (see ``FusedProducer``), created when the chain is linked.
// Unchecked: immutable.
@usableFromInline final class MapStage<Source, Result>: FusedNode, @unchecked Sendable {
    @usableFromInline typealias Input = Source
    @usableFromInline typealias Output = Result
    @usableFromInline let transform: (Source) throws -> Result
    @usableFromInline let next: FusedStage<Result>

    @inlinable
    init(transform: @escaping (Source) throws -> Result, next: FusedStage<Result>) {
        self.transform = transform
        self.next = next
    }

    @inlinable
    @inline(__always)
    func receive(_ element: Source, _ subscription: FusedSubscription) {
        let result: Result
        do {
            result = try transform(element)
        } catch {
            return subscription.terminate(error)
        }
        if subscription.isDisposed { return }
        next.hand(result, subscription)
    }
}
