// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// The impossible transitions of the refCount and share state machines stop the program with a message naming
/// the state (each check runs in a child process; see `expectPreconditionFailure`). ``ConnectableStateMachine``
/// has none: every event is legal in every state.
final class StateMachineInconsistencyTests: RxTestCase {
    private typealias RefCount = RefCountStateMachine<String>
    private typealias Share = ShareStateMachine<String>

    func test_share_disposalReportedWithoutOne_stops() {
        expectPreconditionFailure("Internal inconsistency: share: a disposal reported done") {
            var machine = ShareStateMachine<String>(keepsSubject: false)
            _ = machine.disposed()
        }
    }

    func test_refCount_subscribedTwice_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: subscribed twice") {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.subscribing
            _ = machine.subscribed(&subscriber)
            _ = machine.subscribed(&subscriber)
        }
    }

    func test_refCount_connectionMadeForTheCurrentEpochOutsideConnecting_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: connection 0 made in state connected") {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.subscribing
            _ = machine.subscribed(&subscriber)
            _ = machine.connected("c", epoch: 0)
            _ = machine.connected("d", epoch: 0)
        }
    }

    func test_refCount_disposedWhileSubscribing_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: disposed while subscribing") {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.subscribing
            _ = machine.disposed(&subscriber)
        }
    }

    func test_refCount_countedSubscriberOfTheIdleEpoch_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: a counted subscriber left in state idle") {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.counted(epoch: 0)
            _ = machine.disposed(&subscriber)
        }
    }

    func test_refCount_terminatedSubscriberOfTheIdleEpoch_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: connection 0 ended in state idle") {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.counted(epoch: 0)
            _ = machine.terminated(&subscriber)
        }
    }

    func test_refCount_disconnectedWithoutADisconnection_stops() {
        expectPreconditionFailure("Internal inconsistency: refCount: disconnected in state idle") {
            var machine = RefCount()
            _ = machine.disconnected()
        }
    }

    func test_refCount_uncountedSubscriberLeavingWhileDisconnecting_stops() {
        let message = "Internal inconsistency: refCount: a counted subscriber left in state disconnecting"
        expectPreconditionFailure(message) {
            var machine = RefCount()
            var subscriber = RefCount.Subscriber.subscribing
            _ = machine.subscribed(&subscriber)
            _ = machine.connected("c", epoch: 0)
            _ = machine.disposed(&subscriber)
            var forged = RefCount.Subscriber.counted(epoch: 1)
            _ = machine.disposed(&forged)
        }
    }

    func test_share_subscribedInTheIdleEpoch_stops() {
        expectPreconditionFailure("Internal inconsistency: share: a counted subscriber subscribed in idle") {
            var machine = Share(keepsSubject: false)
            _ = machine.subscribed(epoch: 0, subjectEnded: false)
        }
    }

    func test_share_subjectEndedWhileConnected_stops() {
        expectPreconditionFailure("Internal inconsistency: share: the subject ended in connecting") {
            var machine = Share(keepsSubject: true)
            _ = machine.subscriberArrived(makeSubject: { "s" })
            _ = machine.subscriberArrived(makeSubject: { "s" })
            _ = machine.subscribed(epoch: 0, subjectEnded: false)
            _ = machine.subscribed(epoch: 0, subjectEnded: true)
        }
    }

    func test_share_connectionMadeForTheCurrentEpochOutsideConnecting_stops() {
        expectPreconditionFailure("Internal inconsistency: share: connection 0 made in waiting") {
            var machine = Share(keepsSubject: false)
            _ = machine.subscriberArrived(makeSubject: { "s" })
            _ = machine.connected(BooleanDisposable(), epoch: 0)
        }
    }

    func test_share_sourceOfTheCurrentEpochTerminatedBeforeConnecting_stops() {
        expectPreconditionFailure("Internal inconsistency: share: connection 0 terminated in waiting") {
            var machine = Share(keepsSubject: false)
            _ = machine.subscriberArrived(makeSubject: { "s" })
            _ = machine.sourceTerminated(epoch: 0)
        }
    }

    func test_share_releasedInTheIdleEpoch_stops() {
        expectPreconditionFailure("Internal inconsistency: share: a counted subscriber left in idle") {
            var machine = Share(keepsSubject: false)
            _ = machine.released(epoch: 0)
        }
    }
}
