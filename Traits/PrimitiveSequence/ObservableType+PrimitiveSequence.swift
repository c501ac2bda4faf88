// SPDX-License-Identifier: MIT
import RxCore

extension ObservableType {
    /// The sequence as a ``Single``, succeeding when it completes: fails with `RxError.moreThanOneElement` at a
    /// second element and with `RxError.noElements` if it completes empty.
    ///
    /// - Returns: A single that holds the only element until the sequence completes; it emits on the thread of the
    ///   sequence's completion.
    @inlinable
    public func asSingle() -> Single<Element> {
        Single(raw: onlyElementAtCompletion(requireElement: true))
    }

    /// The sequence as a ``Maybe``, succeeding when it completes: fails with `RxError.moreThanOneElement` at a
    /// second element.
    ///
    /// - Returns: A maybe that holds the only element until the sequence completes, and completes empty if it
    ///   completes empty; it emits on the thread of the sequence's completion.
    @inlinable
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: onlyElementAtCompletion(requireElement: false))
    }

    /// The first element, or `nil` if the sequence completes empty, as a ``Single``; unsubscribes after the first
    /// element.
    ///
    /// - Returns: A single that succeeds on the thread of the sequence's first event.
    @inlinable
    public func first() -> Single<Element?> {
        Single(raw: firstOrNil())
    }

    /// Collects every element and emits the array when the sequence completes, as a ``Single``.
    @inlinable
    public func toArray() -> Single<[Element]> {
        Single(raw: asObservable().reduce(into: [Element]()) { $0.append($1) })
    }
}

extension ObservableType where Element == Never {
    /// The sequence as a ``Completable``: it completes or fails when the sequence does.
    ///
    /// As in RxSwift, only a sequence without elements converts, so the element type of
    /// `scheduler.createColdObservable([.completed(20)]).asCompletable()` is inferred as `Never`. Drop the elements
    /// of any other sequence first: `source.ignoreElements().asCompletable()`.
    ///
    /// - Returns: A completable that subscribes to the sequence; events arrive on the sequence's thread.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
