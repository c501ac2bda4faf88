// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class JustTests: RxTestCase {
    func test_just_emitsElementAndCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42) }
        XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
    }

    func test_just_resubscription_emitsAgain() {
        let source = Observable.just(1)
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 1])
    }

    func test_justScheduled_emitsThenCompletesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
    }

    func test_justScheduled_disposedBeforeElement_emitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 200) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_justScheduled_disposedBetweenElementAndCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 42)])
    }

    func test_marbles_justAndScheduledJust() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertMarbles(scheduler.start { Observable.just(42) }, "(a|)", values: ["a": 42])
        let scheduled = TestScheduler(initialClock: 0)
        let res = scheduled.start { Observable.just(42, scheduler: scheduled) }
        XCTAssertMarbles(res, "-a|", values: ["a": 42], timing: MarbleTiming(ticksPerFrame: 1))
    }
}
