import RxCore

/// A subject that keeps its latest element and sends it to every new subscriber, then the following events.
///
/// ```
/// BehaviorSubject(value: 0)
/// subject:    --a--b--|
/// subscriber:    ^a-b--|   (subscribed after `a`: receives `a` at once)
/// ```
///
/// After `completed` or `error`, a new subscriber receives only that terminal event; after ``dispose()``,
/// `RxError.disposed`.
///
/// ## Thread safety
///
/// Same guarantees as ``PublishSubject``: any thread may send, subscribe and dispose; delivery is serial, in
/// acceptance order, outside the lock; reentrant sends are queued after the current event. The latest element
/// sent to a new subscriber never overlaps or follows events accepted after it.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // Unchecked: all state lives in `core`, which serialises it (see `SubjectCore`).

    /// The observer side of a `BehaviorSubject` is the subject itself.
    public typealias Observer = BehaviorSubject<Element>

    let core: SubjectCore<Element>

    /// Creates a subject whose latest element is `value`.
    public init(value: Element) {
        core = SubjectCore(replay: .latest(value))
    }

    /// The latest element.
    ///
    /// - Throws: The error the subject failed with, or `RxError.disposed` after ``dispose()``.
    public func value() throws -> Element {
        let (replay, stop, disposed) = core.state.withLock { ($0.replay, $0.stopEvent, $0.isDisposed) }
        if disposed { throw RxError.disposed(object: self) }
        if case .error(let error)? = stop { throw error }
        guard case .latest(let element) = replay else { preconditionFailure("BehaviorSubject lost its value.") }
        return element
    }

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event`; a `next` element becomes the latest one. Ignored after a terminal event or disposal.
    public func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Subscribes an observer; part of the `Observable` machinery.
    public override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self)
    }

    /// Returns the subject itself.
    public func asObserver() -> BehaviorSubject<Element> {
        self
    }

    /// Releases the observers; ``value()`` then throws and later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose()
    }
}
