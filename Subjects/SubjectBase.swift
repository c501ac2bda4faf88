// SPDX-License-Identifier: MIT
import RxCore

/// What the four subjects share: the observer registry and serialised delivery of `SubjectCore`, and the members
/// of `SubjectType` and `Cancelable`. Public for technical reasons only (the subjects derive from it); use the
/// subjects themselves.
public class _SubjectBase<Element>: Observable<Element>, @unchecked Sendable {
    // Unchecked: all state lives in `core`, which serialises it (see `SubjectCore`).
    @usableFromInline let core: SubjectCore<Element>

    @usableFromInline
    init(core: SubjectCore<Element>) {
        self.core = core
    }

    /// Whether any observer is subscribed.
    public final var hasObservers: Bool { core.hasObservers }

    /// Whether `dispose()` was called.
    public final var isDisposed: Bool { core.isDisposed }

    /// Sends `event`; ignored after a terminal event or disposal.
    @inlinable
    public final func on(_ event: Event<Element>) {
        core.on(event)
    }

    /// Sends `.next(element)`; the same as `on(.next(element))`, without wrapping the element in an event.
    @inlinable
    public final func onNext(_ element: Element) {
        core.onNext(element)
    }

    /// Subscribes an observer; part of the `Observable` machinery.
    public final override func _subscribe(_ observer: AnyObserver<Element>) -> Disposable {
        core.subscribe(observer, subject: self)
    }

    /// Releases the observers (and what the subject keeps for late subscribers); later subscribers receive
    /// `RxError.disposed` and later events are ignored, except that a ``PublishSubject`` keeps a terminal event sent
    /// after its disposal for later subscribers, as in RxSwift.
    public final func dispose() {
        core.dispose()
    }
}
