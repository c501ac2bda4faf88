// SPDX-License-Identifier: MIT
import Foundation
import XCTest

/// The environment variable that tells a test process to run one test's crashing body: its value is the test's
/// `Module.Class/method` name.
private let probeVariable = "RX_PRECONDITION_PROBE"

/// How long a probe may run before it is stopped and reported as not crashing.
private let probeTimeout: TimeInterval = 60

extension XCTestCase {
    /// Checks that `body` stops the program with a message containing `message`.
    ///
    /// A precondition stops the whole process, so the check runs this same test in a child process (the test
    /// binary, filtered to this test, with `RX_PRECONDITION_PROBE` naming it); there `body` runs and is expected
    /// to crash. The parent asserts that the child stopped abnormally and printed `message`.
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
        guard PreconditionProbe.isSupported else {
            print("\(function): precondition probe skipped (this platform cannot start a child process)")
            return
        }
        guard let probe = probePrecondition(function: function, body) else {
            XCTFail("Could not start the test binary to probe \(function).", file: file, line: line)
            return
        }
        XCTAssertTrue(
            probe.crashed,
            "expected a precondition failure, but the process exited with status \(probe.status).",
            file: file,
            line: line
        )
        XCTAssertTrue(
            probe.output.contains(message),
            "expected the failure message to contain \"\(message)\"; the output was:\n\(probe.output.suffix(2_000))",
            file: file,
            line: line
        )
    }

    /// Runs `body` in a child process (this test, filtered, with `RX_PRECONDITION_PROBE` naming it) and reports
    /// how that process ended; in the child itself it runs `body` and exits with status 0 if `body` returns.
    ///
    /// - Returns: The child's exit status, whether it stopped abnormally, and its combined output; `nil` if it
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

    #if !(os(macOS) || os(Linux) || os(Windows))
        /// iOS, tvOS, watchOS and visionOS have no `Process`: the probe cannot start a child there.
        private func runProbe(_ testName: String) -> PreconditionProbe? { nil }
    #else
        /// Runs the test binary filtered to `testName`, with the probe variable set; returns its termination status,
        /// whether it stopped abnormally, and its combined output.
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
            // The crash is expected: skip the Swift runtime's backtracer, which is slow and, under the Thread
            // Sanitizer, can hang while holding the output pipe open.
            environment["SWIFT_BACKTRACE"] = "enable=no"
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            do {
                try process.run()
            } catch {
                return nil
            }
            // Read on another thread, so that a child which never exits cannot hang the test run.
            let output = Recorder<Data>()
            let finishedReading = DispatchSemaphore(value: 0)
            let reader = pipe.fileHandleForReading
            Thread {
                output.append(reader.readDataToEndOfFile())
                finishedReading.signal()
            }.start()
            let deadline = Date().addingTimeInterval(probeTimeout)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            _ = finishedReading.wait(timeout: .now() + 5)
            let data = output.values.first ?? Data()
            // A failed precondition traps: the child dies of the signal, or, under the Thread Sanitizer (which
            // handles the signal and exits with status 66), exits with a non-zero status.
            return PreconditionProbe(
                status: process.terminationStatus,
                crashed: process.terminationReason == .uncaughtSignal || process.terminationStatus != 0,
                output: String(decoding: data, as: UTF8.self)
            )
        }
    #endif
}

/// How a child process that ran a precondition probe ended.
public struct PreconditionProbe: Sendable {
    /// Printed by the child when the probed body returned instead of stopping the program.
    public static let returnedNormally = "PRECONDITION-PROBE: the body returned normally"

    /// Whether this platform lets a test start a child process (macOS, Linux and Windows do; iOS, tvOS, watchOS and
    /// visionOS do not, and there ``XCTestCase/expectPreconditionFailure(_:function:file:line:_:)`` skips its check).
    #if os(macOS) || os(Linux) || os(Windows)
        public static let isSupported = true
    #else
        public static let isSupported = false
    #endif

    /// The exit status, or the signal number when `crashed`.
    public let status: Int32
    /// Whether the child stopped abnormally: died of a signal (a failed precondition traps) or exited with a
    /// non-zero status.
    public let crashed: Bool
    /// Everything the child printed to standard output and standard error.
    public let output: String
}
