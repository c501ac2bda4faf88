// SPDX-License-Identifier: MIT
// The Swift number types KVO delivers as `NSNumber`.
import Foundation

extension Int: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value, truncated to 32 bits as RxSwift does.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.int32Value)
    }
}

extension Int32: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as an `Int32`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.int32Value)
    }
}

extension Int64: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as an `Int64`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.int64Value)
    }
}

extension UInt: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as a `UInt`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.uintValue)
    }
}

extension UInt32: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as a `UInt32`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.uint32Value)
    }
}

extension UInt64: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as a `UInt64`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.uint64Value)
    }
}

extension Bool: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSNumber

    /// The number's value as a `Bool`.
    ///
    /// - Parameter KVOValue: The number KVO delivered.
    public init?(KVOValue: KVOType) {
        self.init(KVOValue.boolValue)
    }
}

extension RawRepresentable where RawValue: KVORepresentable {
    /// The value whose raw value KVO delivered boxed (an Objective-C enumeration's number); `nil` for no value or
    /// an unknown raw value.
    init?(KVOValue: RawValue.KVOType?) {
        guard let KVOValue, let rawValue = RawValue(KVOValue: KVOValue) else { return nil }
        self.init(rawValue: rawValue)
    }
}
