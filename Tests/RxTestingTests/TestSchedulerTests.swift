// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class TestSchedulerTests: RxTestCase {
    func test_asObservable_isAWrapperWhoseSubscriptionEndsAtTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        XCTAssertFalse(xs === xs.asObservable())
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_asObservable_ofAColdObservable_endsAtItsErrorAndIsDisposedWithTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        XCTAssertEqual(scheduler.start { xs }.events, [.next(210, 1), .error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createColdObservable([.next(10, 1), .completed(90)])
        XCTAssertEqual(disposal.start(disposed: 250) { ys.asObservable() }.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func test_start_createsSubscribesAndDisposesAtDefaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(1_100, 3)])
        let res = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return xs.asObservable()
        }
        XCTAssertEqual(createdAt, TestScheduler.Defaults.created)
        XCTAssertEqual(res.events, [.next(210, 2)])
        XCTAssertEqual(
            xs.subscriptions,
            [Subscription(TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)]
        )
    }

    func test_start_withCustomTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(50, 1), .next(70, 2), .next(90, 3)])
        let res = scheduler.start(created: 10, subscribed: 60, disposed: 80) { xs }
        XCTAssertEqual(res.events, [.next(70, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(60, 80)])
    }

    /// As RxTest's, the three actions run in the order of their times, and in the order created, subscribed,
    /// disposed within one tick: equal times are allowed.
    func test_start_withEqualTimes_createsSubscribesAndDisposesInThatOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2), .next(300, 3)])
        let res = scheduler.start(created: 200, subscribed: 200, disposed: 300) { xs }
        // The source's own events at 200 and 300 were scheduled first, so they run first in their ticks.
        XCTAssertEqual(res.events, [.next(210, 2), .next(300, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let once = TestScheduler(initialClock: 0)
        let ys = once.createHotObservable([.next(250, 1)])
        XCTAssertEqual(once.start(created: 250, subscribed: 250, disposed: 250) { ys }.events, [])
        XCTAssertEqual(ys.subscriptions, [Subscription(250, 250)])
    }

    /// RxTest subscribes a source it has not created yet, or disposes a subscription it has not made yet, by
    /// force-unwrapping nil: out-of-order times stop the program, naming the times, rather than recording nothing.
    func test_start_subscribedBeforeCreated_stops() {
        expectPreconditionFailure(
            "start(created:subscribed:disposed:create:): the times must satisfy created <= subscribed <= disposed, "
                + "got created 300, subscribed 200, disposed 1000."
        ) {
            _ = TestScheduler(initialClock: 0).start(created: 300, subscribed: 200, disposed: 1000) {
                Observable<Int>.never()
            }
        }
    }

    func test_start_disposedBeforeSubscribed_stops() {
        expectPreconditionFailure(
            "start(created:subscribed:disposed:create:): the times must satisfy created <= subscribed <= disposed, "
                + "got created 100, subscribed 500, disposed 400."
        ) {
            _ = TestScheduler(initialClock: 0).start(created: 100, subscribed: 500, disposed: 400) {
                Observable<Int>.never()
            }
        }
    }

    func test_startDisposed_beforeTheDefaultSubscription_stops() {
        expectPreconditionFailure("got created 100, subscribed 200, disposed 150.") {
            _ = TestScheduler(initialClock: 0).start(disposed: 150) { Observable<Int>.never() }
        }
    }

    func test_startDisposedOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertEqual(res.events, [.next(210, 1)])
    }

    func test_processorDelay_canBeTurnedOff() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let res = scheduler.start { Observable.just(1, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }

    func test_resolution_convertsRealTimeIntervals() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
        var firedAt: Int?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            firedAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(firedAt, 20)
    }

    func test_createObserver_recordsWithClock() {
        let scheduler = TestScheduler(initialClock: 5)
        let observer = scheduler.createObserver(String.self)
        observer.onNext("a")
        scheduler.advanceTo(9)
        observer.onCompleted()
        XCTAssertEqual(observer.events, [.next(5, "a"), .completed(9)])
    }

    func test_scheduleAt_runsAtAbsoluteTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var times: [Int] = []
        scheduler.scheduleAt(300) { times.append(scheduler.clock) }
        scheduler.scheduleAt(100) { times.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(times, [100, 300])
    }
}

