// SPDX-License-Identifier: MIT
import RxCore

// RxTraits' `SingleEvent<Element>` is `Result<Element, Swift.Error>`. The standard library makes a `Result`
// Equatable only when its failure type is, which `any Error` is not, so these operators supply the comparison RxTest
// offers for single events: `XCTAssertEqual` (see XCTest+Rx.swift) and Swift Testing's `#expect(a == b)` use them.
// (RxTraits makes `MaybeEvent` and `CompletableEvent` Equatable itself; arrays of them compare with `==` directly.)

/// Whether two single events are equal: both successes with equal elements, or both failures with errors of the
/// same type, the same `NSError` domain and code and the same description, as RxTest compares them.
///
/// - Parameters:
///   - lhs: A single event (`SingleEvent<Element>`).
///   - rhs: Another single event.
/// - Returns: `true` when the events are equal.
public func == <Element: Equatable>(lhs: Result<Element, Swift.Error>, rhs: Result<Element, Swift.Error>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): return left == right
    case (.failure(let left), .failure(let right)): return errorsEqual(left, right)
    default: return false
    }
}

/// Whether two single events differ; the negation of the single-event `==`.
///
/// - Parameters:
///   - lhs: A single event (`SingleEvent<Element>`).
///   - rhs: Another single event.
/// - Returns: `true` when the events differ.
public func != <Element: Equatable>(lhs: Result<Element, Swift.Error>, rhs: Result<Element, Swift.Error>) -> Bool {
    !(lhs == rhs)
}

/// Whether two lists of single events are equal, element by element, as the single-event `==`
/// compares them: `#expect(events == [.success(1), .failure(testError)])`.
///
/// - Parameters:
///   - lhs: Single events (`[SingleEvent<Element>]`).
///   - rhs: Other single events.
/// - Returns: `true` when both lists have the same length and equal events at every index.
public func == <Element: Equatable>(lhs: [Result<Element, Swift.Error>], rhs: [Result<Element, Swift.Error>]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 == $1 }
}

/// Whether two lists of single events differ; the negation of the array `==`.
///
/// - Parameters:
///   - lhs: Single events (`[SingleEvent<Element>]`).
///   - rhs: Other single events.
/// - Returns: `true` when the lists differ in length or in an event.
public func != <Element: Equatable>(lhs: [Result<Element, Swift.Error>], rhs: [Result<Element, Swift.Error>]) -> Bool {
    !(lhs == rhs)
}
