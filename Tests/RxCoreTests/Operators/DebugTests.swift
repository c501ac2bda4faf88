// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DebugTests: RxTestCase {
    func test_logsSubscriptionEventsAndDisposal_andPassesEventsThrough() {
        let lines = Recorder<String>()
        let previous = DebugOutput.replaceWriter { lines.append($0) }
        defer { _ = DebugOutput.replaceWriter(previous) }
        var values: [Int] = []
        _ = Observable.of(1, 2).debug("numbers").subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        let suffixes = lines.values.map { $0.components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        XCTAssertEqual(
            suffixes,
            [
                "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
                "numbers -> Event completed", "numbers -> isDisposed",
            ]
        )
    }

    func test_trimOutput_andDefaultIdentifier() {
        let lines = Recorder<String>()
        let previous = DebugOutput.replaceWriter { lines.append($0) }
        defer { _ = DebugOutput.replaceWriter(previous) }
        _ = Observable.just(String(repeating: "x", count: 60)).debug(trimOutput: true).subscribe()
        let event = lines.values.first { $0.contains("Event next") } ?? ""
        XCTAssertTrue(event.contains("..."), event)
        XCTAssertTrue(event.contains("DebugTests.swift"), event)
    }
}
