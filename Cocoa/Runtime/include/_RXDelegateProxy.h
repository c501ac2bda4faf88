// SPDX-License-Identifier: MIT
// The Objective-C base of RxCocoa's `DelegateProxy`. Its name and its Swift names are those RxSwift's subclasses use.
#ifndef RX_DELEGATE_PROXY_H
#define RX_DELEGATE_PROXY_H
#if __APPLE__
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// A delegate that answers every selector its subclass implements, and forwards every other message to its forward
/// delegate. Messages with a `void` result that reach the forwarding path are reported, with their arguments, to
/// `_sentMessage:withArguments:` before the forward delegate runs and to `_methodInvoked:withArguments:` after it.
/// Isolated to the main actor in Swift: UIKit and AppKit call delegates there.
__attribute__((swift_attr("@MainActor")))
@interface _RXDelegateProxy : NSObject

/// The delegate that receives the messages the proxy does not implement (held weakly; see `_setForwardToDelegate`).
@property (nonatomic, weak, readonly, nullable) id _forwardToDelegate;

/// Sets the forward delegate; with `retainDelegate` the proxy also keeps it alive.
- (void)_setForwardToDelegate:(nullable id)forwardToDelegate
               retainDelegate:(BOOL)retainDelegate NS_SWIFT_NAME(_setForwardToDelegate(_:retainDelegate:));

/// Whether the proxy's class implements `selector` itself (rather than forwarding it).
- (BOOL)hasWiredImplementationForSelector:(SEL)selector;

/// Whether `selector` is a method with a `void` result of one of the protocols the proxy's class adopts.
- (BOOL)voidDelegateMethodsContain:(SEL)selector;

/// Called before a forwarded `void` message runs on the forward delegate. Does nothing; subclasses override it.
- (void)_sentMessage:(SEL)selector withArguments:(NSArray *)arguments;

/// Called after a forwarded `void` message ran on the forward delegate. Does nothing; subclasses override it.
- (void)_methodInvoked:(SEL)selector withArguments:(NSArray *)arguments;

/// Whether someone observes `selector`: the proxy then claims to respond to it, when it is a `void` method of its
/// protocols, even without a forward delegate that implements it. `NO` here; subclasses override it.
- (BOOL)_isObservingSelector:(SEL)selector NS_SWIFT_NAME(_isObservingSelector(_:));

@end

NS_ASSUME_NONNULL_END

#endif
#endif
