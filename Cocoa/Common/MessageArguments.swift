// SPDX-License-Identifier: MIT
/// The argument at `index` of a delegate message observed with `methodInvoked(_:)`, as a `T`.
///
/// The Objective-C runtime boxes arguments (numbers as `NSNumber`, structures as `NSValue`, `nil` as `NSNull`);
/// Swift's casts unbox numbers, arrays and errors.
///
/// - Parameters:
///   - arguments: The message's arguments.
///   - index: The position of the argument.
///   - type: The type to cast it to.
/// - Returns: The argument.
/// - Throws: ``RxCocoaError/castingError(object:targetType:)`` when the argument is missing or of another type; the
///   observable that maps the message then fails.
func messageArgument<T>(_ arguments: [Any], at index: Int, as type: T.Type = T.self) throws -> T {
    guard arguments.indices.contains(index) else {
        throw RxCocoaError.castingError(object: arguments, targetType: type)
    }
    return try castOrThrow(type, arguments[index])
}
