// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class GroupByTests: RxTestCase {
    func test_emitsAGroupPerKeyAndRoutesElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, "a1"), .next(220, "b1"), .next(230, "a2"), .completed(300),
        ])
        var groups: [String: TestableObserver<String>] = [:]
        let keys = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { String($0.prefix(1)) }.subscribe(
                onNext: { group in
                    keys.onNext(group.key)
                    let observer = scheduler.createObserver(String.self)
                    groups[group.key] = observer
                    _ = group.subscribe(observer)
                },
                onCompleted: { keys.onCompleted() }
            )
        }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .completed(300)])
        XCTAssertEqual(groups["a"]?.events, [.next(210, "a1"), .next(230, "a2"), .completed(300)])
        XCTAssertEqual(groups["b"]?.events, [.next(220, "b1"), .completed(300)])
    }

    func test_disposingTheOuterSubscription_keepsTheLiveGroupsAndTheSourceUntilTheyAreDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(310, 3), .next(330, 4), .next(350, 5), .next(600, 7), .completed(700),
        ])
        let groupEvents = scheduler.createObserver(Int.self)
        var groupSubscriptions: [Disposable] = []
        scheduler.scheduleAt(570) { groupSubscriptions.forEach { $0.dispose() } }
        let res = scheduler.start(disposed: 320) {
            xs.groupBy { $0 % 2 }.map { group -> Int in
                groupSubscriptions.append(group.subscribe(groupEvents))
                return group.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(groupEvents.events, [.next(210, 1), .next(220, 2), .next(310, 3), .next(330, 4), .next(350, 5)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 570)])
    }

    func test_disposingTheOuterSubscriptionWithoutLiveGroups_disposesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(700)])
        let res = scheduler.start(disposed: 320) { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    }

    func test_errorReachesEveryGroup_andThrowingKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let group = scheduler.createObserver(Int.self)
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { _ = $0.subscribe(group) }, onError: { outer.onError($0) })
        }
        scheduler.start()
        XCTAssertEqual(group.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(outer.events, [.error(220, testError)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createHotObservable([.next(210, 1)])
        let res = throwing.start { ys.groupBy { _ -> Int in throw testError }.map { $0.key } }
        XCTAssertEqual(res.events, [.error(210, testError)])
    }
}

/// Sources that act while being subscribed (RxSwift 6.10.2 `GroupBy.swift`).
extension GroupByTests {
    func test_synchronousSource_routesEveryElementAndEndsEveryGroup() {
        let scheduler = TestScheduler(initialClock: 0)
        var groups: [Int: TestableObserver<Int>] = [:]
        let keys = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.of(1, 2, 3).groupBy { $0 % 2 }.subscribe(
                onNext: { group in
                    keys.onNext(group.key)
                    let observer = scheduler.createObserver(Int.self)
                    groups[group.key] = observer
                    _ = group.subscribe(observer)
                },
                onCompleted: { keys.onCompleted() }
            )
        }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(200, 1), .next(200, 0), .completed(200)])
        XCTAssertEqual(groups[1]?.events, [.next(200, 1), .next(200, 3), .completed(200)])
        XCTAssertEqual(groups[0]?.events, [.next(200, 2), .completed(200)])
    }

    func test_groupSubscribedAfterASynchronousSourceEnded_getsOnlyTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        var groups: [GroupedObservable<Int, Int>] = []
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.of(1, 2).groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) })
        }
        scheduler.scheduleAt(300) { _ = groups[0].subscribe(late) }
        scheduler.start()
        XCTAssertEqual(groups.map(\.key), [1, 0])
        XCTAssertEqual(late.events, [.completed(300)])
    }

    func test_synchronousErrorAndThrowingKeySelector() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            scheduler.start { Observable<Int>.error(testError).groupBy { $0 }.map { $0.key } }.events,
            [.error(200, testError)]
        )
        let throwing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            throwing.start { Observable.of(1, 2).groupBy { _ -> Int in throw testError }.map { $0.key } }.events,
            [.error(200, testError)]
        )
    }
}

extension GroupByTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`); each
    /// subscription starts with no groups, so the re-subscription emits the same keys again.
    func test_groupBy_standardSources() {
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.groupBy { $0 % 2 }.map { $0.key }
        }
    }
}

/// The source's lifetime (RxSwift 6.10.2 `GroupBy.swift`): the outer subscription and every group subscription each
/// hold the source, which is disposed when the last of them goes or when it ends.
extension GroupByTests {
    func test_outerEndedWhileAGroupIsSubscribed_theGroupGoesOnUntilTheSourceEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .completed(300),
        ])
        let group = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.take(1).map { observable -> Int in
                _ = observable.subscribe(group)
                return observable.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(group.events, [.next(210, 1), .next(230, 3), .next(250, 5), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_outerEndedWhileAGroupIsSubscribed_disposingTheGroupReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let group = scheduler.createObserver(Int.self)
        var groupSubscription: Disposable?
        scheduler.scheduleAt(225) { groupSubscription?.dispose() }
        let res = scheduler.start {
            xs.groupBy { $0 % 2 }.take(1).map { observable -> Int in
                groupSubscription = observable.subscribe(group)
                return observable.key
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(group.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
    }

    func test_outerEndedWithoutAGroupSubscribed_disposesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.groupBy { $0 % 2 }.take(1).map { $0.key } }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(210)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }

    func test_synchronousSource_outerEndedWhileAGroupIsSubscribed_theGroupGetsTheRest() {
        let scheduler = TestScheduler(initialClock: 0)
        let group = scheduler.createObserver(Int.self)
        let res = scheduler.start {
            Observable.of(1, 2, 3, 4, 5).groupBy { $0 % 2 }.take(1).map { observable -> Int in
                _ = observable.subscribe(group)
                return observable.key
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(group.events, [.next(200, 1), .next(200, 3), .next(200, 5), .completed(200)])
        let failing = TestScheduler(initialClock: 0)
        let failingGroup = failing.createObserver(Int.self)
        let failingRes = failing.start {
            Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(3)
                observer.onError(testError)
                return Disposables.create()
            }
            .groupBy { $0 % 2 }.take(1).map { observable -> Int in
                _ = observable.subscribe(failingGroup)
                return observable.key
            }
        }
        XCTAssertEqual(failingRes.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(failingGroup.events, [.next(200, 1), .next(200, 3), .error(200, testError)])
    }
}
