// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// Converts between real time and the virtual time of a ``VirtualTimeScheduler``.
public protocol VirtualTimeConverterType: Sendable {
    /// The virtual time type.
    associatedtype VirtualTimeUnit
    /// The virtual time interval type.
    associatedtype VirtualTimeIntervalUnit

    /// Converts a virtual time to a date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// Converts a date to a virtual time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// Converts a virtual interval to seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// Converts seconds to a virtual interval.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// Adds `offset` to `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two virtual times.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}

extension VirtualTimeComparison {
    var lessThan: Bool { self == .lessThan }
    var greaterThan: Bool { self == .greaterThan }
}
