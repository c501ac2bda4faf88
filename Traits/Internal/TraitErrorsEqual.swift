// SPDX-License-Identifier: MIT
import Foundation

/// Whether two errors count as the same for event equality (``MaybeEvent`` and ``CompletableEvent``): same dynamic
/// type, same `NSError` domain and code, same description. RxTesting compares `Event` errors the same way.
func traitErrorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}
