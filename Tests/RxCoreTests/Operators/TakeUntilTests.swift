// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class TakeUntilTests: RxTestCase {
    func test_takeUntilOther_completesWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(240, "stop"), .completed(260)])
        let res = scheduler.start { xs.take(until: other) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func test_marbles_otherCompletingWithoutElement_changesNothing() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs: TestableObservable<String> = try scheduler.createHotObservable("^-a-b-c-|")
        let other: TestableObservable<String> = try scheduler.createHotObservable("^--|")
        XCTAssertMarbles(scheduler.start { xs.take(until: other) }, "^-a-b-c-|")
        XCTAssertSubscriptions(other, "^--!")
    }

    func test_errorsFromEitherSide_andDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, testError)])
        XCTAssertEqual(scheduler.start { xs.take(until: other) }.events, [.next(210, 1), .error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        let never = disposal.createHotObservable([Recorded<Event<Int>>]())
        XCTAssertEqual(disposal.start(disposed: 250) { ys.take(until: never) }.events, [.next(210, 1)])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 250)])
    }

    func test_takeUntilPredicate_exclusiveAndInclusive() throws {
        let values: [Character: Int] = ["a": 1, "b": 5, "c": 2]
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(scheduler.start { xs.take(until: { $0 > 3 }) }, "^-a-|", values: values)
        let inclusive = TestScheduler(initialClock: 0)
        let ys = try inclusive.createHotObservable("^-a-b-c-|", values: values)
        XCTAssertMarbles(
            inclusive.start { ys.take(until: { $0 > 3 }, behavior: .inclusive) },
            "^-a-(b|)",
            values: values
        )
    }

    func test_skipUntil_startsWhenOtherEmits() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let other = scheduler.createHotObservable([.next(240, "go")])
        let res = scheduler.start { xs.skip(until: other) }
        XCTAssertEqual(res.events, [.next(250, 3), .completed(300)])
        XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
    }

    func test_skipUntil_otherNeverEmits_swallowsCompletionAsRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let other = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        XCTAssertEqual(scheduler.start { xs.skip(until: other) }.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let trigger = failing.createHotObservable([Recorded<Event<Int>>]())
        XCTAssertEqual(failing.start { ys.skip(until: trigger) }.events, [.error(210, testError)])
    }
}

extension TakeUntilTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_takeUntilNever_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.take(until: Observable<Int>.never())
        }
    }
}

