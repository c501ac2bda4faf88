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
            _ = xs.groupBy { String($0.prefix(1)) }.subscribe(onNext: { group in
                keys.onNext(group.key)
                let observer = scheduler.createObserver(String.self)
                groups[group.key] = observer
                _ = group.subscribe(observer)
            }, onCompleted: { keys.onCompleted() })
        }
        scheduler.start()
        XCTAssertEqual(keys.events, [.next(210, "a"), .next(220, "b"), .completed(300)])
        XCTAssertEqual(groups["a"]?.events, [.next(210, "a1"), .next(230, "a2"), .completed(300)])
        XCTAssertEqual(groups["b"]?.events, [.next(220, "b1"), .completed(300)])
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

final class RetryWhenTests: RxTestCase {
    func test_resubscribesWhenTheTriggerEmits_andCompletesWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.take(2).delay(.seconds(5), scheduler: scheduler) }
        }
        // The second error reaches the trigger at 250 together with `take(2)`'s completion (both delayed by 5):
        // the third attempt starts and the result completes at the same tick.
        XCTAssertEqual(res.events, [.next(210, 1), .next(235, 1), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(225, 245), Subscription(250, 250)])
    }

    func test_triggerErrorFailsTheResult_andHandlerThrowing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, testError)])
        let res = scheduler.start {
            xs.retry { (errors: Observable<TestError>) in errors.flatMap { _ in Observable<Int>.error(testError2) } }
        }
        XCTAssertEqual(res.events, [.error(210, testError2)])
        let throwing = TestScheduler(initialClock: 0)
        let ys = throwing.createColdObservable([Recorded<Event<Int>>.next(10, 1)])
        let res2 = throwing.start {
            ys.retry { (_: Observable<TestError>) -> Observable<Int> in throw testError2 }
        }
        XCTAssertEqual(res2.events, [.error(200, testError2)])
    }
}

final class DecodeTests: RxTestCase {
    private struct Point: Decodable, Equatable {
        let x: Int
    }

    func test_decodesEachElement_andFailsOnBadData() {
        var points: [Point] = []
        var failure: Error?
        _ = Observable.of(Data(#"{"x": 1}"#.utf8), Data("nope".utf8))
            .decode(type: Point.self, decoder: JSONDecoder())
            .subscribe(onNext: { points.append($0) }, onError: { failure = $0 })
        XCTAssertEqual(points, [Point(x: 1)])
        XCTAssertTrue(failure is DecodingError)
    }
}
