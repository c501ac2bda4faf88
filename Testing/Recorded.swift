// SPDX-License-Identifier: MIT
import RxCore

/// A value recorded at a virtual time: an event received by a ``TestableObserver`` or scheduled on a test
/// observable.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When the value was recorded.
    public let time: TestTime
    /// The recorded value.
    public let value: Value

    /// Creates a record.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// For example `next(2) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// A `next` event at `time`: `.next(210, 2)`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Value> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`: `.completed(300)`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Value>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`: `.error(300, testError)`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Value>
    where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }

    /// The given events as an array, for readable literals.
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: `recordedEvents` as an array.
    public static func events<T>(_ recordedEvents: Recorded<Value>...) -> [Recorded<Value>] where Value == Event<T> {
        recordedEvents
    }

    /// The given array of events, unchanged: the array form of the variadic `events(_:)`, as RxTest has.
    ///
    /// ```swift
    /// let expected = Recorded.events([.next(210, 1), .completed(300)])
    /// ```
    ///
    /// - Parameter recordedEvents: The events, in order.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: [Recorded<Value>]) -> [Recorded<Value>] where Value == Event<T> {
        recordedEvents
    }
}
