// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class ScanTests: RxTestCase {
    func test_emitsEachAccumulation() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
        ])
        let res = scheduler.start { xs.scan(10, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 12), .next(220, 15), .next(230, 19), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_scanInto_mutatesInPlace() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let res = scheduler.start { xs.scan(into: "") { $0 += $1 } }
        XCTAssertEqual(res.events, [.next(220, "a"), .next(240, "ab"), .next(260, "abc"), .completed(280)])
    }

    func test_errorDisposalAndThrowingAccumulator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.scan(0, accumulator: +) }.events, [.next(210, 1), .error(220, testError)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = throwing.start {
            ys.scan(0) { sum, value in
                if value == 2 { throw testError }; return sum + value
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
        let disposal = TestScheduler(initialClock: 0)
        let zs = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        XCTAssertEqual(disposal.start(disposed: 250) { zs.scan(0, accumulator: +) }.events, [.next(210, 1)])
    }

    func test_resubscription_startsFromSeedAgain() {
        let source = Observable.of(1, 2, 3).scan(0, accumulator: +)
        var first: [Int] = []
        var second: [Int] = []
        _ = source.subscribe(onNext: { first.append($0) })
        _ = source.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [1, 3, 6])
        XCTAssertEqual(second, [1, 3, 6])
    }
}

extension ScanTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_scan_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 11)]
            )
        ) { xs, _ in
            xs.scan(10, accumulator: +)
        }
    }
}
