// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
#if canImport(Testing)
    import Testing
#endif
import XCTest

/// The deprecated initializer label, reached through a protocol so that calling it does not warn in this test target.
private protocol LegacySchedulerFactory {
    func make() -> TestScheduler
}

private struct LegacySchedulerWithoutDelay: LegacySchedulerFactory {
    @available(*, deprecated)
    func make() -> TestScheduler { TestScheduler(initialClock: 0, resolution: 0.5, simulateProcessorDelay: false) }
}

/// The RxTest API checked here, written the RxTest way: the `simulateProcessingDelay:` label (and the deprecated
/// `simulateProcessorDelay:`), the array form of `Recorded.events`, and assertions on lists of single events.
final class RxTestDropInAPITests: RxTestCase {
    func test_simulateProcessingDelayLabel_asRxTest() {
        let delayed = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: true)
        XCTAssertEqual(
            delayed.start { Observable.just(1, scheduler: delayed) }.events,
            [.next(201, 1), .completed(202)]
        )
        let immediate = TestScheduler(initialClock: 0, resolution: 1.0, simulateProcessingDelay: false)
        XCTAssertEqual(
            immediate.start { Observable.just(1, scheduler: immediate) }.events,
            [.next(200, 1), .completed(200)]
        )
    }

    func test_deprecatedSimulateProcessorDelayLabel_stillWorks() {
        let scheduler = (LegacySchedulerWithoutDelay() as any LegacySchedulerFactory).make()
        XCTAssertEqual(
            scheduler.start { Observable.just(1, scheduler: scheduler) }.events,
            [.next(200, 1), .completed(200)]
        )
        // The resolution is passed on: 0.5 s per tick, so 2 s is 4 ticks.
        let timer = scheduler.start(created: 1_100, subscribed: 1_200, disposed: 2_000) {
            Observable<Int>.timer(.seconds(2), scheduler: scheduler)
        }
        XCTAssertEqual(timer.events, [.next(1_204, 0), .completed(1_204)])
    }

    func test_recordedEvents_arrayForm_asRxTest() {
        let scheduler = TestScheduler(initialClock: 0)
        let events = Recorded.events([.next(210, 1), .next(220, 2), .completed(230)])
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, Recorded.events([.next(210, 1), .next(220, 2), .completed(230)]))
        XCTAssertEqual(res.events, Recorded.events(.next(210, 1), .next(220, 2), .completed(230)))
        XCTAssertEqual(Recorded.events([Recorded<Event<Int>>]()), [])
    }

    func test_singleEventLists_XCTAssertEqual_comparesErrorsAsRxTest() {
        let recorded: [Result<Int, Swift.Error>] = [.success(1), .failure(testError)]
        XCTAssertEqual(recorded, [.success(1), .failure(TestError(id: 1))])
        XCTAssertTrue(recorded == [.success(1), .failure(testError)])
        XCTAssertFalse(recorded == [.success(1), .failure(testError2)], "different descriptions")
        XCTAssertFalse(recorded == [.success(1), .failure(NSError(domain: "TestError", code: 1))], "different types")
        XCTAssertFalse(recorded == [.success(2), .failure(testError)])
        XCTAssertFalse(recorded == [.success(1)])
        XCTAssertTrue(recorded != [.failure(testError), .success(1)])
        XCTAssertFalse(
            Result<Int, Swift.Error>.failure(NSError(domain: "a", code: 1))
                == Result<Int, Swift.Error>.failure(NSError(domain: "a", code: 2)),
            "different NSError codes"
        )
    }
}

#if canImport(Testing)
    /// The same single-event comparisons with Swift Testing's `#expect`.
    @Suite struct SingleEventExpectTests {
        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)  // Swift Testing's own floor
        @Test func expectComparesSingleEventLists() {
            let recorded: [Result<String, Swift.Error>] = [.success("a"), .failure(testError)]
            #expect(recorded == [.success("a"), .failure(testError)])
            #expect(recorded != [.success("a"), .failure(testError2)])
            #expect(Result<String, Swift.Error>.success("a") == .success("a"))
        }
    }
#endif
