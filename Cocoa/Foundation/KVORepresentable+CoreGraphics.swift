// SPDX-License-Identifier: MIT
// The CoreGraphics geometry types KVO delivers as `NSValue`.
#if canImport(ObjectiveC) && canImport(CoreGraphics)
    import CoreGraphics
    import Foundation

    extension NSValue {
        /// Whether the box holds a value of the type `encoding` names (an Objective-C type encoding).
        fileprivate func holds(_ encoding: String) -> Bool {
            unsafe String(cString: objCType) == encoding
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
            guard KVOValue.holds(GeometryEncoding.rect) else { return nil }
            var value = CGRect.zero
            // Unsafe: the encoding check above proves the box holds exactly one `CGRect`, of its size.
            unsafe KVOValue.getValue(&value, size: MemoryLayout<CGRect>.size)
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
            guard KVOValue.holds(GeometryEncoding.point) else { return nil }
            var value = CGPoint.zero
            // Unsafe: the encoding check above proves the box holds exactly one `CGPoint`, of its size.
            unsafe KVOValue.getValue(&value, size: MemoryLayout<CGPoint>.size)
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
            guard KVOValue.holds(GeometryEncoding.size) else { return nil }
            var value = CGSize.zero
            // Unsafe: the encoding check above proves the box holds exactly one `CGSize`, of its size.
            unsafe KVOValue.getValue(&value, size: MemoryLayout<CGSize>.size)
            self = value
        }
    }
#endif
