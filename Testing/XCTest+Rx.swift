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
            Resources.total, startResourceCount,
            "Resources leaked: \(Resources.total - startResourceCount) live subscriptions or sinks remain after the test.")
        super.tearDown()
    }
}
