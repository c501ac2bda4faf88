// SPDX-License-Identifier: MIT
import RxCore
import RxRelay

extension PublishRelay {
    /// The relay as an ``Infallible``: every value accepted after the subscription, delivered on the thread that
    /// calls `accept(_:)`. A relay never fails or completes, so neither does the result.
    ///
    /// - Returns: An infallible view of the relay.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible``: the current value at subscription, then every accepted value, delivered on
    /// the thread that subscribes or calls `accept(_:)`. A relay never fails or completes, so neither does the
    /// result.
    ///
    /// - Returns: An infallible view of the relay.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: the buffered values at subscription, then every accepted value, delivered
    /// on the thread that subscribes or calls `accept(_:)`. A relay never fails or completes, so neither does the
    /// result.
    ///
    /// - Returns: An infallible view of the relay.
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
