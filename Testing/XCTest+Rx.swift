// SPDX-License-Identifier: MIT
import RxCore
import XCTest

/// Asserts that two lists of recorded events are equal; on failure, prints both lists aligned and the first
/// differing event.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T>>],
    _ rhs: [Recorded<Event<T>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let difference = recordedEventsDifference(lhs, rhs) {
        XCTFail(difference, file: file, line: line)
    }
}

/// Asserts that two lists of recorded optional-element events are equal, printing a diff on failure.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Recorded<Event<T?>>],
    _ rhs: [Recorded<Event<T?>>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let difference = recordedEventsDifference(lhs, rhs) {
        XCTFail(difference, file: file, line: line)
    }
}

/// Asserts that two lists of events (without times) are equal.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Event<T>],
    _ rhs: [Event<T>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if lhs != rhs {
        XCTFail("Events differ:\n   actual:   \(lhs)\n   expected: \(rhs)", file: file, line: line)
    }
}

/// Asserts that two lists of single events (`[SingleEvent<T>]`, that is `[Result<T, Error>]`) are equal, as RxTest
/// asserts them: successes compare their elements, failures their errors' type, `NSError` domain and code, and
/// description.
///
/// ```swift
/// var events: [SingleEvent<Int>] = []
/// _ = Single.just(1).subscribe { events.append($0) }
/// XCTAssertEqual(events, [.success(1)])
/// ```
///
/// Arrays of `MaybeEvent` and `CompletableEvent` need no overload: RxTraits makes those events `Equatable` with the
/// same error comparison, so XCTest's own `XCTAssertEqual` and `#expect(a == b)` compare them.
///
/// - Parameters:
///   - lhs: The recorded events.
///   - rhs: The expected events.
///   - file: The file of the assertion.
///   - line: The line of the assertion.
public func XCTAssertEqual<T: Equatable>(
    _ lhs: [Result<T, Swift.Error>],
    _ rhs: [Result<T, Swift.Error>],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if !(lhs == rhs) {
        XCTFail("Single events differ:\n   actual:   \(lhs)\n   expected: \(rhs)", file: file, line: line)
    }
}

/// Asserts that two subscription lists are equal.
public func XCTAssertEqual(
    _ lhs: [Subscription],
    _ rhs: [Subscription],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    if let difference = subscriptionsDifference(lhs, rhs) {
        XCTFail(difference, file: file, line: line)
    }
}

/// Asserts that the `next` elements of `stream` are `elements`, ignoring times and terminal events.
public func XCTAssertRecordedElements<T: Equatable>(
    _ stream: [Recorded<Event<T>>],
    _ elements: [T],
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let recorded = stream.compactMap { $0.value.element }
    if recorded != elements {
        XCTFail("Recorded elements differ:\n   actual:   \(recorded)\n   expected: \(elements)", file: file, line: line)
    }
}

/// A test case that fails any test that leaves live subscriptions behind.
///
/// It records `Resources.total` before each test and checks after it (allowing asynchronous disposal a short
/// time to finish) that the count came back. Counting is on in debug builds, where `swift test` runs.
open class RxTestCase: XCTestCase {
    private var startResourceCount: Int32 = 0

    open override func setUp() {
        super.setUp()
        startResourceCount = Resources.total
    }

    open override func tearDown() {
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startResourceCount && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.005))
        }
        XCTAssertEqual(
            Resources.total,
            startResourceCount,
            "Resources leaked: \(Resources.total - startResourceCount) live subscriptions or sinks remain after the test."
        )
        super.tearDown()
    }
}
