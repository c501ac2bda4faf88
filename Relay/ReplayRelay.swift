// SPDX-License-Identifier: MIT
import RxCore
import RxSubjects

/// A `ReplaySubject` that never terminates: it replays its buffer to new subscribers and only accepts elements.
///
/// ## Thread safety
///
/// The guarantees of `ReplaySubject`.
public final class ReplayRelay<Element>: ObservableType, Sendable {
    @usableFromInline let subject: ReplaySubject<Element>

    @usableFromInline
    init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// Creates a relay that replays the last `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements to keep; must not be negative.
    @inlinable
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: .create(bufferSize: bufferSize))
    }

    /// Creates a relay that replays every element it ever accepted.
    @inlinable
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: .createUnbounded())
    }

    /// Adds `event` to the buffer and sends it to the current observers.
    @inlinable
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`: it receives the buffer at once, then every accepted element.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject
    }
}
