// SPDX-License-Identifier: MIT
// The Apple build check's self-test: compiles for iOS with a warning (a variable never mutated), so it must fail.
public func selfTestWarns() -> Int {
    var value = 1
    return value
}
