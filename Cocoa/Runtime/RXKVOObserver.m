// SPDX-License-Identifier: MIT
#import "include/RXKVOObserver.h"
#if __APPLE__

@implementation RXKVOObserver {
    // Unretained: the observer must reach the target while it deallocates, when weak references already read nil.
    __unsafe_unretained id _target;
    id _retainedTarget;
    NSString *_keyPath;
    void (^_callback)(id);
}

- (instancetype)initWithTarget:(id)target
                  retainTarget:(BOOL)retainTarget
                       keyPath:(NSString *)keyPath
                       options:(NSKeyValueObservingOptions)options
                      callback:(void (^)(id))callback {
    if ((self = [super init])) {
        _target = target;
        _retainedTarget = retainTarget ? target : nil;
        _keyPath = [keyPath copy];
        _callback = [callback copy];
        [target addObserver:self forKeyPath:_keyPath options:options context:NULL];
    }
    return self;
}

- (void)observeValueForKeyPath:(NSString *)keyPath
                      ofObject:(id)object
                        change:(NSDictionary<NSKeyValueChangeKey, id> *)change
                       context:(void *)context {
    // One call at a time, as the observable contract asks, even when the property changes on several threads.
    @synchronized (self) {
        if (_callback != nil) {
            _callback(change[NSKeyValueChangeNewKey]);
        }
    }
}

- (void)dispose {
    __unsafe_unretained id target;
    @synchronized (self) {
        target = _target;
        _target = nil;
        _callback = nil;
    }
    if (target == nil) {
        return;
    }
    [target removeObserver:self forKeyPath:_keyPath context:NULL];
    @synchronized (self) {
        _retainedTarget = nil;
    }
}

@end

#endif
