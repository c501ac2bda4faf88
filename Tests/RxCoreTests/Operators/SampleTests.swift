// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class SampleTests: RxTestCase {
    func test_emitsTheLatestNewElementAtEachSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let sampler = scheduler.createHotObservable([
            .next(230, "s"), .next(250, "s"), .next(280, "s"), .next(310, "s"),
        ])
        let res = scheduler.start { xs.sample(sampler) }
        XCTAssertEqual(res.events, [.next(230, 2), .next(280, 3), .completed(310)])
    }

    func test_defaultValueWhenNothingNew_andErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let sampler = scheduler.createHotObservable([.next(230, "s"), .next(250, "s")])
        XCTAssertEqual(
            scheduler.start(disposed: 260) { xs.sample(sampler, defaultValue: 0) }.events,
            [.next(230, 1), .next(250, 0)]
        )
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
        assertStandardCases(
            StandardExpectation(
                empty: [],
                disposed: []
            )
        ) { xs, _ in
            xs.sample(Observable<Int>.never())
        }
    }
}

/// Sources that emit, complete or fail while they are being subscribed, with RxSwift 6.10.2's events and
/// subscription logs: the source is subscribed before the sampler.
extension SampleTests {
    func test_synchronousSourceAndSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).sample(Observable.just("s")) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func test_synchronousSampler_withAHotSource_samplesNothingYet() {
        // The sampler has ended before the source emits: nothing is ever sampled, and the source's subscription
        // ends with the source.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.sample(Observable.just("s")) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_synchronousSampler_withDefaultValue_samplesOnItsElementAndOnItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.never().sample(Observable.just("s"), defaultValue: 7) }
        XCTAssertEqual(res.events, [.next(200, 7), .next(200, 7)])
    }

    func test_synchronousEmptySource_withDefaultValue_completesAtTheFirstSample() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.empty().sample(Observable.just("s"), defaultValue: 7) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
    }

    func test_samplerFailingSynchronously() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.sample(Observable<Int>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_sourceFailingSynchronously_stillSubscribesAndDisposesTheSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "s")])
        let res = scheduler.start { Observable<Int>.error(testError).sample(ys) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }
}
