import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class SampleTests: RxTestCase {
    func test_emitsTheLatestNewElementAtEachSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let sampler = scheduler.createHotObservable([.next(230, "s"), .next(250, "s"), .next(280, "s"), .next(310, "s")])
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(280, 3), .completed(310)])
    }

    func test_defaultValueWhenNothingNew_andErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.next(230, "s"), .next(250, "s")])
        XCTAssertEqual(scheduler.start(disposed: 260) { xs.sample(sampler, defaultValue: 0) }.events, [.next(230, 1), .next(250, 0)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1)])
        let failingSampler = failing.createHotObservable([Recorded<Event<String>>.error(220, testError)])
        XCTAssertEqual(failing.start { ys.sample(failingSampler) }.events, [.error(220, testError)])
    }
}

extension SampleTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`). As in RxSwift, the source's
    /// completion waits for the sampler's next tick (which never comes here).
    func test_sample_standardSources() {
        assertStandardCases(StandardExpectation(
            empty: [], disposed: [])) { xs, _ in
            xs.sample(Observable<Int>.never())
        }
    }
}
