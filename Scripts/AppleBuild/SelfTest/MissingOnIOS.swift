// SPDX-License-Identifier: MIT
// The Apple build check's self-test: uses `Process`, which macOS and Linux have and iOS does not, so it must fail.
import Foundation

public func selfTestMissingOnIOS() -> Process { Process() }
