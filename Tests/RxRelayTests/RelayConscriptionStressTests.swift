// SPDX-License-Identifier: MIT
import Foundation
import RxRelay
import RxTestSupport
import RxTesting
import XCTest

/// The subjects' promises to threads that do not send, for the relays: see `SubjectConscriptionStressTests` in
/// RxSubjectsTests.
final class RelayConscriptionStressTests: RxTestCase {
    private func stress(_ observable: Observable<Int>, send: @escaping @Sendable (Int) -> Void) -> StressSubject {
        StressSubject(
            subscribe: { onNext in
                let subscription = observable.subscribe(onNext: onNext)
                return { subscription.dispose() }
            },
            subscribeFirst: { onNext in
                let subscription = observable.take(1).subscribe(onNext: onNext)
                return { subscription.dispose() }
            },
            send: send
        )
    }

    func test_relays_subscribingOrDisposingThreadNeverDeliversTheSendersEvents() {
        let publish = PublishRelay<Int>()
        XCTAssertEqual(conscriptionProblems(stress(publish.asObservable(), send: publish.accept)), [])
        let behavior = BehaviorRelay(value: 0)
        XCTAssertEqual(conscriptionProblems(stress(behavior.asObservable(), send: behavior.accept)), [])
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        XCTAssertEqual(conscriptionProblems(stress(replay.asObservable(), send: replay.accept)), [])
    }

    func test_relays_replayArrivesBeforeSubscribeReturns_thenLaterValuesInOrder() {
        let behavior = BehaviorRelay(value: -1)
        XCTAssertEqual(replayProblems(stress(behavior.asObservable(), send: behavior.accept), iterations: 60), [])
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        replay.accept(-1)
        XCTAssertEqual(replayProblems(stress(replay.asObservable(), send: replay.accept), iterations: 60), [])
    }
}
