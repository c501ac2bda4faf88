// SPDX-License-Identifier: MIT
// The Objective-C runtime piece of RxCocoa: Apple platforms only (empty elsewhere). RxCocoa's Swift code imports this
// header; nothing here is API of its own, except `_RXDelegateProxy`, which `DelegateProxy` subclasses.
#ifndef RX_COCOA_RUNTIME_H
#define RX_COCOA_RUNTIME_H
#if __APPLE__
#import <Foundation/Foundation.h>
#import "_RXDelegateProxy.h"
#import "RXInterception.h"
#import "RXKVOObserver.h"
#endif
#endif
