// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// Events compare equal when they are the same case with equal elements; errors compare by type, by `NSError`
/// domain and code, and by description, as in RxTest.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return errorsEqual(left, right)
        default: return false
        }
    }
}

/// Whether two errors are the same for a test: same type, same `NSError` domain and code, same description.
func errorsEqual(_ lhs: Error, _ rhs: Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    let left = lhs as NSError
    let right = rhs as NSError
    return left.domain == right.domain && left.code == right.code && "\(lhs)" == "\(rhs)"
}
