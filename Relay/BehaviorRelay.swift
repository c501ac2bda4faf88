// SPDX-License-Identifier: MIT
import RxCore
import RxSubjects

/// A `BehaviorSubject` that never terminates: it keeps its latest element and only accepts elements.
///
/// ## Thread safety
///
/// The guarantees of `BehaviorSubject`; ``value`` may be read from any thread.
public final class BehaviorRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject: BehaviorSubject<Element>

    /// Creates a relay whose latest element is `value`.
    @inlinable
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
    }

    /// The latest element.
    public var value: Element {
        // A relay's subject never fails and is never disposed, so `value()` cannot throw.
        do {
            return try subject.value()
        } catch {
            preconditionFailure("BehaviorRelay.value: the underlying subject failed: \(error)")
        }
    }

    /// Makes `event` the latest element and sends it to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the latest element at once, then every accepted one.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject
    }
}
