import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class AmbTests: RxTestCase {
    func test_mirrorsTheFirstToEmit_andUnsubscribesTheOther() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let left: TestableObservable<String> = try scheduler.createHotObservable("^----a-b-|")
        let right: TestableObservable<String> = try scheduler.createHotObservable("^--x-y-|")
        XCTAssertMarbles(scheduler.start { left.amb(right) }, "^--x-y-|")
        XCTAssertSubscriptions(left, "^--!")
    }

    func test_errorCanWin_andEmptyCollectionCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, testError)])
        let right = scheduler.createHotObservable([.next(220, 1)])
        XCTAssertEqual(scheduler.start { Observable.amb([left.asObservable(), right.asObservable()]) }.events,
                       [.error(210, testError)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 210)])
        var completed = false
        _ = Observable<Int>.amb([]).subscribe(onCompleted: { completed = true })
        XCTAssertTrue(completed)
    }

    func test_disposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let left = scheduler.createHotObservable([Recorded<Event<Int>>.next(260, 1)])
        let right = scheduler.createHotObservable([Recorded<Event<Int>>.next(270, 2)])
        XCTAssertEqual(scheduler.start(disposed: 250) { left.amb(right) }.events, [])
        XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
    }
}
