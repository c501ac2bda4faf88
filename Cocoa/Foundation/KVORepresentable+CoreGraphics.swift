// SPDX-License-Identifier: MIT
// The CoreGraphics geometry types KVO delivers as `NSValue`.
#if canImport(ObjectiveC) && canImport(CoreGraphics)
    import CoreGraphics
    import Foundation

    extension NSValue {
        /// The value in the box, of `zero`'s type, or `nil` when the box holds another type (its Objective-C encoding
        /// is not `encoding`).
        fileprivate func unboxed<Value>(_ zero: Value, encoding: String) -> Value? {
            guard unsafe String(cString: objCType) == encoding else { return nil }
            var value = zero
            // Unsafe: the encoding check above proves the box holds exactly one `Value` (a CoreGraphics geometry type,
            // trivial), of its size.
            unsafe withUnsafeMutableBytes(of: &value) { bytes in
                unsafe getValue(bytes.baseAddress!, size: bytes.count)
            }
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
