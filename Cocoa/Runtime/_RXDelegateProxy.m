// SPDX-License-Identifier: MIT
#import "include/_RXDelegateProxy.h"
#if __APPLE__
#import <objc/runtime.h>
#import "include/RXInterception.h"

/// Adds to `selectors` the names of the `void` methods of `protocol` and of the protocols it adopts.
static void RXCollectVoidSelectors(Protocol *protocol, NSMutableSet<NSString *> *selectors) {
    for (int required = 0; required < 2; required++) {
        unsigned int count = 0;
        struct objc_method_description *methods = protocol_copyMethodDescriptionList(protocol, required, YES, &count);
        for (unsigned int index = 0; index < count; index++) {
            if ([RXInterception typesReturnVoid:methods[index].types]) {
                [selectors addObject:NSStringFromSelector(methods[index].name)];
            }
        }
        free(methods);
    }
    unsigned int count = 0;
    Protocol *__unsafe_unretained *adopted = protocol_copyProtocolList(protocol, &count);
    for (unsigned int index = 0; index < count; index++) {
        RXCollectVoidSelectors(adopted[index], selectors);
    }
    free(adopted);
}

/// The `void` methods of the protocols `class` and its superclasses adopt, computed once per class.
static NSSet<NSString *> *RXVoidSelectors(Class class) {
    static NSMapTable<Class, NSSet<NSString *> *> *cache;
    static dispatch_once_t once;
    dispatch_once(&once, ^{
        cache = [[NSMapTable alloc] initWithKeyOptions:NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality
                                          valueOptions:NSPointerFunctionsStrongMemory
                                              capacity:8];
    });
    @synchronized (cache) {
        NSSet<NSString *> *cached = [cache objectForKey:class];
        if (cached != nil) {
            return cached;
        }
        NSMutableSet<NSString *> *selectors = [NSMutableSet set];
        for (Class current = class; current != Nil; current = class_getSuperclass(current)) {
            unsigned int count = 0;
            Protocol *__unsafe_unretained *protocols = class_copyProtocolList(current, &count);
            for (unsigned int index = 0; index < count; index++) {
                RXCollectVoidSelectors(protocols[index], selectors);
            }
            free(protocols);
        }
        [cache setObject:selectors forKey:class];
        return selectors;
    }
}

@implementation _RXDelegateProxy {
    __weak id _weakForwardDelegate;
    id _strongForwardDelegate;
}

- (id)_forwardToDelegate {
    return _weakForwardDelegate;
}

- (void)_setForwardToDelegate:(id)forwardToDelegate retainDelegate:(BOOL)retainDelegate {
    _weakForwardDelegate = forwardToDelegate;
    _strongForwardDelegate = retainDelegate ? forwardToDelegate : nil;
}

- (BOOL)hasWiredImplementationForSelector:(SEL)selector {
    return [super respondsToSelector:selector];
}

- (BOOL)voidDelegateMethodsContain:(SEL)selector {
    return [RXVoidSelectors(object_getClass(self)) containsObject:NSStringFromSelector(selector)];
}

- (BOOL)_isObservingSelector:(SEL)selector {
    return NO;
}

- (BOOL)respondsToSelector:(SEL)selector {
    if ([super respondsToSelector:selector]) {
        return YES;
    }
    if ([self._forwardToDelegate respondsToSelector:selector]) {
        return YES;
    }
    return [self voidDelegateMethodsContain:selector] && [self _isObservingSelector:selector];
}

- (NSMethodSignature *)methodSignatureForSelector:(SEL)selector {
    NSMethodSignature *signature = [super methodSignatureForSelector:selector];
    if (signature == nil) {
        signature = [self._forwardToDelegate methodSignatureForSelector:selector];
    }
    if (signature == nil) {
        // An observed protocol method nobody implements: its description gives the signature.
        for (Class current = object_getClass(self); current != Nil && signature == nil;
             current = class_getSuperclass(current)) {
            unsigned int count = 0;
            Protocol *__unsafe_unretained *protocols = class_copyProtocolList(current, &count);
            for (unsigned int index = 0; index < count && signature == nil; index++) {
                struct objc_method_description method = protocol_getMethodDescription(protocols[index], selector, NO, YES);
                if (method.types == NULL) {
                    method = protocol_getMethodDescription(protocols[index], selector, YES, YES);
                }
                if (method.types != NULL) {
                    signature = [NSMethodSignature signatureWithObjCTypes:method.types];
                }
            }
            free(protocols);
        }
    }
    return signature;
}

- (void)forwardInvocation:(NSInvocation *)invocation {
    BOOL reports = [RXInterception typesReturnVoid:invocation.methodSignature.methodReturnType];
    NSArray *arguments = reports ? [RXInterception argumentsOfInvocation:invocation] : nil;
    if (reports) {
        [self _sentMessage:invocation.selector withArguments:arguments];
    }
    id forwardDelegate = self._forwardToDelegate;
    if ([forwardDelegate respondsToSelector:invocation.selector]) {
        [invocation invokeWithTarget:forwardDelegate];
    }
    if (reports) {
        [self _methodInvoked:invocation.selector withArguments:arguments];
    }
}

- (void)_sentMessage:(SEL)selector withArguments:(NSArray *)arguments {
}

- (void)_methodInvoked:(SEL)selector withArguments:(NSArray *)arguments {
}

@end

#endif
