// SPDX-License-Identifier: MIT
#import "include/RXInterception.h"
#if __APPLE__
#import <objc/message.h>
#import <objc/runtime.h>

NSErrorDomain const RXInterceptionErrorDomain = @"RxCocoa.RXInterception";
NSString *const RXInterceptionErrorIsKVOKey = @"RXInterceptionErrorIsKVO";

/// The prefix of the selectors under which the original methods stay reachable, and of the subclasses' names.
static NSString *const RXAliasPrefix = @"rxcocoa_original_";
static NSString *const RXSubclassPrefix = @"RxCocoa_";

/// Everything the interception changed, guarded by `@synchronized (RXState())`: the subclass made for each class,
/// the selectors intercepted in each subclass, and the classes whose `dealloc` reports.
@interface RXInterceptionState : NSObject
@property (nonatomic, readonly) NSMapTable<Class, Class> *subclassByClass;
@property (nonatomic, readonly) NSMapTable<Class, NSMutableSet<NSString *> *> *selectorsBySubclass;
@property (nonatomic, readonly) NSHashTable<Class> *deallocReportingClasses;
@end

@implementation RXInterceptionState
- (instancetype)init {
    if ((self = [super init])) {
        NSPointerFunctionsOptions classes = NSPointerFunctionsOpaqueMemory | NSPointerFunctionsOpaquePersonality;
        _subclassByClass = [[NSMapTable alloc] initWithKeyOptions:classes valueOptions:classes capacity:8];
        _selectorsBySubclass = [[NSMapTable alloc] initWithKeyOptions:classes
                                                         valueOptions:NSPointerFunctionsStrongMemory
                                                             capacity:8];
        _deallocReportingClasses = [[NSHashTable alloc] initWithOptions:classes capacity:8];
    }
    return self;
}
@end

static RXInterceptionState *RXState(void) {
    static RXInterceptionState *state;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ state = [[RXInterceptionState alloc] init]; });
    return state;
}

static NSError *RXError(RXInterceptionError code, NSDictionary *userInfo) {
    return [NSError errorWithDomain:RXInterceptionErrorDomain code:code userInfo:userInfo];
}

static SEL RXAlias(SEL selector) {
    return NSSelectorFromString([RXAliasPrefix stringByAppendingString:NSStringFromSelector(selector)]);
}

static SEL RXDeallocSelector(void) {
    // ARC forbids writing `@selector(dealloc)`.
    return sel_registerName("dealloc");
}

/// Skips the type qualifiers (`const`, `in`, `out`, `oneway`, ...) that may precede an encoding.
static const char *RXUnqualified(const char *type) {
    while (*type && strchr("rnNoORV", *type) != NULL) {
        type++;
    }
    return type;
}

static BOOL RXReturnTypeSupported(const char *type) {
    type = RXUnqualified(type);
    // void, objects, classes, blocks, selectors, C strings and every integer and floating-point type.
    static const char *const supported[] = {"v", "@", "#", "@?", ":", "*", "c", "s", "i", "l", "q",
                                            "C", "S", "I", "L", "Q", "f", "d", "B"};
    for (size_t index = 0; index < sizeof(supported) / sizeof(supported[0]); index++) {
        if (strcmp(type, supported[index]) == 0) {
            return YES;
        }
    }
    return NO;
}

