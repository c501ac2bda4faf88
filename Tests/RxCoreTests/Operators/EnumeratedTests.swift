// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class EnumeratedTests: RxTestCase {
    func test_pairsElementsWithIndices() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, "z"), .next(210, "a"), .next(220, "b"), .completed(300)])
        let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }
        XCTAssertEqual(res.events, [.next(210, "0a"), .next(220, "1b"), .completed(300)])
    }

    func test_errorAndDisposalAndResubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, testError)])
        let res = scheduler.start { xs.enumerated().map { $0.index } }
        XCTAssertEqual(res.events, [.next(210, 0), .error(220, testError)])
        let source = Observable.of("x", "y").enumerated().map { $0.index }
        var indices: [Int] = []
        _ = source.subscribe(onNext: { indices.append($0) })
        _ = source.subscribe(onNext: { indices.append($0) })
        XCTAssertEqual(indices, [0, 1, 0, 1])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, "a"), .next(260, "b")])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.enumerated().map { $0.index } }.events, [.next(210, 0)])
    }
}

extension EnumeratedTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_enumerated_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.enumerated().map { $0.index * 10 + $0.element }
        }
    }
}
