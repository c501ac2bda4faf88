// SPDX-License-Identifier: MIT
import RxCore

extension ObservableType {
    /// The sequence as a ``Single``, succeeding when it completes: fails with `RxError.noElements` if it
    /// completes empty and with `RxError.moreThanOneElement` at a second element.
    public func asSingle() -> Single<Element> {
        Single(raw: lastAndOnly(requireElement: true))
    }

    /// The sequence as a ``Maybe``, succeeding when it completes: fails with `RxError.moreThanOneElement` at a
    /// second element.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: lastAndOnly(requireElement: false))
    }

    /// Holds the only element until completion, as RxSwift's `asSingle`/`asMaybe` do.
    private func lastAndOnly(requireElement: Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.create { observer in
            var element: Element?
            return source.subscribe { event in
                switch event {
                case .next(let next):
                    if element != nil {
                        observer.onError(RxError.moreThanOneElement)
                    } else {
                        element = next
                    }
                case .error(let error):
                    observer.onError(error)
                case .completed:
                    if let element {
                        observer.onNext(element)
                        observer.onCompleted()
                    } else if requireElement {
                        observer.onError(RxError.noElements)
                    } else {
                        observer.onCompleted()
                    }
                }
            }
        }
    }

    /// The first element, or `nil` if the sequence completes empty, as a ``Single``; unsubscribes after the first
    /// element.
    @inlinable
    public func first() -> Single<Element?> {
        Single(raw: asObservable().map { Optional($0) }.take(1).ifEmpty(default: nil))
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
