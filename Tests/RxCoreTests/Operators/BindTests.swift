// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class BindTests: RxTestCase {
    func test_bindToObservers_sendsEveryEventToEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        _ = Observable.of(1, 2).bind(to: first, second)
        XCTAssertEqual(first.events, [.next(0, 1), .next(0, 2), .completed(0)])
        XCTAssertEqual(second.events, first.events)
    }

    func test_bindToObservers_forwardsAnErrorToEach_asRxSwift() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let first = scheduler.createObserver(Int.self)
        let optional = scheduler.createObserver(Int?.self)
        scheduler.scheduleAt(200) {
            _ = xs.bind(to: first)
            _ = xs.bind(to: optional)
        }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(optional.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(200, 220)])
    }

    func test_bindToOneObserver_disposedAtAnExactTime_andResubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
        scheduler.scheduleAt(240) { binding?.dispose() }
        scheduler.scheduleAt(250) { binding = xs.bind(to: observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(260, 3), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240), Subscription(250, 300)])
    }

    func test_bindToOneOptionalObserver_synchronousError() {
        let scheduler = TestScheduler(initialClock: 0)
        let optional = scheduler.createObserver(Int?.self)
        _ = Observable<Int>.concat(.just(1), .error(testError)).bind(to: optional)
        XCTAssertEqual(optional.events, [.next(0, 1), .error(0, testError)])
    }

    func test_bindWithObject_passesTheObjectWhileItExists() {
        final class Owner { var values: [Int] = [] }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
        var owner: Owner? = Owner()
        weak let released = owner
        var seen: [Int] = []
        var binding: Disposable?
        scheduler.scheduleAt(200) {
            binding = xs.bind(with: owner!) { owner, value in
                owner.values.append(value)
                seen = owner.values
            }
        }
        scheduler.scheduleAt(230) { owner = nil }
        scheduler.scheduleAt(300) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(seen, [1, 2])
        XCTAssertNil(released)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_bindToOptionalObservers() {
        let scheduler = TestScheduler(initialClock: 0)
        let optional = scheduler.createObserver(Int?.self)
        _ = Observable.just(3).bind(to: optional)
        XCTAssertEqual(optional.events, [.next(0, 3), .completed(0)])
    }

    func test_bindOnNext_andBinderFunctions() {
        var values: [Int] = []
        _ = Observable.of(1, 2).bind(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
        let count = Observable.of(1, 2, 3).bind(to: { (source: Observable<Int>) -> Int in
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        })
        XCTAssertEqual(count, 6)
        let curried = Observable.just(5).bind(
            to: { (source: Observable<Int>) in
                { (offset: Int) -> Int in
                    var result = 0
                    _ = source.subscribe(onNext: { result = $0 + offset })
                    return result
                }
            },
            curriedArgument: 10
        )
        XCTAssertEqual(curried, 15)
    }

    func test_disposingTheBindingStopsIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let observer = scheduler.createObserver(Int.self)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = xs.bind(to: observer) }
        scheduler.scheduleAt(220) { binding?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
