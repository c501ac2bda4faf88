// SPDX-License-Identifier: MIT
import RxRelay
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// `PublishRelay.asDriver()`, as RxCocoa 6 has it: the relay's values as a driver, delivered on the sharing
/// scheduler, with the latest one replayed to later subscribers.
final class PublishRelayAsDriverTests: RxTestCase {
    func test_asDriver_deliversAcceptedValues_andReplaysTheLatestToALaterSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = PublishRelay<Int>()
            let driver: Driver<Int> = relay.asDriver()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(150) { relay.accept(0) }
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(230) { relay.accept(2) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.scheduleAt(310) { relay.accept(3) }
            scheduler.start()
            // Delivery moves to the (mocked) sharing scheduler, one tick later on a test scheduler.
            XCTAssertEqual(early.events, [.next(211, 1), .next(231, 2)])
            XCTAssertEqual(late.events, [.next(220, 1), .next(231, 2)])
        }
    }

    /// RxCocoa shares a relay's driver and signal (`SharedSequence(source)`), so a subscriber that arrives while
    /// the driver is connected gets the latest element from the share's buffer at once, not one scheduler hop later.
    func test_behaviorRelayAsDriver_isShared_lateSubscriberGetsTheLatestAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let relay = BehaviorRelay(value: 0)
            let driver = relay.asDriver()
            let early = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(early)) }
            scheduler.scheduleAt(210) { relay.accept(1) }
            scheduler.scheduleAt(220) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(early.events, [.next(201, 0), .next(211, 1)])
            XCTAssertEqual(late.events, [.next(220, 1)])
        }
    }
}
