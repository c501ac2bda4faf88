// SPDX-License-Identifier: MIT
import RxCore
import RxRelay

extension BehaviorRelay {
    /// The relay as a ``Driver``: the current value at once, then every accepted value, on the sharing scheduler.
    ///
    /// As in RxCocoa the driver shares one subscription to the relay among its subscribers (replaying the latest
    /// value to a later one at once).
    ///
    /// - Returns: A driver of the relay's values; it never fails or completes.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``: every value accepted after the subscription, on the sharing scheduler.
    ///
    /// As in RxCocoa the signal shares one subscription to the relay among its subscribers.
    ///
    /// - Returns: A signal of the relay's values; it never fails or completes.
    @inlinable
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Driver``, as RxCocoa offers it: every value accepted after the subscription, delivered on
    /// the sharing scheduler (the main scheduler unless `SharingScheduler.mock` replaced it).
    ///
    /// The driver shares one subscription to the relay among its subscribers and, unlike a ``Signal``, replays the
    /// latest element to a subscriber that arrives while it is connected; a publish relay has no value before its
    /// first `accept(_:)`, so a subscriber that arrives earlier gets nothing until then.
    ///
    /// - Returns: A driver of the relay's values; it never fails or completes.
    @inlinable
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}
