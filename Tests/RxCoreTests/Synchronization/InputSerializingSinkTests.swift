// SPDX-License-Identifier: MIT
import Foundation
import XCTest

@testable import RxCore

/// The template-3 sink bases in `Core/Internal` (`InputSerializingSink`, `InputSerializingPairSink`) and the typed
/// element rings of the parameter-pack forms (`AnyElementRing`, `ElementRing`): inputs applied one at a time to the
/// role-owned state, none lost under many threads, a reentrant input applied after the one being applied, the start
/// phase, the inline source subscriptions, and the rings' latest element and queue.
final class InputSerializingSinkTests: XCTestCase {
    private struct Tally {
        var count = 0
        var applied: [Int] = []
    }

    private final class Serializing: InputSerializingSink<Int, Int, Tally>, @unchecked Sendable {
        /// Applies `input`; `reenter` is called, once, from inside the application of the first input.
        var reenter: (() -> Void)?

        func receive(_ input: Int) {
            serialize(input) { input in
                state.count += 1
                state.applied.append(input)
                if let reenter {
                    self.reenter = nil
                    reenter()
                }
            }
        }
    }

    private final class Pair: InputSerializingPairSink<Int, Int, Void>, @unchecked Sendable {}

    private func observer() -> AnyObserver<Int> { AnyObserver { _ in } }

    func test_serialize_appliesTheInputToTheState() {
        let sink = Serializing(observer: observer(), state: Tally())
        sink.receive(3)
        sink.receive(4)
        XCTAssertEqual(sink.state.count, 2)
        XCTAssertEqual(sink.state.applied, [3, 4])
    }

    func test_serialize_reentrantInput_isAppliedAfterTheCurrentOne() {
        let sink = Serializing(observer: observer(), state: Tally())
        sink.reenter = { [unowned sink] in
            sink.receive(2)
            // Queued for the role holder: not applied yet.
            XCTAssertEqual(sink.state.applied, [1])
        }
        sink.receive(1)
        XCTAssertEqual(sink.state.applied, [1, 2])
    }

    func test_serialize_manyThreads_losesNoInput() {
        let sink = Serializing(observer: observer(), state: Tally())
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<5_000 { sink.receive(thread * 10_000 + index) }
        }
        XCTAssertEqual(sink.state.count, 40_000)
        // Each thread's inputs are applied in the order it sent them.
        for thread in 0..<8 {
            let mine = sink.state.applied.filter { $0 / 10_000 == thread }
            XCTAssertEqual(mine, (0..<5_000).map { thread * 10_000 + $0 })
        }
    }

    func test_serialize_ownInput_isBoxedOnlyWhenQueued() {
        let sink = InputSerializingSink<Int, String, [String]>(observer: observer(), state: [])
        var boxed = 0
        func receive(_ value: Int, reentering: Bool) {
            sink.serialize(
                own: value,
                boxing: { value in
                    boxed += 1
                    return "queued \(value)"
                },
                { value in
                    sink.state.append("own \(value)")
                    if reentering { receive(value + 1, reentering: false) }
                },
                { input in sink.state.append(input) }
            )
        }
        receive(1, reentering: true)
        XCTAssertEqual(sink.state, ["own 1", "queued 2"])
        XCTAssertEqual(boxed, 1)
    }

    func test_startPhase_disposalWhileStarting_isLeftToTheEndOfStarting() {
        let deferred = InputSerializingSink<Int, Int, Void>(observer: observer(), state: ())
        XCTAssertTrue(deferred.deferDisposalWhileStarting())
        XCTAssertTrue(deferred.finishStarting(), "disposed while starting: the caller disposes now")

        let started = InputSerializingSink<Int, Int, Void>(observer: observer(), state: ())
        XCTAssertFalse(started.finishStarting())
        XCTAssertFalse(started.deferDisposalWhileStarting(), "after starting, a disposal goes ahead")
    }

    func test_pairSubscriptions_disposeOnce_andWhenSetAfterDisposal() {
        let sink = Pair(observer: observer(), state: ())
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        sink.setFirstSubscription(first)
        XCTAssertFalse(first.isDisposed)
        sink.disposeFirstSubscription()
        sink.disposeFirstSubscription()
        XCTAssertTrue(first.isDisposed)
        // The second source ended while being subscribed: its subscription goes as soon as it is set.
        sink.disposeSecondSubscription()
        sink.setSecondSubscription(second)
        XCTAssertTrue(second.isDisposed)
    }

    func test_elementRing_latest_isReplacedInPlace() {
        let ring = ElementRing<String>()
        XCTAssertTrue(ring.storeLatest("a"))
        XCTAssertFalse(ring.storeLatest("b"))
        XCTAssertEqual(ring.count, 1)
        XCTAssertEqual(ring.latest, "b")
        XCTAssertFalse(ring.store(boxed: "c" as Any, queueing: false))
        XCTAssertEqual(ring.latest, "c")
    }

    func test_elementRing_queue_keepsOrderAcrossGrowthAndWrapping() {
        let ring = ElementRing<String>()
        var expected: [String] = []
        var taken: [String] = []
        var next = 0
        // Fill and drain unevenly, so the ring wraps before and after it grows.
        for round in 0..<6 {
            for _ in 0..<(round + 2) {
                let wasEmpty = ring.count == 0
                XCTAssertEqual(ring.enqueue("\(next)"), wasEmpty)
                expected.append("\(next)")
                next += 1
            }
            for _ in 0..<(round + 1) { taken.append(ring.dequeue()) }
        }
        XCTAssertTrue(ring.store(boxed: "boxed" as Any, queueing: true) == (ring.count == 1))
        expected.append("boxed")
        while ring.count > 0 { taken.append(ring.dequeue()) }
        XCTAssertEqual(taken, expected)
    }

    func test_elementRing_releasesItsElements() {
        final class Tracked {
            let released: () -> Void
            init(_ released: @escaping () -> Void) { self.released = released }
            deinit { released() }
        }
        var releases = 0
        do {
            let ring = ElementRing<Tracked>()
            for _ in 0..<5 { _ = ring.enqueue(Tracked { releases += 1 }) }
            _ = ring.dequeue()
            XCTAssertEqual(releases, 1)
            let erased: AnyElementRing = ring
            XCTAssertTrue(erased.typed(as: Tracked.self) === ring)
        }
        XCTAssertEqual(releases, 5, "the ring releases the elements it still holds")
    }
}
