// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class ControlEventTests: RxTestCase {
    func test_forwardsTheEvents_andReplaysNothing() {
        let taps = PublishRelay<Int>()
        let event = ControlEvent(events: taps)
        var first: [Int] = []
        var second: [Int] = []
        let bag = DisposeBag()
        event.subscribe(onNext: { first.append($0) }).disposed(by: bag)
        taps.accept(1)
        event.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        taps.accept(2)
        // Delivered on the main scheduler: inline here unless something is queued on the main queue.
        runMainLoop(until: { first == [1, 2] && second == [2] })
    }

    func test_subscribesOnTheMainThread_whenSubscribedFromABackgroundThread() {
        let subscribedOnMain = Recorder<Bool>()
        let source = Observable<Int>.create { observer in
            subscribedOnMain.append(Thread.isMainThread)
            observer.onNext(1)
            return Disposables.create()
        }
        let event = ControlEvent(events: source)
        let received = Recorder<Int>()
        let subscribed = expectation(description: "subscribed")
        nonisolated(unsafe) var subscription: Disposable?
        DispatchQueue.global().async {
            subscription = event.subscribe(onNext: { received.append($0) })
            subscribed.fulfill()
        }
        wait(for: [subscribed], timeout: 10)
        runMainLoop(until: { received.values == [1] })
        XCTAssertEqual(subscribedOnMain.values, [true])
        subscription?.dispose()
    }

    func test_asDriverAndAsSignal() {
        // The events pass through `MainScheduler`, which delivers inline only when nothing else is queued.
        drainMainQueue()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let event = ControlEvent(events: xs)
            XCTAssertEqual(
                scheduler.start { event.asDriver().asObservable() }.events,
                [.next(211, 1), .next(221, 2), .completed(231)]
            )
            let signalScheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: signalScheduler) {
                let ys = signalScheduler.createHotObservable([.next(210, 1), .completed(230)])
                XCTAssertEqual(
                    signalScheduler.start { ControlEvent(events: ys).asSignal().asObservable() }.events,
                    [.next(211, 1), .completed(231)]
                )
            }
        }
    }

    func test_asControlEvent_returnsItself() {
        let taps = PublishRelay<Int>()
        let event = ControlEvent(events: taps).asControlEvent()
        var values: [Int] = []
        let subscription = event.asObservable().subscribe(onNext: { values.append($0) })
        taps.accept(3)
        runMainLoop(until: { values == [3] })
        subscription.dispose()
    }
}
