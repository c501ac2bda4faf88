// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// A virtual-time scheduler whose clock is a `Date`: replays historical data at the speed you choose.
///
/// - Note: Thread-safe, like ``VirtualTimeScheduler``.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // Unchecked: adds no state to its thread-safe superclass.

    /// Creates a scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameter initialClock: The initial time; the Unix epoch by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}

/// The identity converter: virtual time is a `Date`, virtual intervals are seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
    /// Virtual time is a date.
    public typealias VirtualTimeUnit = RxTime
    /// Virtual intervals are seconds.
    public typealias VirtualTimeIntervalUnit = TimeInterval

    /// Creates the converter.
    public init() {}

    /// Returns `virtualTime`.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime { virtualTime }
    /// Returns `time`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit { time }
    /// Returns `virtualTimeInterval`.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        virtualTimeInterval
    }
    /// Returns `timeInterval`.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        timeInterval
    }
    /// Returns `time` moved by `offset` seconds.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time.addingTimeInterval(offset)
    }
    /// Orders two dates.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs > rhs ? .greaterThan : .equal)
    }
}
