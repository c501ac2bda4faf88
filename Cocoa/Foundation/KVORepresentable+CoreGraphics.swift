// SPDX-License-Identifier: MIT
// The CoreGraphics geometry types KVO delivers as `NSValue`.
#if canImport(ObjectiveC) && canImport(CoreGraphics)
import CoreGraphics
import Foundation

extension NSValue {
    /// The value stored in the box, when the box holds a `T` (checked with the Objective-C type encoding).
    fileprivate func unboxed<T>(_ empty: T, encoding: String) -> T? {
        guard unsafe String(cString: objCType) == encoding else { return nil }
        var value = empty
        // Unsafe: the encoding check above proves the box holds exactly one `T`, of `T`'s size.
        unsafe getValue(&value, size: MemoryLayout<T>.size)
        return value
    }
}

/// The type encodings of the geometry types, per the width of `CGFloat`.
private enum GeometryEncoding {
    static let float = MemoryLayout<CGFloat>.size == 8 ? "d" : "f"
    static let point = "{CGPoint=\(float)\(float)}"
    static let size = "{CGSize=\(float)\(float)}"
    static let rect = "{CGRect=\(point)\(size)}"
}

extension CGRect: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSValue

    /// The rectangle in the box; `nil` when it holds another type.
    ///
    /// - Parameter KVOValue: The box KVO delivered.
    public init?(KVOValue: KVOType) {
        guard let value = KVOValue.unboxed(CGRect.zero, encoding: GeometryEncoding.rect) else { return nil }
        self = value
    }
}

extension CGPoint: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSValue

    /// The point in the box; `nil` when it holds another type.
    ///
    /// - Parameter KVOValue: The box KVO delivered.
    public init?(KVOValue: KVOType) {
        guard let value = KVOValue.unboxed(CGPoint.zero, encoding: GeometryEncoding.point) else { return nil }
        self = value
    }
}

extension CGSize: KVORepresentable {
    /// The box KVO delivers the value in.
    public typealias KVOType = NSValue

    /// The size in the box; `nil` when it holds another type.
    ///
    /// - Parameter KVOValue: The box KVO delivered.
    public init?(KVOValue: KVOType) {
        guard let value = KVOValue.unboxed(CGSize.zero, encoding: GeometryEncoding.size) else { return nil }
        self = value
    }
}
#endif
