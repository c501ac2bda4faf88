// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class BufferTests: RxTestCase {
    func test_emitsOnCountOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(320),
        ])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(280, [4]), .next(320, []), .completed(320)])
    }

    func test_errorAndDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(
            scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 3, scheduler: scheduler) }.events,
            [.error(220, testError)]
        )
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1)])
        XCTAssertEqual(
            disposal.start(disposed: 240) { ys.buffer(timeSpan: .seconds(50), count: 3, scheduler: disposal) }.events,
            []
        )
    }
}

extension BufferTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_buffer_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.next(250, 0), .completed(250)],
                disposed: []
            )
        ) { xs, scheduler in
            xs.buffer(timeSpan: .seconds(1_000), count: 5, scheduler: scheduler).map { $0.count }
        }
    }
}

/// Sources that act while being subscribed (RxSwift 6.10.2 `Buffer.swift`).
extension BufferTests {
    func test_synchronousSource_fullBuffersThenTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable.of(1, 2, 3).buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(200, [1, 2]), .next(200, [3]), .completed(200)])
    }

    func test_synchronousEmptyAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start {
            Observable<Int>.empty().buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start {
                Observable<Int>.error(testError).buffer(timeSpan: .seconds(50), count: 2, scheduler: failing)
            }
            .events,
            [.error(200, testError)]
        )
    }

    func test_synchronousThenAsynchronousSource_timerRunsFromTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(60, 3), .completed(70)])
        let res = scheduler.start {
            Observable.of(1, 2).concat(xs).buffer(timeSpan: .seconds(50), count: 5, scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [.next(250, [1, 2]), .next(270, [3]), .completed(270)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }
}
