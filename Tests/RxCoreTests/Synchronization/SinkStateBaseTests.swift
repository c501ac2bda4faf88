// SPDX-License-Identifier: MIT
import Foundation
import XCTest

@testable import RxCore

/// The sink bases that hold an operator's state in `Core/Internal` (`StatefulSink`, `FlagSink`,
/// `FlagSerializingSink`, `LockedStateSink`): their accessors read and change the one stored value in place, and
/// their atomic and locked operations give exact results under many threads.
final class SinkStateBaseTests: XCTestCase {
    private struct Pair {
        var count = 0
        var names: [String] = []
    }

    private final class PairSink: StatefulSink<Int, Pair>, @unchecked Sendable {}
    private final class Flagged: FlagSink<Int>, @unchecked Sendable {}
    private final class FlaggedSerializing: FlagSerializingSink<Int>, @unchecked Sendable {}
    private final class Counting: LockedStateSink<Int, Int>, @unchecked Sendable {}

    private func observer() -> AnyObserver<Int> { AnyObserver { _ in } }

    func test_statefulSink_readsAndChangesTheStateInPlace() {
        let sink = PairSink(observer: observer(), state: Pair(count: 2, names: ["a"]))
        XCTAssertEqual(sink.state.count, 2)
        sink.state.count += 1
        sink.state.names.append("b")
        XCTAssertEqual(sink.state.count, 3)
        XCTAssertEqual(sink.state.names, ["a", "b"])
        sink.state = Pair()
        XCTAssertEqual(sink.state.count, 0)
        XCTAssertEqual(sink.state.names, [])
    }

    func test_statefulSink_appendsWithoutCopyingTheBuffer() {
        let sink = PairSink(observer: observer(), state: Pair())
        sink.state.names.reserveCapacity(16)
        let before = sink.state.names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        for index in 0..<10 { sink.state.names.append("\(index)") }
        let after = sink.state.names.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        XCTAssertEqual(before, after, "the `_modify` accessor yields the stored array, which stays uniquely referenced")
    }

    func test_flagSink_setsOnce() {
        let sink = Flagged(observer: observer())
        XCTAssertFalse(sink.isFlagSet)
        XCTAssertFalse(sink.testAndSetFlag())
        XCTAssertTrue(sink.testAndSetFlag())
        XCTAssertTrue(sink.isFlagSet)
        let other = FlaggedSerializing(observer: observer())
        XCTAssertFalse(other.isFlagSet)
        other.setFlag()
        XCTAssertTrue(other.isFlagSet)
        XCTAssertTrue(other.testAndSetFlag())
    }

    func test_flagSinks_manyThreads_oneWins() {
        let sink = Flagged(observer: observer())
        let serializing = FlaggedSerializing(observer: observer())
        let winners = Locked((0, 0))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let first = !sink.testAndSetFlag()
            let second = !serializing.testAndSetFlag()
            winners.withLock {
                if first { $0.0 += 1 }
                if second { $0.1 += 1 }
            }
        }
        XCTAssertEqual(winners.withLock { $0.0 }, 1)
        XCTAssertEqual(winners.withLock { $0.1 }, 1)
    }

    func test_lockedStateSink_manyThreads_loseNoUpdate() {
        let sink = Counting(observer: observer(), state: 5)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { sink.withState { $0 += 1 } }
        }
        XCTAssertEqual(sink.withState { $0 }, 80_005)
    }
}
