import RxCore

/// A subject that emits only its last element, and only when it completes.
///
/// ```
/// subject:    -a-b-c-|
/// subscriber: ^------(c|)
/// ```
///
/// If it completes without elements, subscribers receive only `completed`; if it fails, only the error. A
/// subscriber arriving after termination receives the same; after ``dispose()``, `RxError.disposed`.
///
/// ## Thread safety
///
/// Same guarantees as ``PublishSubject``.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable,
    @unchecked Sendable
{
    // Unchecked: all state lives in `core`, which serialises it (see `SubjectCore`).

    /// The observer side of an `AsyncSubject` is the subject itself.
    public typealias Observer = AsyncSubject<Element>

    @usableFromInline let core = SubjectCore<Element>(kind: .async)

    /// Creates a subject.
    public override init() {}

    /// Whether any observer is subscribed.
    public var hasObservers: Bool { core.hasObservers }

    /// Whether ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Records a `next` element as the last one; on `completed` sends it and completes; on `error` fails.
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
    public func asObserver() -> AsyncSubject<Element> {
        self
    }

    /// Releases the observers and the last element; later subscribers receive `RxError.disposed`.
    public func dispose() {
        core.dispose()
    }
}
