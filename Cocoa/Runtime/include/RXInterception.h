// SPDX-License-Identifier: MIT
// Message interception for `rx.sentMessage`, `rx.methodInvoked` and `rx.deallocating`.
#ifndef RX_INTERCEPTION_H
#define RX_INTERCEPTION_H
#if __APPLE__
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The domain of the errors of `RXInterception`; Swift turns them into `RxCocoaObjCRuntimeError`.
extern NSErrorDomain const RXInterceptionErrorDomain;

/// `userInfo` key of an `RXInterceptionErrorAlreadyIntercepted` error: an `NSNumber`, `YES` when the other mechanism
/// is KVO.
extern NSString *const RXInterceptionErrorIsKVOKey;

/// Why a selector cannot be intercepted (the cases of RxSwift's `RxCocoaObjCRuntimeError`, in its order).
typedef NS_ENUM(NSInteger, RXInterceptionError) {
    RXInterceptionErrorUnknown = 1,
    RXInterceptionErrorAlreadyIntercepted = 2,
    RXInterceptionErrorSelectorNotImplemented = 3,
    RXInterceptionErrorTollFreeBridged = 4,
    RXInterceptionErrorThreadingCollision = 5,
    RXInterceptionErrorSavingOriginalFailed = 6,
    RXInterceptionErrorReplacingWithForwardingFailed = 7,
    RXInterceptionErrorPerformanceSensitiveMessage = 8,
    RXInterceptionErrorUnsupportedReturnType = 9,
};

/// Receives the messages intercepted on one object for one selector; stored as the object's associated object under
/// `+[RXInterception keyForSelector:]`.
@protocol RXMessageObserving <NSObject>
/// Called before the method runs, with its arguments (`NSNull` for `nil`, `NSNumber` or `NSValue` for the others).
- (void)rx_messageSentWithArguments:(NSArray *)arguments;
/// Called after the method ran, with the same arguments.
- (void)rx_methodInvokedWithArguments:(NSArray *)arguments;
@end

/// Receives `dealloc` of one object, before the object's own `dealloc` runs; stored as the object's associated
/// object under `+[RXInterception keyForSelector:]` of `dealloc`.
@protocol RXDeallocationObserving <NSObject>
- (void)rx_deallocating;
@end

/// Intercepts messages sent to single objects.
///
/// `dealloc` is intercepted by replacing the method of the object's class (every instance then asks for an
/// observer, most find none). Any other selector is intercepted by moving the object, alone, to a subclass made at
/// run time (one per class, named `RxCocoa_<class>`), which reports the class it was made from, and in which the
/// selector forwards (`_objc_msgForward`) to a `forwardInvocation:` that tells the observer and runs the original
/// method. Objects of the class that nobody intercepts are untouched.
@interface RXInterception : NSObject

/// The association key of the observer of `selector`.
+ (const void *)keyForSelector:(SEL)selector NS_SWIFT_NAME(key(for:));

/// Makes sure `selector` sent to `target` reaches its observer (see the protocols); idempotent.
+ (BOOL)interceptSelector:(SEL)selector ofObject:(id)target error:(NSError **)error;

/// The object associated with `target` under `key`, made by `make` and associated (retained) if there is none yet;
/// atomic with respect to other calls for the same target.
+ (id)associatedObjectOf:(id)target key:(const void *)key orMake:(id (^NS_NOESCAPE)(void))make;

/// The arguments of `invocation` (not `self` and `_cmd`), boxed as `RXMessageObserving` describes.
+ (NSArray *)argumentsOfInvocation:(NSInvocation *)invocation;

/// Whether a method with `types` (an Objective-C type encoding) has a `void` result.
+ (BOOL)typesReturnVoid:(const char *)types;

@end

NS_ASSUME_NONNULL_END

#endif
#endif
