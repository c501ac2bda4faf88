// SPDX-License-Identifier: MIT
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
    if !mainLoopRuns(until: condition, within: timeout) {
        XCTFail("condition not met within \(timeout) s", file: file, line: line)
    }
}

/// Runs the main run loop (which drains the main dispatch queue on Linux too) until `condition` holds; `false` if
/// it did not within `timeout` seconds. For callers that report the failure themselves.
public func mainLoopRuns(until condition: () -> Bool, within timeout: TimeInterval) -> Bool {
    precondition(Thread.isMainThread, "runMainLoop(until:) drives the main run loop and must run on the main thread.")
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.002))
    }
    return true
}

/// Runs the main run loop until everything queued on the main queue so far has run, so that `MainScheduler`
/// delivers inline again (it queues while anything else is queued).
public func drainMainQueue(file: StaticString = #filePath, line: UInt = #line) {
    let drained = Recorder<Bool>()
    DispatchQueue.main.async { drained.append(true) }
    runMainLoop(until: { !drained.values.isEmpty }, file: file, line: line)
}

/// Waits on a background-friendly condition by polling.
public func poll(
    until condition: () -> Bool,
    timeout: TimeInterval = 5,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline {
            XCTFail("condition not met within \(timeout) s", file: file, line: line)
            return
        }
        usleep(500)
    }
}
