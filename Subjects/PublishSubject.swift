import RxCore

/// A subject that sends each event to the observers subscribed at that moment.
///
/// ```
/// subject:      --a--b--c--|
/// subscriber 1: ^-a--b--c--|
/// subscriber 2:       ^-c--|
/// ```
///
/// A subscriber arriving after `completed` or `error` receives that terminal event at once; after ``dispose()``,
/// it receives `RxError.disposed`.
///
/// ## Thread safety
///
/// Any thread may send events and subscribe or dispose at any time. Observers receive events one at a time, in
/// the order the subject accepted them, and never while the subject's lock is held, so an observer may subscribe,
/// dispose or send to the same subject without deadlock. An event sent from inside an observer (reentrancy) is
/// queued and delivered, to every observer, after the current event; RxSwift warns about this case instead. An
/// event accepted after a subscription's `dispose()` returned never reaches it. Sending to a fixed set of
/// observers allocates nothing.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // Unchecked: all state lives in `core`, which serialises it (see `SubjectCore`).

    /// The observer side of a `PublishSubject` is the subject itself.
    public typealias Observer = PublishSubject<Element>

    @usableFromInline let core = SubjectCore<Element>(kind: .publish)

    /// Creates a subject.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to the current observers; ignored after a terminal event or disposal.
    @inlinable
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Sends `.next(element)`; the same as `on(.next(element))`, without wrapping the element in an event.
    @inlinable
    public func onNext(_ element: Element) {
        core.onNext(element)
    }

    /// Subscribes an observer; part of the `Observable` machinery.
    public override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self)
    }

    /// Returns the subject itself.
    public func asObserver() -> PublishSubject<Element> {
        self
    }

    /// Releases the observers; later subscribers receive `RxError.disposed`, later events are ignored.
    public func dispose() {
        core.dispose()
    }
}
