// SPDX-License-Identifier: MIT
import RxCore
import XCTest

/// Asserts that an observer recorded exactly the events of a marble diagram; on failure prints both diagrams
/// one above the other and the first differing event. A malformed diagram fails with its syntax error.
public func XCTAssertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>,
    _ diagram: String,
    values: [Character: Element] = [:],
    error: Swift.Error = MarbleError(),
    timing: MarbleTiming = .default,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    XCTAssertMarbles(observer.events, diagram, values: values, error: error, timing: timing, file: file, line: line)
}

/// Asserts that recorded events are exactly those of a marble diagram.
public func XCTAssertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>],
    _ diagram: String,
    values: [Character: Element] = [:],
    error: Swift.Error = MarbleError(),
    timing: MarbleTiming = .default,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        if let difference = try marbleDifference(events, diagram, values: values, error: error, timing: timing) {
            XCTFail(difference, file: file, line: line)
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}

/// Asserts that a test observable's subscriptions are those of the subscription diagrams, such as `"^-----!"`.
public func XCTAssertSubscriptions<Element>(
    _ observable: TestableObservable<Element>,
    _ diagrams: String...,
    timing: MarbleTiming = .default,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    do {
        if let difference = try marbleSubscriptionsDifference(observable.subscriptions, diagrams, timing: timing) {
            XCTFail(difference, file: file, line: line)
        }
    } catch {
        XCTFail("\(error)", file: file, line: line)
    }
}
