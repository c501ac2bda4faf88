// SPDX-License-Identifier: MIT
import Foundation
import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import XCTest

// Operator suites written the way RxTest suites are: hot and cold observables with events at absolute or relative
// ticks, `start` with its default created/subscribed/disposed times, assertions on the recorded events and on the
// source's subscription log, observers scheduled by hand, and RxBlocking for synchronous answers.
final class RxTestStyleSuiteTests: XCTestCase {
    func testMap_hotSource_eventsAndSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 2),
            .next(240, 3),
            .completed(300),
        ])
        let res = scheduler.start { xs.map { $0 * 2 } }
        let correctMessages = Recorded.events(
            .next(210, 4),
            .next(240, 6),
            .completed(300)
        )
        let correctSubscriptions = [Subscription(200, 300)]
        XCTAssertEqual(res.events, correctMessages)
        XCTAssertEqual(xs.subscriptions, correctSubscriptions)
    }

    func testFlatMapLatest_coldInnerSequences_disposedAtAnExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(30)])
        let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(30)])
        let xs = scheduler.createHotObservable([.next(210, ys1), .next(215, ys2), .completed(400)])
        let res = scheduler.start(created: 100, subscribed: 200, disposed: 232) {
            xs.flatMapLatest { $0 }
        }
        XCTAssertEqual(res.events, Recorded.events([.next(225, 201)]))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 232)])
        XCTAssertEqual(ys1.subscriptions, [Subscription(210, 215)])
        XCTAssertEqual(ys2.subscriptions, [Subscription(215, 232)])
    }

    func testCatch_errorAtATick_fallbackSubscriptions() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError.boom)])
        let ys = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let res = scheduler.start { xs.catch { _ in ys.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(240, 9), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
    }

    func testObserverScheduledByHand_andDriverOnAMockedSharingScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let relay = PublishRelay<String>()
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = relay.asDriver(onErrorJustReturn: "").map { $0.uppercased() }
            scheduler.scheduleAt(100) { driver.drive(observer).disposed(by: bag) }
            scheduler.scheduleAt(200) { relay.accept("a") }
            scheduler.scheduleAt(300) { relay.accept("b") }
            scheduler.start()
        }
        XCTAssertEqual(observer.events, [.next(201, "A"), .next(301, "B")])
    }

    func testSingleEventsCompareAsRxTestCompares() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { events.append($0) }
        _ = Single<Int>.error(TestError.boom).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .failure(TestError.boom)])
    }

    func testRxBlocking() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        switch Observable<Int>.error(TestError.boom).toBlocking().materialize() {
        case .completed: XCTFail("expected a failure")
        case .failed(let elements, let error):
            XCTAssertEqual(elements, [])
            XCTAssertEqual(error as? TestError, .boom)
        }
    }
}

enum TestError: Error, Equatable {
    case boom
}
