// SPDX-License-Identifier: MIT
import RxCore

/// Describes how two lists of recorded events differ, or returns `nil` when they are equal.
///
/// The description shows both lists one line per event, aligned side by side, and names the first differing
/// index, so a failing test says at a glance which event went wrong.
///
/// - Parameters:
///   - actual: What the test recorded.
///   - expected: What the test expected.
public func recordedEventsDifference<Value: Equatable>(
    _ actual: [Recorded<Value>],
    _ expected: [Recorded<Value>]
) -> String? {
    guard actual != expected else { return nil }
    let firstDifference =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let left = actual.map { String(reflecting: $0) }
    let right = expected.map { String(reflecting: $0) }
    let width = max(8, (left.map(\.count).max() ?? 0))
    func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    var lines = ["Recorded events differ at index \(firstDifference):", "   " + pad("actual") + " | expected"]
    for index in 0..<max(left.count, right.count) {
        let marker = index == firstDifference ? "→  " : "   "
        let a = index < left.count ? left[index] : "—"
        let e = index < right.count ? right[index] : "—"
        lines.append(marker + pad(a) + " | " + e)
    }
    return lines.joined(separator: "\n")
}

/// Describes how two subscription lists differ, or returns `nil` when they are equal.
public func subscriptionsDifference(_ actual: [Subscription], _ expected: [Subscription]) -> String? {
    guard actual != expected else { return nil }
    return "Subscriptions differ:\n   actual:   \(actual)\n   expected: \(expected)"
}
