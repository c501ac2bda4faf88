// SPDX-License-Identifier: MIT
import RxCore
import RxSubjects

/// A `PublishSubject` that never terminates: it only accepts elements.
///
/// ## Thread safety
///
/// The guarantees of `PublishSubject`: any thread may call ``accept(_:)``; observers receive elements
/// serially, in the order accepted, outside any lock; an element accepted from inside an observer is delivered
/// after the current one.
public final class PublishRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject = PublishSubject<Element>()

    /// Creates a relay.
    @inlinable
    public init() {}

    /// Sends `event` to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer` to the elements accepted from now on.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject
    }
}
