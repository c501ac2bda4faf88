// SPDX-License-Identifier: MIT
// A compile-only stand-in for XCTest, for Scripts/check-apple-build.sh: the iPhoneOS SDK does not contain XCTest
// (Xcode keeps it beside the SDK), so the check compiles this file as a module named `XCTest` for the iOS target and
// puts it on the import path. It declares what our tests, RxTest, RxBlocking and the test suites we compile against
// use, with XCTest's own signatures, so that a call that would not compile against XCTest does not compile here
// either. Nothing in it runs: it is never linked, never shipped, and no product depends on it.
@_exported import Foundation
// The real XCTest's Objective-C headers import the platform's UI framework (its UI-testing API uses UIKit's and
// AppKit's types: `UIDeviceOrientation`, `UIImage`, `NSImage`), and Swift re-exports what a Clang module imports, so
// `import XCTest` alone makes UIKit's names visible in a test file on iOS and tvOS, and AppKit's on macOS. RxSwift's
// own RxCocoaTests depend on that: UITableView+RxTests.swift imports only RxCocoa, RxSwift and XCTest.
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    @_exported import UIKit
#elseif canImport(AppKit) && os(macOS)
    @_exported import AppKit
#endif

// MARK: - Test cases

/// The base of every test case (XCTest's `XCTest`).
open class XCTest: NSObject {
    open var name: String { "" }
    open var testCaseCount: Int { 0 }
    open func run() {}
    open func setUp() {}
    open func tearDown() {}
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
    open class func setUp() {}
    open class func tearDown() {}
}

/// A test case (XCTest's `XCTestCase`).
open class XCTestCase: XCTest {
    public override init() { super.init() }
    open var continueAfterFailure: Bool = true
    open var executionTimeAllowance: TimeInterval = 600
    open class var defaultTestSuite: XCTestSuite { XCTestSuite(name: "") }
    open func addTeardownBlock(_ block: @escaping () -> Void) {}
    open func record(_ issue: XCTIssue) {}
    open func recordFailure(
        withDescription description: String,
        inFile filePath: String,
        atLine lineNumber: Int,
        expected: Bool
    ) {}

    // Expectations.
    open func expectation(description: String) -> XCTestExpectation { XCTestExpectation(description: description) }
    open func expectation(
        forNotification notificationName: NSNotification.Name,
        object: Any?,
        handler: XCTNSNotificationExpectation.Handler? = nil
    ) -> XCTestExpectation { XCTNSNotificationExpectation(name: notificationName, object: object) }
    open func expectation(
        for predicate: NSPredicate,
        evaluatedWith object: Any?,
        handler: XCTNSPredicateExpectation.Handler? = nil
    ) -> XCTestExpectation { XCTNSPredicateExpectation(predicate: predicate, object: object) }
    open func keyValueObservingExpectation(for objectToObserve: Any, keyPath: String, expectedValue: Any?)
        -> XCTestExpectation
    { XCTestExpectation(description: keyPath) }
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) {}
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval, enforceOrder: Bool) {}
    open func waitForExpectations(timeout: TimeInterval, handler: XCWaitCompletionHandler? = nil) {}
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func fulfillment(
        of expectations: [XCTestExpectation],
        timeout seconds: TimeInterval = .infinity,
        enforceOrder: Bool = false
    ) async {}

    // Performance.
    open class var defaultPerformanceMetrics: [XCTPerformanceMetric] { [] }
    open func measure(_ block: () -> Void) {}
    open func measureMetrics(
        _ metrics: [XCTPerformanceMetric],
        automaticallyStartMeasuring: Bool,
        for block: () -> Void
    ) {}
    open func startMeasuring() {}
    open func stopMeasuring() {}
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    open func measure(metrics: [any XCTMetric], block: () -> Void) {}
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    open func measure(metrics: [any XCTMetric], options: XCTMeasureOptions, block: () -> Void) {}
}

/// A group of tests (XCTest's `XCTestSuite`).
open class XCTestSuite: XCTest {
    public init(name: String) { super.init() }
    open func addTest(_ test: XCTest) {}
    open var tests: [XCTest] { [] }
}

