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

/// The observable `map` returns: a stage of a fused chain (see ``FusedProducer``).
// Unchecked: immutable.
@usableFromInline final class MapProducer<Source, Result>: FusedProducer<Result>, @unchecked Sendable {
    @usableFromInline let transform: (Source) throws -> Result

    @inlinable
    init(upstream: Observable<Source>, transform: @escaping (Source) throws -> Result) {
        self.transform = transform
        super.init(
            upstream: upstream,
            entry: MapStage<Source, Result>.self,
            node: { producer, next in
                let transform = unsafeDowncast(producer, to: MapProducer<Source, Result>.self).transform
                return MapStage(transform: transform, next: next ?? .emit)
            },
            pull: { producer, output in
                let map = unsafeDowncast(producer, to: MapProducer<Source, Result>.self)
                guard let input = try map.input(as: Source.self) else { return }
                let result = try map.transform(input)
                output.assumingMemoryBound(to: Result?.self).pointee = result
            }
        )
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