static id RXArgument(NSInvocation *invocation, NSUInteger index) {
    const char *type = RXUnqualified([invocation.methodSignature getArgumentTypeAtIndex:index]);
    switch (type[0]) {
        case '@':
        case '#': {
            __unsafe_unretained id object = nil;
            [invocation getArgument:&object atIndex:index];
            return object ?: [NSNull null];
        }
#define RX_NUMBER(code, ctype)                   \
    case code: {                                 \
        ctype value = 0;                         \
        [invocation getArgument:&value atIndex:index]; \
        return @(value);                         \
    }
        RX_NUMBER('c', char)
        RX_NUMBER('s', short)
        RX_NUMBER('i', int)
        RX_NUMBER('l', long)
        RX_NUMBER('q', long long)
        RX_NUMBER('C', unsigned char)
        RX_NUMBER('S', unsigned short)
        RX_NUMBER('I', unsigned int)
        RX_NUMBER('L', unsigned long)
        RX_NUMBER('Q', unsigned long long)
        RX_NUMBER('f', float)
        RX_NUMBER('d', double)
        RX_NUMBER('B', BOOL)
#undef RX_NUMBER
        default: {
            NSUInteger size = 0;
            NSGetSizeAndAlignment(type, &size, NULL);
            NSMutableData *bytes = [NSMutableData dataWithLength:MAX(size, (NSUInteger)1)];
            [invocation getArgument:bytes.mutableBytes atIndex:index];
            return [NSValue valueWithBytes:bytes.bytes objCType:type];
        }
    }
}

/// Whether `selector` is intercepted (forwarded) in `subclass`. Called under the state's lock or after it: the
/// sets only grow.
static BOOL RXIsIntercepted(Class subclass, SEL selector) {
    @synchronized (RXState()) {
        return [[RXState().selectorsBySubclass objectForKey:subclass] containsObject:NSStringFromSelector(selector)];
    }
}

/// Adds the methods every interception subclass has: `class` reports the original class, `respondsToSelector:`,
/// `methodSignatureForSelector:` and `forwardInvocation:` handle the intercepted selectors and leave the others to
/// the original class.
static void RXInstallSubclassMethods(Class subclass, Class original) {
    class_addMethod(subclass, @selector(class), imp_implementationWithBlock(^Class(__unused id receiver) {
        return original;
    }), method_getTypeEncoding(class_getInstanceMethod(original, @selector(class))));

    SEL responds = @selector(respondsToSelector:);
    class_addMethod(subclass, responds, imp_implementationWithBlock(^BOOL(__unsafe_unretained id receiver, SEL selector) {
        if (selector != NULL && RXIsIntercepted(subclass, selector)) {
            return YES;
        }
        struct objc_super parent = {receiver, original};
        return ((BOOL (*)(struct objc_super *, SEL, SEL))objc_msgSendSuper)(&parent, responds, selector);
    }), method_getTypeEncoding(class_getInstanceMethod(original, responds)));

    SEL signature = @selector(methodSignatureForSelector:);
    class_addMethod(subclass, signature, imp_implementationWithBlock(^NSMethodSignature *(__unsafe_unretained id receiver, SEL selector) {
        if (RXIsIntercepted(subclass, selector)) {
            Method method = class_getInstanceMethod(subclass, RXAlias(selector));
            return [NSMethodSignature signatureWithObjCTypes:method_getTypeEncoding(method)];
        }
        struct objc_super parent = {receiver, original};
        return ((NSMethodSignature * (*)(struct objc_super *, SEL, SEL)) objc_msgSendSuper)(&parent, signature, selector);
    }), method_getTypeEncoding(class_getInstanceMethod(original, signature)));

    SEL forward = @selector(forwardInvocation:);
    class_addMethod(subclass, forward, imp_implementationWithBlock(^(__unsafe_unretained id receiver, NSInvocation *invocation) {
        SEL selector = invocation.selector;
        if (!RXIsIntercepted(subclass, selector)) {
            struct objc_super parent = {receiver, original};
            ((void (*)(struct objc_super *, SEL, NSInvocation *))objc_msgSendSuper)(&parent, forward, invocation);
            return;
        }
        id<RXMessageObserving> observer = objc_getAssociatedObject(receiver, [RXInterception keyForSelector:selector]);
        NSArray *arguments = observer != nil ? [RXInterception argumentsOfInvocation:invocation] : nil;
        [observer rx_messageSentWithArguments:arguments];
        invocation.selector = RXAlias(selector);
        [invocation invokeWithTarget:receiver];
        invocation.selector = selector;
        [observer rx_methodInvokedWithArguments:arguments];
    }), method_getTypeEncoding(class_getInstanceMethod(original, forward)));
}

