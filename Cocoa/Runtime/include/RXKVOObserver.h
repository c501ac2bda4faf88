// SPDX-License-Identifier: MIT
#ifndef RX_KVO_OBSERVER_H
#define RX_KVO_OBSERVER_H
#if __APPLE__
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Observes one key path of one object with KVO until disposed, calling back with each change's new value.
///
/// Written in Objective-C because it must reach its target, without retaining it, while the target is being
/// deallocated (Swift's `unowned` and `weak` references read `nil` or trap by then).
@interface RXKVOObserver : NSObject

/// Starts observing `keyPath` of `target`; `callback` receives each new value (`nil` or `NSNull` for none), on the
/// thread where the change happens, one call at a time.
- (instancetype)initWithTarget:(id)target
                  retainTarget:(BOOL)retainTarget
                       keyPath:(NSString *)keyPath
                       options:(NSKeyValueObservingOptions)options
                      callback:(void (^)(id _Nullable value))callback NS_DESIGNATED_INITIALIZER;

- (instancetype)init NS_UNAVAILABLE;

/// Stops observing and lets the target go; later calls do nothing.
- (void)dispose;

@end

NS_ASSUME_NONNULL_END

#endif
#endif
