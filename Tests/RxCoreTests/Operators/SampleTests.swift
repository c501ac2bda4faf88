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

/// The order in which both subscriptions are disposed (RxSwift 6.10.2 `Sample.swift`: the source is subscribed, then
/// the sampler; the sink returns both, the source's first, and a sink ended while it subscribes disposes them once
/// its `run` returned), and the subscription logs at exact virtual times.
extension SampleTests {
    private typealias Logged = CombineLatestTests

    func test_sourceFailsWhileSubscribed_subscribesTheSamplerThenDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.failing("source", log).sample(Logged.logged("sampler", ys, log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["source disposed", "sampler subscribed", "sampler disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_samplerFailsWhileSubscribed_disposesItThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.logged("source", xs, log).sample(Logged.failing("sampler", log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["source subscribed", "sampler disposed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_sourceAndSamplerEmittingAtOnce_completeWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let res = scheduler.start {
            Logged.completing("source", [1], log).sample(Logged.completing("sampler", [0], log))
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(log.values, ["source subscribed", "source disposed", "sampler subscribed", "sampler disposed"])
    }

    func test_sourceCompletingAtOnce_endsAtTheSamplersFirstTick() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(230, 0), .next(240, 0)])
        let res = scheduler.start {
            Logged.completing("source", [1, 2], log).sample(Logged.logged("sampler", ys, log))
        }
        XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
        XCTAssertEqual(log.values, ["source subscribed", "source disposed", "sampler subscribed", "sampler disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_justAndEmptyAndError_asSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(scheduler.start { xs.sample(Observable<Int>.empty()) }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let just = TestScheduler(initialClock: 0)
        let ys = just.createHotObservable([.next(210, 1), .completed(220)])
        // The sampler's element and its completion each sample the default value.
        XCTAssertEqual(
            just.start { ys.sample(Observable.just(0), defaultValue: 9) }.events,
            [.next(200, 9), .next(200, 9)]
        )
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func test_disposedAtAnExactTime_disposesTheSourceThenTheSampler() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let ys = scheduler.createHotObservable([.next(220, 0)])
        let res = scheduler.start(disposed: 250) {
            Logged.logged("source", xs, log).sample(Logged.logged("sampler", ys, log))
        }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(log.values, ["source subscribed", "sampler subscribed", "source disposed", "sampler disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_samplerCompleting_keepsItsSubscriptionUntilTheSinkEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let ys = scheduler.createHotObservable([.next(220, 0), .completed(230)])
        let res = scheduler.start(disposed: 250) { RawTestSource(xs).sample(RawTestSource(ys)) }
        XCTAssertEqual(res.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_disposedFromInsideDelivery_disposesBoth() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 0), .next(240, 0)])
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.sample(ys).subscribe(onNext: {
                observer.onNext($0)
                subscription?.dispose()
            })
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(220, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
