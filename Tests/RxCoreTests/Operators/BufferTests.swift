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
            [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1)])
        XCTAssertEqual(
            disposal.start(disposed: 240) { ys.buffer(timeSpan: .seconds(50), count: 3, scheduler: disposal) }.events, [])
    }
}

extension BufferTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_buffer_standardSources() {
        assertStandardCases(StandardExpectation(
            empty: [.next(250, 0), .completed(250)], disposed: [])) { xs, scheduler in
            xs.buffer(timeSpan: .seconds(1_000), count: 5, scheduler: scheduler).map { $0.count }
        }
    }
}
