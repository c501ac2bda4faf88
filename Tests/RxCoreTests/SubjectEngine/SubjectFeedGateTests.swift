// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCore

/// A subject fed through a `SubjectFeedGate` (each `share` connection's) takes no element once the gate is closed,
/// whatever thread sends it and whenever that thread gets the subject's lock: the share machine closes a connection's
/// gate under its own lock when the connection ends, so an element of an ended connection never reaches the next
/// connection's subscribers, or the replay buffer, under any lock order (Documentation/Internals/Synchronization.md,
/// "No correctness rests on the lock's fairness").
final class SubjectFeedGateTests: RxTestCase {
    private final class Owner {}

    func test_anElementSentThroughAClosedGate_isDropped_forEveryKindShareUses() {
        for (name, core) in [
            ("publish", SubjectCore<Int>(kind: .publish)),
            ("replay 1", SubjectCore<Int>(kind: .replay, bufferLimit: 1)),
        ] {
            let owner = Owner()
            var received: [Event<Int>] = []
            let subscription = core.subscribe(AnyObserver { received.append($0) }, subject: owner)
            let gate = SubjectFeedGate()
            core.onNext(1, whileOpen: gate)
            gate.close()
            core.onNext(2, whileOpen: gate)
            let next = SubjectFeedGate()  // the next connection's
            core.onNext(3, whileOpen: next)
            core.onNext(4, whileOpen: gate)
            var late: [Event<Int>] = []
            let lateSubscription = core.subscribe(AnyObserver { late.append($0) }, subject: owner)
            subscription.dispose()
            lateSubscription.dispose()
            XCTAssertEqual(received, [.next(1), .next(3)], name)
            // A replaying subject keeps no element that came through a closed gate.
            XCTAssertEqual(late, name == "publish" ? [] : [.next(3)], name)
        }
    }

    func test_anElementQueuedBehindARunningDelivery_isDropped_whenItsGateClosedFirst() {
        // A delivery runs on this thread (the observer is inside it) when another element arrives: it is queued for
        // the deliverer, and the gate is checked again where the queued element's place is fixed.
        let core = SubjectCore<Int>(kind: .replay, bufferLimit: 1)
        let owner = Owner()
        let gate = SubjectFeedGate()
        var received: [Event<Int>] = []
        let subscription = core.subscribe(
            AnyObserver { event in
                received.append(event)
                if case .next(1) = event {
                    gate.close()  // the connection ends while its element 1 is being delivered
                    core.onNext(2, whileOpen: gate)  // an element its source was still sending
                }
            },
            subject: owner
        )
        core.onNext(1, whileOpen: gate)
        subscription.dispose()
        XCTAssertEqual(received, [.next(1)])
    }
}