/// The interception subclass of `original`, made the first time. Called under the state's lock.
static Class RXSubclass(Class original) {
    RXInterceptionState *state = RXState();
    Class subclass = [state.subclassByClass objectForKey:original];
    if (subclass != Nil) {
        return subclass;
    }
    NSString *name = [RXSubclassPrefix stringByAppendingString:NSStringFromClass(original)];
    subclass = objc_allocateClassPair(original, name.UTF8String, 0);
    if (subclass == Nil) {
        // A class of that name exists already: another copy of this code made it.
        return Nil;
    }
    RXInstallSubclassMethods(subclass, original);
    objc_registerClassPair(subclass);
    [state.subclassByClass setObject:subclass forKey:original];
    [state.selectorsBySubclass setObject:[NSMutableSet set] forKey:subclass];
    return subclass;
}

/// Moves `target` to its interception subclass (if it is not there yet) and returns that subclass, or `Nil` with
/// `error` set. Called under the state's lock.
static Class RXPrepareObject(id target, NSError **error) {
    Class actual = object_getClass(target);
    if ([RXState().selectorsBySubclass objectForKey:actual] != nil) {
        return actual;
    }
    static CFTypeID objectTypeID;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ objectTypeID = CFGetTypeID((__bridge CFTypeRef)[NSObject class]); });
    if (CFGetTypeID((__bridge CFTypeRef)target) != objectTypeID) {
        if (error) *error = RXError(RXInterceptionErrorTollFreeBridged, nil);
        return Nil;
    }
    Class visible = [target class];
    if (visible != actual) {
        // Someone else (KVO, most often) moved the object to a class of theirs; they may move it back later and
        // undo ours. Intercepting before observing with KVO avoids it.
        BOOL isKVO = [target respondsToSelector:NSSelectorFromString(@"_isKVOA")];
        if (error) *error = RXError(RXInterceptionErrorAlreadyIntercepted, @{RXInterceptionErrorIsKVOKey: @(isKVO)});
        return Nil;
    }
    Class subclass = RXSubclass(visible);
    if (subclass == Nil) {
        if (error) *error = RXError(RXInterceptionErrorUnknown, nil);
        return Nil;
    }
    if (object_setClass(target, subclass) != visible) {
        if (error) *error = RXError(RXInterceptionErrorThreadingCollision, nil);
        return Nil;
    }
    return subclass;
}

/// Makes `dealloc` of `class` report to the object's deallocation observer first. Called under the state's lock.
static void RXInterceptDealloc(Class class) {
    RXInterceptionState *state = RXState();
    if ([state.deallocReportingClasses containsObject:class]) {
        return;
    }
    SEL dealloc = RXDeallocSelector();
    const void *key = [RXInterception keyForSelector:dealloc];
    Method inherited = class_getInstanceMethod(class, dealloc);
    const char *types = method_getTypeEncoding(inherited);
    Class parentClass = class_getSuperclass(class);
    // The class has no `dealloc` of its own: the new one calls its superclass's.
    IMP added = imp_implementationWithBlock(^(__unsafe_unretained id receiver) {
        [(id<RXDeallocationObserving>)objc_getAssociatedObject(receiver, key) rx_deallocating];
        struct objc_super parent = {receiver, parentClass};
        ((void (*)(struct objc_super *, SEL))objc_msgSendSuper)(&parent, dealloc);
    });
    if (!class_addMethod(class, dealloc, added, types)) {
        imp_removeBlock(added);
        // The class has a `dealloc` of its own: the new one calls it.
        Method own = class_getInstanceMethod(class, dealloc);
        __block void (*original)(__unsafe_unretained id, SEL) = NULL;
        IMP replacement = imp_implementationWithBlock(^(__unsafe_unretained id receiver) {
            [(id<RXDeallocationObserving>)objc_getAssociatedObject(receiver, key) rx_deallocating];
            original(receiver, dealloc);
        });
        original = (void (*)(__unsafe_unretained id, SEL))method_setImplementation(own, replacement);
    }
    [state.deallocReportingClasses addObject:class];
}

