// SPDX-License-Identifier: MIT
import Foundation
import XCTest

@testable import RxCore

/// `isMainThread`: Foundation's answer on every thread, the first time it is asked there and every time after (off
/// Apple platforms the answer is kept per thread, in C thread-local storage).
final class MainThreadTests: XCTestCase {
    func test_onTheMainThread_isTrue_everyTime() {
        XCTAssertTrue(Thread.isMainThread, "tests run on the main thread")
        XCTAssertTrue(isMainThread)
        XCTAssertTrue(isMainThread)
    }

    func test_onOtherThreads_isFalse_everyTime_eachThreadAskingFirst() {
        // Unchecked: written by one thread, and read after the group is waited for. One object per thread: an
        // array's elements written from several threads are each a write of the whole array.
        final class Answers: @unchecked Sendable {
            var values: [Bool] = []
        }
        let answers = (0..<4).map { _ in Answers() }
        let group = DispatchGroup()
        for index in 0..<4 {
            let thread = Thread {
                answers[index].values = [isMainThread, isMainThread, Thread.isMainThread]
                group.leave()
            }
            group.enter()
            thread.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(answers.map(\.values), [[Bool]](repeating: [false, false, false], count: 4))
        XCTAssertTrue(isMainThread, "another thread's answer is not this one's")
    }

    func test_onADispatchQueue_isFalse_andOnTheMainQueue_isTrue() {
        // Unchecked: written by one block, read on the main thread after it ran.
        final class Answer: @unchecked Sendable {
            var value: Bool?
        }
        // `async`: `sync` runs the block on the calling thread.
        let onQueue = Answer()
        let group = DispatchGroup()
        DispatchQueue(label: "MainThreadTests").async(group: group) { onQueue.value = isMainThread }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(onQueue.value, false)
        let onMain = Answer()
        DispatchQueue.main.async { onMain.value = isMainThread }
        let deadline = Date().addingTimeInterval(5)
        while onMain.value == nil, Date() < deadline { RunLoop.main.run(until: Date().addingTimeInterval(0.01)) }
        XCTAssertEqual(onMain.value, true)
    }
}
