// SPDX-License-Identifier: MIT
/// A type whose values KVO delivers boxed in another type (`Int` as `NSNumber`, `CGRect` as `NSValue`), so that
/// `rx.observe` and `rx.observeWeakly` can emit them unboxed.
public protocol KVORepresentable {
    /// The type KVO delivers the values in.
    associatedtype KVOType

    /// Unboxes a value delivered by KVO.
    ///
    /// - Parameter KVOValue: The boxed value.
    /// - Returns: `nil` when the box holds a value of another type.
    init?(KVOValue: KVOType)
}

extension KVORepresentable {
    /// Unboxes a value delivered by KVO; `nil` for no value.
    init?(KVOValue: KVOType?) {
        guard let KVOValue else { return nil }
        self.init(KVOValue: KVOValue)
    }
}
