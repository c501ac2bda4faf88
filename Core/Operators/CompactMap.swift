// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Transforms each element with `transform` and emits the non-`nil` results.
    ///
    /// ```
    /// source:               --1--x--3--|
    /// compactMap(Int.init): --1-----3--|
    /// ```
    ///
    /// An error thrown by `transform` is emitted as an `error` event and ends the subscription.
    ///
    /// - Parameter transform: Applied to each element, on the thread the source emits on.
    /// - Returns: An observable of the non-`nil` results.
    /// - Note: No scheduler: emits synchronously on the source's thread. No lock per element. Consecutive `map`,
    ///   `filter` and `compactMap` operators share one subscription, one closure call per operator and element.
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMapProducer(upstream: asObservable(), transform: transform)
    }
}

/// The observable `compactMap` returns: one operator of a fused chain (see ``FusedProducer``).
// Unchecked: immutable.
@usableFromInline
final class CompactMapProducer<Source, Result>: FusedProducer<Result>, FusedOperator, @unchecked Sendable {
    @usableFromInline let upstream: FusedUpstream<Source>
    @usableFromInline let transform: (Source) throws -> Result?

    @inlinable
    init(upstream: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
        let upstream = FusedUpstream(upstream)
        self.upstream = upstream
        self.transform = transform
        super.init(CompactMapProducer.self, upstream: upstream)
    }

    @inlinable
    func makeStage(next: FusedStage<Result>) -> CompactMapStage<Source, Result> {
        CompactMapStage(transform: transform, next: next)
    }

    @inlinable
    @inline(__always)
    func apply(_ input: Source) throws -> Result? {
        try transform(input)
    }
}

/// The `compactMap` stage of a fused chain (see ``FusedProducer``), created when the chain is linked.
// Unchecked: immutable.
@usableFromInline final class CompactMapStage<Source, Result>: FusedNode, @unchecked Sendable {
    @usableFromInline typealias Input = Source
    @usableFromInline typealias Output = Result
    @usableFromInline let transform: (Source) throws -> Result?
    @usableFromInline let next: FusedStage<Result>

    @inlinable
    init(transform: @escaping (Source) throws -> Result?, next: FusedStage<Result>) {
        self.transform = transform
        self.next = next
    }

    @inlinable
    @inline(__always)
    func receive(_ element: Source, _ subscription: FusedSubscription) {
        let result: Result?
        do {
            result = try transform(element)
        } catch {
            return subscription.terminate(error)
        }
        if let result, !subscription.isDisposed { next.hand(result, subscription) }
    }
}
