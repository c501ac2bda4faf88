// SPDX-License-Identifier: MIT
/// The errors RxCocoa's bindings and observables report, as RxSwift's `RxCocoaError`.
public enum RxCocoaError: Swift.Error, CustomDebugStringConvertible {
    /// An error nobody described.
    case unknown
    /// An operation was attempted on `object` that it does not allow.
    case invalidOperation(object: Any)
    /// A data source is set on `object`, but no items were bound yet.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName` (from `rx.observeWeakly`).
    case invalidPropertyName(object: Any, propertyName: String)
    /// `object`, found as `propertyName` of `sourceObject`, is not an `NSObject`, so its key path cannot be observed
    /// further (from `rx.observeWeakly`).
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Changing the Objective-C runtime failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)
}

extension RxCocoaError {
    /// A description of the error for debugging, naming the objects involved.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "An unknown RxCocoa error."
        case .invalidOperation(let object):
            "An operation `\(object)` does not allow was attempted."
        case .itemsNotYetBound(let object):
            "`\(object)` has a data source, but no items are bound to it yet."
        case .invalidPropertyName(let object, let propertyName):
            "`\(object)` has no property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            "`\(object)`, the `\(propertyName)` of `\(sourceObject)`, is not an NSObject and cannot be observed."
        case .errorDuringSwizzling:
            "Changing the Objective-C runtime failed."
        case .castingError(let object, let targetType):
            "`\(object)` could not be cast to `\(targetType)`."
        }
    }
}

// Unchecked: the payloads are the objects involved, kept only to describe the error (`debugDescription` reads them);
// as with RxSwift's errors, nothing mutates them through the error.
extension RxCocoaError: @unchecked Sendable {}
