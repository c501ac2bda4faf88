import Foundation
import XCTest

/// The environment variable that tells a test process to run one test's crashing body: its value is the test's
/// `Module.Class/method` name.
private let probeVariable = "RX_PRECONDITION_PROBE"

extension XCTestCase {
    /// Checks that `body` stops the program with a message containing `message`.
    ///
    /// A precondition stops the whole process, so the check runs this same test in a child process (the test
    /// binary, filtered to this test, with `RX_PRECONDITION_PROBE` naming it); there `body` runs and is expected
    /// to crash. The parent asserts that the child died of a signal and printed `message`.
    ///
    /// - Parameters:
    ///   - message: Text the failure message must contain, for example the operator and argument it names.
    ///   - function: The calling test method; leave the default.
    ///   - body: The code that must stop with the message.
    public func expectPreconditionFailure(
        _ message: String,
        function: String = #function,
        file: StaticString = #filePath,
        line: UInt = #line,
        _ body: () -> Void
    ) {
        guard let probe = probePrecondition(function: function, body) else {
            XCTFail("Could not start the test binary to probe \(function).", file: file, line: line)
            return
        }
        XCTAssertTrue(
            probe.crashed, "expected a precondition failure, but the process exited with status \(probe.status).",
            file: file, line: line)
        XCTAssertTrue(
            probe.output.contains(message),
            "expected the failure message to contain \"\(message)\"; the output was:\n\(probe.output.suffix(2_000))",
            file: file, line: line)
    }

    /// Runs `body` in a child process (this test, filtered, with `RX_PRECONDITION_PROBE` naming it) and reports
    /// how that process ended; in the child itself it runs `body` and exits with status 0 if `body` returns.
    ///
    /// - Returns: The child's exit status, whether it died of a signal, and its combined output; `nil` if it
    ///   could not be started.
    public func probePrecondition(function: String = #function, _ body: () -> Void) -> PreconditionProbe? {
        let method = function.hasSuffix("()") ? String(function.dropLast(2)) : function
        let testName = "\(String(reflecting: type(of: self)))/\(method)"
        if ProcessInfo.processInfo.environment[probeVariable] == testName {
            body()
            print(PreconditionProbe.returnedNormally)
            exit(0)
        }
        return runProbe(testName)
    }

    /// Runs the test binary filtered to `testName`, with the probe variable set; returns its termination status,
    /// whether it died of a signal, and its combined output.
    private func runProbe(_ testName: String) -> PreconditionProbe? {
        let process = Process()
        #if os(Linux)
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [testName]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
        process.arguments = ["xctest", "-XCTest", testName, Bundle(for: type(of: self)).bundlePath]
        #endif
        var environment = ProcessInfo.processInfo.environment
        environment[probeVariable] = testName
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PreconditionProbe(
            status: process.terminationStatus,
            crashed: process.terminationReason == .uncaughtSignal,
            output: String(decoding: data, as: UTF8.self))
    }
}

/// How a child process that ran a precondition probe ended.
public struct PreconditionProbe: Sendable {
    /// Printed by the child when the probed body returned instead of stopping the program.
    public static let returnedNormally = "PRECONDITION-PROBE: the body returned normally"

    /// The exit status, or the signal number when `crashed`.
    public let status: Int32
    /// Whether the child died of a signal (a failed precondition traps).
    public let crashed: Bool
    /// Everything the child printed to standard output and standard error.
    public let output: String
}
