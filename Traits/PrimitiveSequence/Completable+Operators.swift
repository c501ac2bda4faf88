// SPDX-License-Identifier: MIT
import RxCore

// The operators specific to `Completable`: sequencing, joining and side effects.

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this one completes; the same as ``andThen(_:)-(Completable)``.
    public func concat(_ second: Completable) -> Completable {
        andThen(second)
    }

    /// Runs the completables one after the other; fails with the first error.
    public static func concat(_ sources: Completable...) -> Completable {
        concat(sources)
    }

    /// Runs the completables of `sequence` one after the other; fails with the first error.
    public static func concat<Sources: Sequence>(_ sequence: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
    }

    /// Runs the completables of `collection` at once; completes when every one completed, fails with the first
    /// error.
    public static func zip<Sources: Collection>(_ collection: Sources) -> Completable
    where Sources.Element == Completable {
        Completable(raw: Observable.merge(collection.map { $0.asObservable() }))
    }

    /// Runs `completables` at once; completes when every one completed, fails with the first error.
    public static func zip(_ completables: Completable...) -> Completable {
        zip(completables)
    }

    /// Runs side effects for completion, the failure and the subscription's lifetime; see `ObservableType.do`.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(
            raw: primitiveSequence.asObservable().do(
                onError: onError,
                afterError: afterError,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        )
    }
}
