// SPDX-License-Identifier: MIT
import Dispatch
import Foundation
@testable import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// `SerializingSink`, which `merge`, `flatMap`, `flatMapLatest`, `timeout` and others deliver through, tested
/// directly: the interleavings below cannot be produced on purpose through the operators. Each test parks threads
/// at chosen points with semaphores, so the order it checks does not depend on scheduling.
final class SerializingSinkTests: RxTestCase {
    func test_conditionalSend_isCheckedOnlyOnceItsPlaceInTheOrderIsFixed() {
        // H delivers 1 and is held inside the observer; A sends 2 "if still current" and is held inside that check;
        // then H finishes and D sends 3. D must not be delivered between A's check and A's element: the element
        // that passed the check goes out before 3 (`flatMapLatest` relies on this, so that an element of the
        // inner sequence it switched away from never follows one of the new inner sequence).
        let held = HeldOnOne()
        let sink = held.sink
        let insideA = DispatchSemaphore(value: 0)
        let holdA = DispatchSemaphore(value: 0)
        let threads = DispatchGroup()
        DispatchQueue.global().async(group: threads) { sink.serialNext(1) }
        held.inside.wait()
        DispatchQueue.global().async(group: threads) {
            sink.serialNext(
                2,
                when: {
                    insideA.signal()
                    holdA.wait()
                    return true
                }
            )
        }
        insideA.wait()
        held.hold.signal()
        DispatchQueue.global().async(group: threads) { sink.serialNext(3) }
        // Time for H to finish and for D to deliver 3 if it can get past A; with the fix it waits for A instead.
        usleep(100_000)
        holdA.signal()
        XCTAssertEqual(threads.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(held.delivered.values, [1, 2, 3])
    }

    func test_conditionalSendRefusedWhileAnotherDelivers_isDroppedAndTheOthersStillArrive() {
        let held = HeldOnOne()
        let sink = held.sink
        let threads = DispatchGroup()
        DispatchQueue.global().async(group: threads) { sink.serialNext(1) }
        held.inside.wait()
        sink.serialNext(2, when: { false })
        sink.serialNext(3)
        held.hold.signal()
        XCTAssertEqual(threads.wait(timeout: .now() + 5), .success)
        sink.serialNext(4)
        XCTAssertEqual(held.delivered.values, [1, 3, 4])
    }

    func test_conditionalSendRefusedWithNoDeliveryRunning_leavesTheSinkFree() {
        let delivered = Recorder<Int>()
        let sink = SerializingSink<Int>(
            observer: AnyObserver { event in
                if case .next(let value) = event { delivered.append(value) }
            }
        )
        // Through `send` itself, which claims the delivery role before the check refuses the element: the role
        // must be given up again, or every later element would wait in the queue for a delivery that never runs.
        sink.send(.next(1), when: { false })
        sink.serialNext(2)
        sink.send(.next(3), when: { true })
        XCTAssertEqual(delivered.values, [2, 3])
    }

    func test_conditionalTerminalEvent_refusedOrAccepted() {
        let delivered = Recorder<Event<Int>>()
        let sink = SerializingSink<Int>(observer: AnyObserver { delivered.append($0) })
        sink.send(.error(testError), when: { false })
        sink.serialNext(1)
        sink.send(.completed, when: { true })
        sink.serialNext(2)
        XCTAssertEqual(delivered.values, [.next(1), .completed])
    }
}

/// A sink whose observer records the elements it receives and, on element 1, signals `inside` and waits for
/// `hold`: the thread that sends 1 keeps the delivery role until the test signals `hold`.
private struct HeldOnOne {
    let inside = DispatchSemaphore(value: 0)
    let hold = DispatchSemaphore(value: 0)
    let delivered = Recorder<Int>()
    let sink: SerializingSink<Int>

    init() {
        let (inside, hold, delivered) = (inside, hold, delivered)
        sink = SerializingSink<Int>(
            observer: AnyObserver { event in
                guard case .next(let value) = event else { return }
                delivered.append(value)
                if value == 1 {
                    inside.signal()
                    hold.wait()
                }
            }
        )
    }
}

/// The outbox, now stored in the sink beside its lock: an event sent from inside a delivery is queued and delivered
/// after it, by the thread delivering.
extension SerializingSinkTests {
    func test_aTerminalEventSentFromInsideADelivery_isQueuedAndDeliveredAfterIt() {
        let source = HandDrivenSource<Int>()
        let trigger = HandDrivenSource<Void>()
        var events: [String] = []
        let subscription = source.observable.take(until: trigger.observable)
            .subscribe(
                onNext: { value in
                    trigger.send(())
                    events.append("next \(value)")
                },
                onCompleted: { events.append("completed") }
            )
        source.send(1)
        source.send(2)
        XCTAssertEqual(events, ["next 1", "completed"])
        XCTAssertFalse(source.isSubscribed)
        XCTAssertFalse(trigger.isSubscribed)
        subscription.dispose()
    }
}