/// Sources and triggers that act while being subscribed (RxSwift 6.10.2 `TakeWithPredicate.swift`, `SkipUntil.swift`).
extension TakeUntilTests {
    func test_takeUntil_subscribesTheTriggerBeforeTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1)])
        let ys = scheduler.createColdObservable([.next(10, 2)])
        let res = scheduler.start { xs.take(until: ys) }
        XCTAssertEqual(res.events, [.completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 210)])
    }

    func test_takeUntil_triggerEmittingWhileSubscribed_completesAtOnce_andStillSubscribesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable.just("stop")) }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_triggerFailingWhileSubscribed_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.take(until: Observable<String>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_triggerCompletingWhileSubscribed_letsASynchronousSourceThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).take(until: Observable<String>.empty()) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    }

    func test_takeUntil_synchronousSource_disposesTheTriggerAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "stop")])
        let res = scheduler.start { Observable.of(1, 2).take(until: ys) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_synchronousSourceEndsBeforeTheTriggerIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "go")])
        let res = scheduler.start { Observable.just(1).skip(until: ys) }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_synchronousSourceAndTrigger_theSourceEndsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.just(1).skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [])
    }

    func test_skipUntil_trampolinedSourceEmitsAfterASynchronousTriggerOpened() {
        // `of` emits through the current-thread trampoline, after `just` (which does not) has opened the gate.
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable.of(1, 2).skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        let closed = TestScheduler(initialClock: 0)
        let ys = closed.createHotObservable([.next(210, "go")])
        XCTAssertEqual(closed.start { Observable.of(1, 2).skip(until: ys) }.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerEmittingWhileSubscribed_opensForLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.skip(until: Observable.just("go")) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_skipUntil_sourceFailingWhileSubscribed_stillSubscribesAndDisposesTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys = scheduler.createHotObservable([.next(210, "go")])
        let res = scheduler.start { Observable<Int>.error(testError).skip(until: ys) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerFailingWhileSubscribed_failsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { xs.skip(until: Observable<String>.error(testError)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }
}

/// The order in which both subscriptions are disposed (RxSwift 6.10.2 `TakeWithPredicate.swift`, `SkipUntil.swift`:
/// `take(until:)` subscribes the trigger, then the source, `skip(until:)` the source, then the trigger; either sink
/// returns both, the source's first, and a sink ended while it subscribes disposes them once its `run` returned), and
/// the subscription logs at exact virtual times.
extension TakeUntilTests {
    private typealias Logged = CombineLatestTests

    func test_takeUntil_triggerFailsWhileSubscribed_disposesItThenSubscribesAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.logged("source", xs, log).take(until: Logged.failing("trigger", log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["trigger disposed", "source subscribed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_sourceFailsWhileSubscribed_disposesItThenTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.failing("source", log).take(until: Logged.logged("trigger", ys, log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["trigger subscribed", "source disposed", "trigger disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_triggerFiringAtOnce_completesThenSubscribesAndDisposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Logged.logged("source", xs, log).take(until: Logged.completing("trigger", [0], log))
        }
        XCTAssertEqual(res.events, [.completed(200)])
        XCTAssertEqual(log.values, ["trigger subscribed", "trigger disposed", "source subscribed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_sourceCompletingAtOnce_disposesTheTriggerAfterIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Logged.completing("source", [1, 2], log).take(until: Logged.logged("trigger", ys, log))
        }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(log.values, ["trigger subscribed", "source subscribed", "source disposed", "trigger disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_takeUntil_disposedAtAnExactTime_disposesTheSourceThenTheTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let res = scheduler.start(disposed: 250) {
            Logged.logged("source", xs, log).take(until: Logged.logged("trigger", ys, log))
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        // The trigger's completion ends its own subscription at once.
        XCTAssertEqual(
            log.values,
            ["trigger subscribed", "source subscribed", "trigger disposed", "source disposed"]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func test_takeUntil_justEmptyAndErrorAsTrigger() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(
            scheduler.start { xs.take(until: Observable<Int>.empty()) }.events,
            [.next(210, 1), .completed(220)]
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        let just = TestScheduler(initialClock: 0)
        let ys = just.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(just.start { ys.take(until: Observable.just(0)) }.events, [.completed(200)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
        let failing = TestScheduler(initialClock: 0)
        let zs = failing.createHotObservable([.next(210, 1), .completed(220)])
        XCTAssertEqual(
            failing.start { zs.take(until: Observable<Int>.error(testError)) }.events,
            [.error(200, testError)]
        )
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_sourceFailsWhileSubscribed_subscribesTheTriggerThenDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.failing("source", log).skip(until: Logged.logged("trigger", ys, log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["source disposed", "trigger subscribed", "trigger disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerFailsWhileSubscribed_disposesItThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start { Logged.logged("source", xs, log).skip(until: Logged.failing("trigger", log)) }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log.values, ["source subscribed", "trigger disposed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_sourceCompletingAtOnce_endsSilently_subscribesTheTriggerThenDisposesIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let ys = scheduler.createHotObservable([.next(210, 1)])
        let res = scheduler.start {
            Logged.completing("source", [1], log).skip(until: Logged.logged("trigger", ys, log))
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(log.values, ["source subscribed", "source disposed", "trigger subscribed", "trigger disposed"])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 200)])
    }

    func test_skipUntil_triggerFiringAtOnce_opensTheGateAndEndsItsSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let log = Recorder<String>()
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start {
            Logged.logged("source", xs, log).skip(until: Logged.completing("trigger", [0], log))
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(log.values, ["source subscribed", "trigger subscribed", "trigger disposed", "source disposed"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func test_skipUntil_disposedAtAnExactTime_disposesTheSourceThenTheTrigger() {
        for fires in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let log = Recorder<String>()
            let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
            let ys = scheduler.createHotObservable(fires ? [.next(230, 0)] : [Recorded<Event<Int>>]())
            let res = scheduler.start(disposed: 250) {
                Logged.logged("source", xs, log).skip(until: Logged.logged("trigger", ys, log))
            }
            XCTAssertEqual(res.events, fires ? [.next(240, 2)] : [], "fires \(fires)")
            // A trigger that fires ends its subscription at once; one that does not goes with the sink.
            XCTAssertEqual(
                log.values,
                fires
                    ? ["source subscribed", "trigger subscribed", "trigger disposed", "source disposed"]
                    : ["source subscribed", "trigger subscribed", "source disposed", "trigger disposed"],
                "fires \(fires)"
            )
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)], "fires \(fires)")
            XCTAssertEqual(ys.subscriptions, [Subscription(200, fires ? 230 : 250)], "fires \(fires)")
        }
    }

    func test_takeUntilAndSkipUntil_disposedFromInsideDelivery_disposeBoth() {
        for skipping in [false, true] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
            let ys = scheduler.createHotObservable(skipping ? [.next(220, 0)] : [Recorded<Event<Int>>]())
            let observer = scheduler.createObserver(Int.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) {
                subscription = (skipping ? xs.skip(until: ys) : xs.take(until: ys)).subscribe(onNext: {
                    observer.onNext($0)
                    subscription?.dispose()
                })
            }
            scheduler.start()
            XCTAssertEqual(observer.events, [.next(skipping ? 230 : 210, skipping ? 2 : 1)], "skipping \(skipping)")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, skipping ? 230 : 210)], "skipping \(skipping)")
            XCTAssertEqual(ys.subscriptions, [Subscription(200, skipping ? 220 : 210)], "skipping \(skipping)")
        }
    }
}
