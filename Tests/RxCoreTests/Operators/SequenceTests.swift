// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class SequenceTests: RxTestCase {
    func test_fromArray_onCurrentThread_emitsAllAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4]) }
        XCTAssertEqual(
            res.events,
            [.next(200, 3), .next(200, 1), .next(200, 2), .next(200, 4), .completed(200)]
        )
    }

    func test_fromArray_onScheduler_emitsOneElementPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(
            res.events,
            [.next(201, 3), .next(202, 1), .next(203, 2), .next(204, 4), .completed(205)]
        )
    }

    func test_fromArray_disposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.from([3, 1, 2, 4], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 3), .next(202, 1)])
    }

    func test_fromEmptyArray_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_of_emitsArgumentsInOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
    }

    func test_fromSequence_iteratesAnewForEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = Observable.from(stride(from: 1, through: 5, by: 2))
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { _ = source.subscribe(first) }
        scheduler.scheduleAt(20) { _ = source.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(10, 1), .next(10, 3), .next(10, 5), .completed(10)])
        XCTAssertEqual(second.events, [.next(20, 1), .next(20, 3), .next(20, 5), .completed(20)])
    }

    func test_fromOptional_someAndNone() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable.from(optional: 7) }.events,
            [.next(200, 7), .completed(200)]
        )
        let none = TestScheduler(initialClock: 0)
        XCTAssertEqual(none.start { Observable<Int>.from(optional: nil) }.events, [.completed(200)])
    }

    func test_fromOptional_onScheduler_emitsAndCompletesInSeparateActions() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .completed(202)])
        let none = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            none.start { Observable<Int>.from(optional: nil, scheduler: none) }.events,
            [.completed(201)]
        )
    }

    func test_fromOptional_onScheduler_disposedBeforeAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 201) { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [])
    }

    func test_fromOptional_onScheduler_disposedBetweenTheElementAndTheCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 202) { Observable.from(optional: 7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7)])
    }

    func test_largeArrayOnTheTrampoline_doesNotOverflowTheStack() {
        var sum = 0
        _ = Observable.from(Array(0..<100_000)).subscribe(onNext: { sum += $0 })
        XCTAssertEqual(sum, (0..<100_000).reduce(0, +))
    }

    func test_marbles_onePerTickOnScheduler_disposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let timing = MarbleTiming(ticksPerFrame: 1)
        let res = scheduler.start(disposed: 203) { Observable.of("x", "y", "z", scheduler: scheduler) }
        XCTAssertMarbles(res, "-xy", timing: timing)
        let all = TestScheduler(initialClock: 0)
        XCTAssertMarbles(all.start { Observable.of("x", "y", "z", scheduler: all) }, "-xyz|", timing: timing)
    }
}
