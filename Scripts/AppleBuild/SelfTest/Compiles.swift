// SPDX-License-Identifier: MIT
// The Apple build check's self-test: compiles for iOS. Its one warning is the SDK's age (the iPhoneOS 16.5 standard
// library predates `@unsafe`, so the `unsafe` below marks nothing), which the check tolerates.
import Foundation

public func selfTestCompiles() -> Int {
    let pointer = unsafe UnsafeMutablePointer<Int>.allocate(capacity: 1)
    unsafe pointer.initialize(to: 1)
    defer { unsafe pointer.deallocate() }
    return unsafe pointer.pointee + Date().description.count
}
