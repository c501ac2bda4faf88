// SPDX-License-Identifier: MIT
import RxCore

// `andThen`: a completable followed by a second sequence. Not a `concat` of the two: the subscription holds only
// the second sequence, so the first one, and what it captured, can go as soon as it completed (as in RxSwift).

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Runs `second` after this one completes.
    ///
    /// ```
    /// self:    ---|
    /// second:     --|
    /// andThen: -----|
    /// ```
    ///
    /// - Parameter second: Subscribed when this completable completes, on the thread of that completion.
    /// - Returns: A completable that completes when `second` completes and fails with the first error.
    /// - Note: This completable's subscription is disposed at its completion, and the subscription of the result
    ///   keeps only `second`, so the first completable is released while `second` runs.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: andThenObservable(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Emits `second`'s element after this one completes.
    ///
    /// - Parameter second: Subscribed when this completable completes, on the thread of that completion.
    /// - Returns: A single of `second`'s element; it fails with the first error.
    /// - Note: This completable is released at its completion, as in ``andThen(_:)-(Completable)``.
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: andThenObservable(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Continues with `second` after this one completes.
    ///
    /// - Parameter second: Subscribed when this completable completes, on the thread of that completion.
    /// - Returns: A maybe of `second`'s element, if any; it fails with the first error.
    /// - Note: This completable is released at its completion, as in ``andThen(_:)-(Completable)``.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: andThenObservable(primitiveSequence.asObservable(), second.asObservable()))
    }

    /// Continues with the elements of `second` after this one completes.
    ///
    /// - Parameter second: Subscribed when this completable completes, on the thread of that completion.
    /// - Returns: An observable of `second`'s elements; it fails with the first error.
    /// - Note: This completable is released at its completion, as in ``andThen(_:)-(Completable)``.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        andThenObservable(primitiveSequence.asObservable(), second)
    }
}

/// Subscribes `first`; when it completes, subscribes `second` in its place and mirrors it. An error of `first`
/// ends the sequence.
///
/// Each subscription holds `second` and the current subscription only: `first`'s subscription is replaced (and so
/// disposed) at its completion, after `second` was subscribed.
private func andThenObservable<Element>(
    _ first: Observable<Swift.Never>,
    _ second: Observable<Element>
) -> Observable<Element> {
    Observable.create { observer in
        let current = SerialDisposable()
        // Through a slot, so that a `first` that completes while being subscribed has `second`'s subscription
        // replace the slot, never the other way round.
        current.replace {
            first.subscribe { [second] event in
                switch event {
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    current.disposable = second.subscribe(observer)
                }
            }
        }
        return current
    }
}
