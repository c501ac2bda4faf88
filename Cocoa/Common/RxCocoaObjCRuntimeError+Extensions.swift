// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import RxCocoaRuntime

    /// The mechanism that already intercepts an object's messages, in
    /// ``RxCocoaObjCRuntimeError/objectMessagesAlreadyBeingIntercepted(target:interceptionMechanism:)``.
    public enum RxCocoaInterceptionMechanism {
        /// A mechanism RxCocoa does not recognise.
        case unknown
        /// Key-value observing, which moves an observed object to a class of its own.
        case kvo
    }

    /// Why `rx.sentMessage`, `rx.methodInvoked` or `rx.deallocating` cannot intercept a selector; the error these
    /// observables fail with.
    public enum RxCocoaObjCRuntimeError: Swift.Error, CustomDebugStringConvertible {
        /// An error nobody described.
        case unknown(target: AnyObject)
        /// The object's class was already changed by another interception mechanism (KVO, most often), which may undo
        /// RxCocoa's change later. Intercept messages before observing the object with KVO (`rx.observe`).
        case objectMessagesAlreadyBeingIntercepted(
            target: AnyObject,
            interceptionMechanism: RxCocoaInterceptionMechanism
        )
        /// The object does not implement the selector.
        case selectorNotImplemented(target: AnyObject)
        /// The object is a toll-free bridged Core Foundation object, whose class cannot be changed.
        case cantInterceptCoreFoundationTollFreeBridgedObjects(target: AnyObject)
        /// Another library changed the Objective-C runtime at the same time.
        case threadingCollisionWithOtherInterceptionMechanism(target: AnyObject)
        /// The original implementation could not be kept under another selector.
        case savingOriginalForwardingMethodFailed(target: AnyObject)
        /// The method could not be replaced by message forwarding.
        case replacingMethodWithForwardingImplementation(target: AnyObject)
        /// The selector is one the interception itself relies on (`class`, `respondsToSelector:`,
        /// `methodSignatureForSelector:`, `forwardingTargetForSelector:`).
        case observingPerformanceSensitiveMessages(target: AnyObject)
        /// The method returns a type interception does not support (a structure or a union).
        case observingMessagesWithUnsupportedReturnType(target: AnyObject)
    }

    extension RxCocoaObjCRuntimeError {
        /// A description of the error for debugging, naming the target object.
        public var debugDescription: String {
            switch self {
            case .unknown(let target):
                "An unknown error intercepting a message.\nTarget: \(target)"
            case .objectMessagesAlreadyBeingIntercepted(let target, let mechanism):
                "RxCocoa's message interception collides with "
                    + (mechanism == .kvo ? "KVO" : "another interception mechanism")
                    + "; intercept messages before using it.\nTarget: \(target)"
            case .selectorNotImplemented(let target):
                "The intercepted selector is not implemented.\nTarget: \(target)"
            case .cantInterceptCoreFoundationTollFreeBridgedObjects(let target):
                "Messages sent to toll-free bridged Core Foundation objects cannot be intercepted.\nTarget: \(target)"
            case .threadingCollisionWithOtherInterceptionMechanism(let target):
                "Another library changed the Objective-C runtime at the same time.\nTarget: \(target)"
            case .savingOriginalForwardingMethodFailed(let target):
                "Keeping the original method implementation failed.\nTarget: \(target)"
            case .replacingMethodWithForwardingImplementation(let target):
                "Replacing the method with message forwarding (`_objc_msgForward`) failed.\nTarget: \(target)"
            case .observingPerformanceSensitiveMessages(let target):
                "The selector is one interception relies on and cannot be intercepted.\nTarget: \(target)"
            case .observingMessagesWithUnsupportedReturnType(let target):
                "The method's return type is not supported by interception.\nTarget: \(target)"
            }
        }
    }

    // Unchecked: the target is kept only to describe the error (`debugDescription` reads it); nothing mutates it through
    // the error.
    extension RxCocoaObjCRuntimeError: @unchecked Sendable {}

    extension Error {
        /// The runtime error this error from `RXInterception` stands for, about `target`.
        func rxCocoaErrorForTarget(_ target: AnyObject) -> RxCocoaObjCRuntimeError {
            let error = self as NSError
            guard error.domain == RXInterceptionErrorDomain, let code = RXInterceptionError(rawValue: error.code) else {
                return .unknown(target: target)
            }
            switch code {
            case .unknown:
                return .unknown(target: target)
            case .alreadyIntercepted:
                let isKVO = (error.userInfo[RXInterceptionErrorIsKVOKey] as? NSNumber)?.boolValue ?? false
                return .objectMessagesAlreadyBeingIntercepted(
                    target: target,
                    interceptionMechanism: isKVO ? .kvo : .unknown
                )
            case .selectorNotImplemented:
                return .selectorNotImplemented(target: target)
            case .tollFreeBridged:
                return .cantInterceptCoreFoundationTollFreeBridgedObjects(target: target)
            case .threadingCollision:
                return .threadingCollisionWithOtherInterceptionMechanism(target: target)
            case .savingOriginalFailed:
                return .savingOriginalForwardingMethodFailed(target: target)
            case .replacingWithForwardingFailed:
                return .replacingMethodWithForwardingImplementation(target: target)
            case .performanceSensitiveMessage:
                return .observingPerformanceSensitiveMessages(target: target)
            case .unsupportedReturnType:
                return .observingMessagesWithUnsupportedReturnType(target: target)
            @unknown default:
                return .unknown(target: target)
            }
        }
    }
#endif
