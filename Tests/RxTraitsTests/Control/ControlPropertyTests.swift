// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class ControlPropertyTests: RxTestCase {
    func test_valuesAreObserved_andBoundValuesGoToTheSink() {
        let text = BehaviorRelay<String?>(value: "a")
        var sunk: [Event<String?>] = []
        let property = ControlProperty(values: text, valueSink: AnyObserver<String?> { sunk.append($0) })
        var observed: [String?] = []
        let subscription = property.subscribe(onNext: { observed.append($0) })
        text.accept("b")
        property.on(.next("c"))
        property.onCompleted()
        runMainLoop(until: { observed == ["a", "b"] })
        XCTAssertEqual(sunk, [.next("c"), .completed])
        subscription.dispose()
    }

    func test_changed_skipsTheCurrentValue() {
        let text = BehaviorRelay(value: "a")
        let property = ControlProperty(values: text, valueSink: AnyObserver<String> { _ in })
        var changes: [String] = []
        let subscription = property.changed.subscribe(onNext: { changes.append($0) })
        text.accept("b")
        runMainLoop(until: { changes == ["b"] })
        subscription.dispose()
    }

    func test_orEmpty_readsNilAsEmpty_andWritesThrough() {
        let text = BehaviorRelay<String?>(value: nil)
        let property = ControlProperty(
            values: text,
            valueSink: Binder(text, scheduler: CurrentThreadScheduler.instance) { relay, value in
                relay.accept(value)
            }
        )
        var observed: [String] = []
        let subscription = property.orEmpty.subscribe(onNext: { observed.append($0) })
        property.orEmpty.onNext("typed")
        text.accept(nil)
        runMainLoop(until: { observed == ["", "typed", ""] })
        subscription.dispose()
    }

    func test_asDriver_onTheSharingScheduler() {
        // The values pass through `MainScheduler`, which delivers inline only when nothing else is queued.
        drainMainQueue()
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
            let property = ControlProperty(values: xs, valueSink: AnyObserver<Int> { _ in })
            XCTAssertEqual(
                scheduler.start { property.asControlProperty().asDriver().asObservable() }.events,
                [.next(211, 1), .next(221, 2)]
            )
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 1_000)])
        }
    }
}
