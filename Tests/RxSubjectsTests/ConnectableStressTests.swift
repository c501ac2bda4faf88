// SPDX-License-Identifier: MIT
import Foundation
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// Subscribers coming and going on two threads while a third sends, with connections that end by disposal and by
/// termination: no state machine reaches an impossible state, nothing stays subscribed to the source afterwards,
/// and every subscriber of `share` is connected.
///
/// `refCount()` cannot promise the last point: a subscriber subscribes to the connectable (to its current subject)
/// before it is counted, so one that arrives while the previous connection is being disposed may be left on that
/// connection's subject, as in RxSwift.
final class ConnectableStressTests: RxTestCase {
    private func assertSubscribersAreServed(
        _ name: String,
        iterations: Int = 50,
        everyoneServed: Bool = true,
        _ makeShared: (Observable<Int>) -> Observable<Int>
    ) {
        let subject = PublishSubject<Int>()
        let shared = makeShared(subject.asObservable())
        let starved = Counter()
        // The sender keeps sending until the workers are done: no worker ever delivers the sender's elements here
        // (the workers subscribe to shared subjects, which the sender's thread feeds), so it cannot be kept busy.
        whileSending(maxSends: .max, { subject.onNext($0) }, workers: 2) { _ in
            for _ in 0..<iterations {
                let seen = Counter()
                let ended = Counter()
                let subscription = shared.subscribe(
                    onNext: { _ in seen.increment() },
                    onError: { _ in ended.increment() },
                    onCompleted: { ended.increment() }
                )
                let deadline = Date().addingTimeInterval(everyoneServed ? 2 : 0.002)
                while seen.value == 0 && ended.value == 0 && Date() < deadline { sched_yield() }
                if seen.value == 0 && ended.value == 0 { starved.increment() }
                subscription.dispose()
            }
        }
        if everyoneServed {
            XCTAssertEqual(starved.value, 0, "\(name): subscribers that were never connected")
        }
        XCTAssertFalse(subject.hasObservers, "\(name): the source is still subscribed")
    }

    func test_refCountAndShare_subscribersComingAndGoing() {
        assertSubscribersAreServed("publish().refCount()", everyoneServed: false) { $0.publish().refCount() }
        assertSubscribersAreServed("replay(1).refCount()", everyoneServed: false) { $0.replay(1).refCount() }
        for replay in [0, 1, 2] {
            assertSubscribersAreServed("share(replay: \(replay))") { $0.share(replay: replay) }
        }
    }

    func test_refCountAndShare_connectionsEndingByTerminationWhileSubscribersComeAndGo() {
        assertSubscribersAreServed("take(3).publish().refCount()", everyoneServed: false) {
            $0.take(3).publish().refCount()
        }
        for replay in [0, 1, 2] {
            assertSubscribersAreServed("take(3).share(replay: \(replay))") { $0.take(3).share(replay: replay) }
        }
        assertSubscribersAreServed("take(3).share(replay: 1, scope: .forever)") {
            $0.take(3).share(replay: 1, scope: .forever)
        }
    }

    func test_publish_connectAndDisposeRacingWithTheSource() {
        let subject = PublishSubject<Int>()
        let connectable = subject.take(5).publish()
        whileSending({ subject.onNext($0) }, workers: 2) { _ in
            for _ in 0..<1_000 {
                let subscription = connectable.subscribe(onNext: { _ in })
                let connection = connectable.connect()
                connection.dispose()
                subscription.dispose()
            }
        }
        XCTAssertFalse(subject.hasObservers)
    }
}