final class TestableObservableTests: RxTestCase {
    func test_hotObservable_emitsAtAbsoluteTimesToCurrentSubscribers() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(110, 1), .next(210, 2), .next(310, 3), .completed(400)])
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var lateSubscription: Disposable?
        scheduler.scheduleAt(100) { _ = xs.subscribe(early) }
        scheduler.scheduleAt(200) { lateSubscription = xs.subscribe(late) }
        scheduler.scheduleAt(300) { lateSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(110, 1), .next(210, 2), .next(310, 3), .completed(400)])
        XCTAssertEqual(late.events, [.next(210, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(200, 300)])
        XCTAssertEqual(xs.recordedEvents.count, 4)
    }

    func test_coldObservable_emitsRelativeToEachSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .error(30, testError)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        var secondSubscription: Disposable?
        scheduler.scheduleAt(100) { _ = xs.subscribe(first) }
        scheduler.scheduleAt(200) { secondSubscription = xs.subscribe(second) }
        scheduler.scheduleAt(215) { secondSubscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(110, "a"), .next(120, "b"), .error(130, testError)])
        XCTAssertEqual(second.events, [.next(210, "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(200, 215)])
    }

    func test_coldObservable_eventAtZero_arrivesAtSubscriptionTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(0)])
        let res = scheduler.start { xs }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    }
}

final class RecordedTests: RxTestCase {
    func test_factories_andEquality() {
        let events: [Recorded<Event<Int>>] = Recorded.events(.next(210, 2), .completed(300))
        XCTAssertEqual(events, [Recorded(time: 210, value: .next(2)), Recorded(time: 300, value: .completed)])
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 2), .next(211, 2))
        XCTAssertNotEqual(Recorded<Event<Int>>.next(210, 2), .next(210, 3))
        XCTAssertEqual(Recorded<Event<Int>>.error(5, testError), .error(5, testError))
        XCTAssertNotEqual(Recorded<Event<Int>>.error(5, testError), .error(5, testError2))
        XCTAssertEqual(Recorded<Event<Int>>.next(210, 2).debugDescription, "next(2) @ 210")
    }

    func test_eventEquality_comparesErrorsByTypeAndDescription() {
        struct OtherError: Error, CustomStringConvertible { var description: String { "TestError(1)" } }
        XCTAssertEqual(Event<Int>.error(testError), .error(TestError(id: 1)))
        XCTAssertNotEqual(Event<Int>.error(testError), .error(OtherError()))
        XCTAssertNotEqual(Event<Int>.error(testError), .completed)
        XCTAssertNotEqual(Event<Int>.next(1), .completed)
    }

    func test_subscription_equalityAndDescription() {
        XCTAssertEqual(Subscription(200, 1000), Subscription(200, 1000))
        XCTAssertNotEqual(Subscription(200), Subscription(200, 1000))
        XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200: 1000)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
        XCTAssertEqual(Subscription(200).unsubscribe, Int.max)
    }
}

final class AssertionTests: RxTestCase {
    func test_difference_isNilForEqualLists() {
        XCTAssertNil(recordedEventsDifference([Recorded<Event<Int>>.next(1, 1)], [.next(1, 1)]))
        XCTAssertNil(subscriptionsDifference([Subscription(1, 2)], [Subscription(1, 2)]))
    }

    func test_difference_alignsBothListsAndMarksFirstDifference() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(300)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 4), .completed(300)]
        let expectedText = """
            Recorded events differ at index 1:
               actual          | expected
               next(2) @ 210   | next(2) @ 210
            →  next(3) @ 220   | next(4) @ 220
               completed @ 300 | completed @ 300
            """
        XCTAssertEqual(recordedEventsDifference(actual, expected), expectedText)
    }

    func test_difference_reportsMissingEvents() {
        let actual: [Recorded<Event<Int>>] = [.next(210, 2)]
        let expected: [Recorded<Event<Int>>] = [.next(210, 2), .completed(300)]
        let text = recordedEventsDifference(actual, expected) ?? ""
        XCTAssertTrue(text.hasPrefix("Recorded events differ at index 1:"), text)
        XCTAssertTrue(text.contains("→  —"), text)
    }

    func test_subscriptionsDifference_showsBoth() {
        XCTAssertEqual(
            subscriptionsDifference([Subscription(200, 300)], [Subscription(200, 400)]),
            "Subscriptions differ:\n   actual:   [(200: 300)]\n   expected: [(200: 400)]"
        )
    }

    func test_xctAssertOverloads_passForEqualValues() {
        XCTAssertEqual([Recorded<Event<Int>>.next(1, 1)], [.next(1, 1)])
        XCTAssertEqual([Recorded<Event<Int?>>.next(1, nil)], [.next(1, nil)])
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
        XCTAssertEqual([Subscription(1, 2)], [Subscription(1, 2)])
        XCTAssertRecordedElements([.next(1, 5), .next(2, 6), .completed(3)], [5, 6])
    }
}

final class TestSchedulerPreconditionTests: XCTestCase {
    func test_zeroResolution_stopsWithAMessage() {
        expectPreconditionFailure("TestScheduler(resolution:): the resolution must be positive, got 0.0.") {
            _ = TestScheduler(initialClock: 0, resolution: 0)
        }
    }

    func test_marbleTiming_zeroTicksPerFrame_stopsWithAMessage() {
        expectPreconditionFailure("MarbleTiming(ticksPerFrame:): must be positive, got 0.") {
            _ = MarbleTiming(ticksPerFrame: 0)
        }
    }
}