/// What a performance test measures.
public struct XCTPerformanceMetric: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let wallClockTime = XCTPerformanceMetric(rawValue: "wallClockTime")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol XCTMetric: NSCopying, NSObjectProtocol {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class XCTClockMetric: NSObject, XCTMetric {
    public override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class XCTCPUMetric: NSObject, XCTMetric {
    public override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class XCTMemoryMetric: NSObject, XCTMetric {
    public override init() { super.init() }
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
open class XCTMeasureOptions: NSObject {
    open class var `default`: XCTMeasureOptions { XCTMeasureOptions() }
    open var iterationCount: Int = 5
}

/// A failure or other issue recorded by a test.
public struct XCTIssue: Sendable {
    public enum IssueType: Int, Sendable {
        case assertionFailure, thrownError, uncaughtException, performanceRegression, system, unmatchedExpectedFailure
    }
    public var type: IssueType
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public init(
        type: IssueType,
        compactDescription: String,
        detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(),
        associatedError: Error? = nil,
        attachments: [XCTAttachment] = []
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
    }
}

/// Where an issue happened.
public struct XCTSourceCodeContext: Sendable {
    public var location: XCTSourceCodeLocation?
    public init(location: XCTSourceCodeLocation? = nil) { self.location = location }
}

/// A file and line.
public struct XCTSourceCodeLocation: Sendable {
    public var fileURL: URL
    public var lineNumber: Int
    public init(filePath: String, lineNumber: Int) {
        self.fileURL = URL(fileURLWithPath: filePath)
        self.lineNumber = lineNumber
    }
    public init(fileURL: URL, lineNumber: Int) {
        self.fileURL = fileURL
        self.lineNumber = lineNumber
    }
}

/// Data attached to a test's result.
open class XCTAttachment: NSObject {
    public init(string: String) { super.init() }
    public init(data: Data) { super.init() }
    open var name: String?
}

/// Groups the steps of a test.
public enum XCTContext {
    public static func runActivity<Result>(named name: String, block: (any XCTActivity) throws -> Result) rethrows
        -> Result
    { try block(Activity()) }
    private final class Activity: XCTActivity {
        var name: String { "" }
        func add(_ attachment: XCTAttachment) {}
    }
}

public protocol XCTActivity: AnyObject {
    var name: String { get }
    func add(_ attachment: XCTAttachment)
}

// MARK: - Expectations

public typealias XCWaitCompletionHandler = (Error?) -> Void

/// Something a test waits for (XCTest's `XCTestExpectation`).
// Unchecked: XCTest declares it so (expectations are fulfilled from any thread); this compile-only stand-in has
// no state to race on.
open class XCTestExpectation: NSObject, @unchecked Sendable {
    public init(description expectationDescription: String) { self.expectationDescription = expectationDescription }
    open var expectationDescription: String
    open var isInverted: Bool = false
    open var expectedFulfillmentCount: Int = 1
    open var assertForOverFulfill: Bool = true
    open func fulfill() {}
}

// Unchecked: XCTest declares it so (expectations are fulfilled from any thread); this compile-only stand-in has
// no state to race on.
open class XCTNSNotificationExpectation: XCTestExpectation, @unchecked Sendable {
    public typealias Handler = (Notification) -> Bool
    public init(name notificationName: NSNotification.Name, object: Any? = nil) {
        super.init(description: notificationName.rawValue)
    }
    open var handler: Handler?
}

// Unchecked: XCTest declares it so (expectations are fulfilled from any thread); this compile-only stand-in has
// no state to race on.
open class XCTNSPredicateExpectation: XCTestExpectation, @unchecked Sendable {
    public typealias Handler = () -> Bool
    public init(predicate: NSPredicate, object: Any? = nil) { super.init(description: "") }
    open var handler: Handler?
}

/// Waits for expectations outside a test case.
open class XCTWaiter: NSObject {
    public enum Result: Int, Sendable { case completed = 1, timedOut, incorrectOrder, invertedFulfillment, interrupted }
    public override init() { super.init() }
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval) -> Result { .completed }
    open func wait(for expectations: [XCTestExpectation], timeout seconds: TimeInterval, enforceOrder: Bool) -> Result {
        .completed
    }
    open class func wait(
        for expectations: [XCTestExpectation],
        timeout seconds: TimeInterval,
        enforceOrder: Bool = false
    ) -> Result { .completed }
}

// MARK: - Skipping and expected failures

/// Thrown to skip a test.
public struct XCTSkip: Error, CustomNSError {
    public init(_ message: @autoclosure () -> String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

public func XCTSkipIf(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {}

public func XCTSkipUnless(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) throws {}

public func XCTExpectFailure(_ failureReason: String? = nil, strict: Bool = true) {}

public func XCTExpectFailure<R>(_ failureReason: String? = nil, strict: Bool = true, failingBlock: () throws -> R)
    rethrows -> R
{ try failingBlock() }

// MARK: - Assertions

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

public func XCTAssert(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNil(
    _ expression: @autoclosure () throws -> Any?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTUnwrap<T>(
    _ expression: @autoclosure () throws -> T?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> T {
    guard let value = try expression() else { throw XCTSkip() }
    return value
}

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    accuracy: T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertEqual<T: Numeric>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    accuracy: T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotEqual<T: FloatingPoint>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    accuracy: T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?,
    _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertNotIdentical(
    _ expression1: @autoclosure () throws -> AnyObject?,
    _ expression2: @autoclosure () throws -> AnyObject?,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertGreaterThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertGreaterThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertLessThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertLessThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T,
    _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}

public func XCTAssertThrowsError<T>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line,
    _ errorHandler: (_ error: Error) -> Void = { _ in }
) {}

public func XCTAssertNoThrow<T>(
    _ expression: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line
) {}
