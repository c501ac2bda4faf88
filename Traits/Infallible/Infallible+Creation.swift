// SPDX-License-Identifier: MIT
import RxCore

extension InfallibleType {
    /// An infallible sequence of `element`, then `completed`, delivered at subscription.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// An infallible sequence of `element`, then `completed`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// An infallible sequence that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// An infallible sequence that never sends an event.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// An infallible sequence of `elements`, then `completed`.
    ///
    /// - Parameters:
    ///   - elements: The elements, in order.
    ///   - scheduler: Where the elements are emitted (`CurrentThreadScheduler.instance` by default).
    public static func of(_ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// An infallible sequence of the elements of `array`, then `completed`.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance)
        -> Infallible<Element>
    {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// An infallible sequence of the elements of `sequence`, then `completed`.
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }

    /// An infallible sequence that calls `factory` for every subscriber and mirrors its result.
    ///
    /// - Parameter factory: Called at each subscription, on the subscribing thread. As in RxSwift it may throw,
    ///   but an error it throws is passed downstream as an `error` event, which an infallible sequence promises
    ///   never to send: don't throw.
    /// - Returns: An infallible sequence.
    public static func deferred(_ factory: @escaping () throws -> Infallible<Element>) -> Infallible<Element> {
        Infallible(Observable.deferred { try factory().asObservable() })
    }
}

extension InfallibleType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, starting one period after subscription; never completes.
    /// A negative `period` acts as zero and `.never` emits nothing, as in `ObservableType.interval(_:scheduler:)`.
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(Observable.interval(period, scheduler: scheduler))
    }

    /// Emits 0 after `dueTime`, then, if `period` is given, 1, 2, … every `period`; without a period it completes
    /// after the single element. Negative intervals act as zero and `.never` ones never fire, as in
    /// `ObservableType.timer(_:period:scheduler:)`.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(Observable.timer(dueTime, period: period, scheduler: scheduler))
    }
}
