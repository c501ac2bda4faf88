import Foundation
import XCTest

/// Runs the main run loop (which drains the main dispatch queue on Linux too) until `condition` holds.
/// Fails the test if it does not hold within `timeout` seconds.

public func runMainLoop(
    until condition: () -> Bool,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    precondition(Thread.isMainThread, "runMainLoop(until:) drives the main run loop and must run on the main thread.")
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("condition not met within \(timeout) s", file: file, line: line)
            return
        }
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
    }
}

/// Waits on a background-friendly condition by polling.
public func poll(until condition: () -> Bool, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("condition not met within \(timeout) s", file: file, line: line)
            return
        }
        usleep(500)
    }
}
