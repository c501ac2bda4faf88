// SPDX-License-Identifier: MIT
// The Objective-C runtime piece of RxCocoa: Apple platforms only (empty elsewhere).
#ifndef RX_COCOA_RUNTIME_H
#define RX_COCOA_RUNTIME_H
#if __APPLE__
#import <Foundation/Foundation.h>
#endif
#endif
