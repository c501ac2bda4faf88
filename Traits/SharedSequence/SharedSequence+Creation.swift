// SPDX-License-Identifier: MIT
import RxCore

// Factories of `Driver` and `Signal`. Elements are delivered on the sharing scheduler (`SharingScheduler.make()`,
// the main scheduler outside tests).

extension SharedSequence {
    /// A shared sequence of `element`, then `completed`, both delivered on the sharing scheduler.
    ///
    /// The subscription is made on the sharing scheduler and `just` emits at once there, so the element and the
    /// completion come in one action: on a `TestScheduler` subscribed at 200, `next(201, element)`, `completed(201)`
    /// (unlike ``from(optional:)``, which completes in a second action, as in RxSwift).
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that completes at once (on the sharing scheduler).
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A shared sequence that never sends an event.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A shared sequence of `elements`, then `completed`, each delivered as its own action on the sharing
    /// scheduler.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the elements of `array`, delivered on the sharing scheduler.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the elements of `sequence`, delivered on the sharing scheduler.
    public static func from<Source: Sequence>(_ sequence: Source) -> SharedSequence<SharingStrategy, Element>
    where Source.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence of the wrapped value of `optional`, if any, then `completed`, on the sharing scheduler.
    ///
    /// As `ObservableType.from(optional:scheduler:)` on the sharing scheduler: the element is delivered in one
    /// action and the completion in the next one it schedules, so on a `TestScheduler` (installed with
    /// `SharingScheduler.mock`) subscribed at 200, `from(optional: 3)` emits `next(201, 3)`, `completed(202)`.
    /// Without an element, the completion comes in the first action (`completed(201)`).
    ///
    /// - Parameter optional: The optional element.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    /// A shared sequence that calls `factory` when it is first subscribed (and again after every reconnection)
    /// and mirrors its result.
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on the sharing scheduler, starting one period after subscription. A
    /// negative `period` acts as zero and `.never` emits nothing, as in `ObservableType.interval(_:scheduler:)`.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// Emits 0 after `dueTime`, then, if `period` is given, 1, 2, … every `period`, on the sharing scheduler.
    /// Negative intervals act as zero and `.never` ones never fire, as in `ObservableType.timer(_:period:scheduler:)`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