@implementation RXInterception

+ (const void *)keyForSelector:(SEL)selector {
    // Selectors are unique, so the alias's address is a key no other code uses.
    return (const void *)RXAlias(selector);
}

+ (BOOL)interceptSelector:(SEL)selector ofObject:(id)target error:(NSError **)error {
    if (class_getInstanceMethod(object_getClass(target), selector) == NULL) {
        if (error) *error = RXError(RXInterceptionErrorSelectorNotImplemented, nil);
        return NO;
    }
    if (selector == @selector(class) || selector == @selector(respondsToSelector:) ||
        selector == @selector(methodSignatureForSelector:) || selector == @selector(forwardInvocation:) ||
        selector == @selector(forwardingTargetForSelector:)) {
        if (error) *error = RXError(RXInterceptionErrorPerformanceSensitiveMessage, nil);
        return NO;
    }
    @synchronized (RXState()) {
        if (selector == RXDeallocSelector()) {
            RXInterceptDealloc([target class]);
            return YES;
        }
        Class subclass = RXPrepareObject(target, error);
        if (subclass == Nil) {
            return NO;
        }
        NSMutableSet<NSString *> *intercepted = [RXState().selectorsBySubclass objectForKey:subclass];
        NSString *name = NSStringFromSelector(selector);
        if ([intercepted containsObject:name]) {
            return YES;
        }
        Method method = class_getInstanceMethod(subclass, selector);
        const char *types = method_getTypeEncoding(method);
        NSMethodSignature *signature = [NSMethodSignature signatureWithObjCTypes:types];
        if (!RXReturnTypeSupported(signature.methodReturnType)) {
            if (error) *error = RXError(RXInterceptionErrorUnsupportedReturnType, nil);
            return NO;
        }
        IMP implementation = method_getImplementation(method);
        if (implementation == NULL) {
            if (error) *error = RXError(RXInterceptionErrorSelectorNotImplemented, nil);
            return NO;
        }
        if (!class_addMethod(subclass, RXAlias(selector), implementation, types)) {
            if (error) *error = RXError(RXInterceptionErrorSavingOriginalFailed, nil);
            return NO;
        }
        if (!class_addMethod(subclass, selector, _objc_msgForward, types)) {
            // The subclass defines the method itself: only `class` and the forwarding methods, excluded above.
            if (error) *error = RXError(RXInterceptionErrorReplacingWithForwardingFailed, nil);
            return NO;
        }
        [intercepted addObject:name];
        return YES;
    }
}

+ (id)associatedObjectOf:(id)target key:(const void *)key orMake:(id (^NS_NOESCAPE)(void))make {
    @synchronized (target) {
        id existing = objc_getAssociatedObject(target, key);
        if (existing != nil) {
            return existing;
        }
        id made = make();
        objc_setAssociatedObject(target, key, made, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
        return made;
    }
}

+ (NSArray *)argumentsOfInvocation:(NSInvocation *)invocation {
    NSUInteger count = invocation.methodSignature.numberOfArguments;
    NSMutableArray *arguments = [NSMutableArray arrayWithCapacity:count > 2 ? count - 2 : 0];
    // Arguments 0 and 1 are `self` and `_cmd`.
    for (NSUInteger index = 2; index < count; index++) {
        [arguments addObject:RXArgument(invocation, index)];
    }
    return arguments;
}

+ (BOOL)typesReturnVoid:(const char *)types {
    return types != NULL && RXUnqualified(types)[0] == 'v';
}

@end

#endif
