// SPDX-License-Identifier: MIT
/// The virtual times at which a test observable was subscribed and unsubscribed.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
    /// When the subscription started.
    public let subscribe: TestTime
    /// When it was disposed; `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that started at `subscribe` and is still active.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = .max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// For example `(200: 1000)`, or `(200: Infinity)` while still active, as in RxSwift.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
