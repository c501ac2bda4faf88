// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class GenerateTests: RxTestCase {
    func test_emitsStatesWhileConditionHolds() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { $0 <= 3 }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(
            res.events,
            [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .completed(205)]
        )
    }

    func test_conditionThrowing_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in throw testError }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.error(201, testError)])
    }

    func test_iterateThrowing_emitsErrorAfterFirstState() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { _ in
                throw testError
            }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .error(202, testError)])
    }

    func test_disposedInTheMiddle() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) {
            Observable.generate(initialState: 0, condition: { _ in true }, scheduler: scheduler) { $0 + 1 }
        }
        XCTAssertEqual(res.events, [.next(201, 0), .next(202, 1)])
    }

    func test_defaultScheduler_resubscriptionStartsOver() {
        let source = Observable.generate(initialState: 1, condition: { $0 < 100 }) { $0 * 3 }
        var values: [Int] = []
        _ = source.subscribe(onNext: { values.append($0) })
        _ = source.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 3, 9, 27, 81, 1, 3, 9, 27, 81])
    }

    func test_marbles_iterateThrowingAfterTwoStates() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.generate(initialState: 1, condition: { _ in true }, scheduler: scheduler) { state in
                if state == 2 { throw testError }
                return state + 1
            }
        }
        XCTAssertMarbles(
            res,
            "-ab#",
            values: ["a": 1, "b": 2],
            error: testError,
            timing: MarbleTiming(ticksPerFrame: 1)
        )
    }
}
