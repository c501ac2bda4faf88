// SPDX-License-Identifier: MIT
import Foundation

/// `value` as a `T`, or a ``RxCocoaError/castingError(object:targetType:)`` naming both; the delegate proxies' events
/// read their arguments (from `methodInvoked`) with it.
///
/// - Parameters:
///   - type: The expected type.
///   - value: An argument of a delegate message.
/// - Returns: `value` as a `T`.
/// - Throws: ``RxCocoaError/castingError(object:targetType:)`` when `value` is not a `T`.
func castOrThrow<T>(_ type: T.Type, _ value: Any) throws -> T {
    guard let typed = value as? T else {
        throw RxCocoaError.castingError(object: value, targetType: type)
    }
    return typed
}

/// `value` as an optional `T`: `nil` for `NSNull` (how `methodInvoked` passes a `nil` argument), else as
/// ``castOrThrow(_:_:)``.
///
/// - Parameters:
///   - type: The expected type.
///   - value: An argument of a delegate message.
/// - Returns: `nil`, or `value` as a `T`.
/// - Throws: ``RxCocoaError/castingError(object:targetType:)`` when `value` is neither `NSNull` nor a `T`.
func castOptionalOrThrow<T>(_ type: T.Type, _ value: Any) throws -> T? {
    if value is NSNull {
        return nil
    }
    return try castOrThrow(type, value)
}

/// `value` as a `T`, or stops the program with `message`: for misuse that RxSwift reports the same way (asking a
/// view for a model when no `rx.items` data source is bound).
///
/// - Parameters:
///   - value: The value.
///   - message: What went wrong.
/// - Returns: `value` as a `T`.
func castOrFatalError<T>(_ value: Any?, message: @autoclosure () -> String = "") -> T {
    guard let typed = value as? T else {
        fatalError("\(message()) \(String(describing: value)) is not a \(T.self).")
    }
    return typed
}
