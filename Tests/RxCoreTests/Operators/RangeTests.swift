// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RangeTests: RxTestCase {
    func test_emitsCountIntegersFromStart() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: -2, count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, -2), .next(202, -1), .next(203, 0), .completed(204)])
    }

    func test_zeroCount_completes() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 5, count: 0, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.completed(201)])
    }

    func test_disposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Observable.range(start: 0, count: 10, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func test_defaultScheduler_emitsSynchronously() {
        var values: [Int] = []
        _ = Observable.range(start: 1, count: 4).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2, 3, 4])
    }

    func test_upToTheLastRepresentableValue() {
        var values: [Int8] = []
        _ = Observable<Int8>.range(start: 126, count: 2).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [126, 127])
    }

    func test_marbles_oneIntegerPerTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.range(start: 1, count: 3, scheduler: scheduler) }
        XCTAssertMarbles(res, "-abc|", values: ["a": 1, "b": 2, "c": 3], timing: MarbleTiming(ticksPerFrame: 1))
    }
}
