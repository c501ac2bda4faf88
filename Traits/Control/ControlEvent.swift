// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers

/// A type that is, or can be viewed as, a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
    /// The sequence as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events from a UI control (a tap, a value change), as RxCocoa's `ControlEvent`, without the
/// UIKit/AppKit bindings that produce it.
///
/// The promises of a control event: it never fails, it is subscribed on the main thread (through
/// `ConcurrentMainScheduler`), it delivers on the main scheduler (inline when the events already arrive on the
/// main thread with nothing queued there), and it replays nothing to new subscribers.
/// Wrap the events a UI layer produces, for example a relay that a button action accepts into:
///
/// ```swift
/// let taps = PublishRelay<Void>()          // the button's action calls taps.accept(())
/// let tap = ControlEvent(events: taps)
/// tap.asSignal().emit(onNext: { … })
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The type of the events.
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    /// Wraps `events`; they are subscribed to on the main thread and delivered on the main scheduler.
    ///
    /// - Parameter events: The control's events. Should they fail, the failure is reported as a binding error
    ///   (a failed assertion in debug builds, a log line in release builds) and the control event completes.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.asObservable().keepingControlPromises()
    }

    /// Wraps `events`, which already keep the promises (subscribed and delivered on the main thread).
    init(raw events: Observable<PropertyType>) {
        self.events = events
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an observable.
    public func asObservable() -> Observable<Element> {
        events
    }

    /// Returns `self`.
    public func asControlEvent() -> ControlEvent<Element> {
        self
    }
}

// Checked: its one stored property, an `Observable`, is Sendable.
extension ControlEvent: Sendable {}

extension ControlEvent {
    /// The events as a ``Driver`` (which replays the latest event to new subscribers).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in .empty() })
    }

    /// The events as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ in .empty() })
    }
}

extension Observable {
    /// The sequence with the promises of ``ControlEvent`` and ``ControlProperty``: a failure is reported as a binding
    /// error (a failed assertion in debug builds, a log line in release builds) and becomes completion; it is
    /// subscribed on the main thread (through `ConcurrentMainScheduler`) and delivered on the main scheduler.
    func keepingControlPromises() -> Observable<Element> {
        self.catch { error in
            reportBindingError(error)
            return .empty()
        }
        .subscribe(on: ConcurrentMainScheduler.instance)
        .observe(on: MainScheduler.instance)
    }
}
