import RxCore
import RxRelay

extension BehaviorRelay {
    /// The relay as a ``Driver``: the current value at once, then every accepted value, on the sharing scheduler.
    public func asDriver() -> Driver<Element> {
        Driver(raw: asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``: every value accepted after the subscription, on the sharing scheduler.
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
