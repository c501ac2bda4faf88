// SPDX-License-Identifier: MIT
import RxCore

/// A subject that sends each event to the observers subscribed at that moment.
///
/// ```
/// subject:      --a--b--c--|
/// subscriber 1: ^-a--b--c--|
/// subscriber 2:       ^-c--|
/// ```
///
/// A subscriber arriving after `completed` or `error` receives that terminal event at once; after `dispose()`,
/// it receives `RxError.disposed`, unless a terminal event was sent after the disposal: as in RxSwift, a disposed
/// publish subject ignores elements but keeps such an event (until the next `dispose()`), and a later subscriber
/// receives it.
///
/// ## Thread safety
///
/// Any thread may send events and subscribe or dispose at any time. Observers receive events one at a time, in
/// the order the subject accepted them, and never while the subject's lock is held, so an observer may subscribe,
/// dispose or send to the same subject without deadlock. An event sent from inside an observer (reentrancy) is
/// queued and delivered, to every observer, after the current event; RxSwift warns about this case instead. An
/// event accepted after a subscription's `dispose()` returned never reaches it. Sending to a fixed set of
/// observers allocates nothing.
///
/// Observers receive each event in the order they subscribed. Subscribing and disposing cost O(1), amortised,
/// however many observers there are; they never wait and never deliver another thread's events. Only senders
/// deliver: a sender that finds a delivery running queues its event and returns, and waits only while 1,024 events
/// are queued behind a slow observer. The Contract article ("Subjects: who delivers") has the details.
public final class PublishSubject<Element>: _SubjectBase<Element>, SubjectType, ObserverType, Cancelable,
    // Unchecked: adds no state to `_SubjectBase`, whose `core` serialises everything.
    @unchecked Sendable
{

    /// The observer side of a `PublishSubject` is the subject itself.
    public typealias Observer = PublishSubject<Element>

    /// Creates a subject.
    @inlinable
    public init() {
        super.init(core: SubjectCore(kind: .publish))
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }
}
