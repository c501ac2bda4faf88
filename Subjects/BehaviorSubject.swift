// SPDX-License-Identifier: MIT
import RxCore

/// A subject that keeps its latest element and sends it to every new subscriber, then the following events.
///
/// ```
/// BehaviorSubject(value: 0)
/// subject:    --a---b--|
/// subscriber:    ^a-b--|   (subscribed after `a`: receives `a` at once)
/// ```
///
/// After `completed` or `error`, a new subscriber receives only that terminal event; after `dispose()`,
/// `RxError.disposed`.
///
/// ## Thread safety
///
/// Same guarantees as ``PublishSubject``: any thread may send, subscribe and dispose; delivery is serial, in
/// acceptance order, outside the lock; reentrant sends are queued after the current event. A new subscriber
/// receives the latest element on the subscribing thread before `subscribe` returns, also while other threads
/// send; the elements accepted after it follow, in order, never overlapping it (a sender reaching the new
/// subscriber first waits for it).
public final class BehaviorSubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable,
    // Unchecked: adds no state to `_SubjectBase`, whose `core` serialises everything.
    @unchecked Sendable
{

    /// The observer side of a `BehaviorSubject` is the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    /// Creates a subject whose latest element is `value`.
    @inlinable
    public init(value: Element) {
        super.init(core: SubjectCore(kind: .behavior, latest: value))
    }

    /// The latest element.
    ///
    /// - Throws: The error the subject failed with, or `RxError.disposed` after `dispose()`.
    public func value() throws -> Element {
        try core.value(subject: self)
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }
}
