// SPDX-License-Identifier: MIT
#if canImport(UIKit)
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIControlRxTests: RxTestCase {
        func test_controlEvent_emitsOncePerMatchingEvent() {
            let control = UIControl()
            let log = EventLog(control.rx.controlEvent(.touchUpInside))

            control.sendActions(for: .touchUpInside)
            control.sendActions(for: .valueChanged)
            control.sendActions(for: .touchUpInside)
            log.dispose()
            control.sendActions(for: .touchUpInside)

            XCTAssertEqual(log.events, [.next("()"), .next("()")])
        }

        func test_controlEvent_completesWhenTheControlIsDeallocated() {
            var log: EventLog!
            autoreleasepool {
                let control = UIControl()
                log = EventLog(control.rx.controlEvent(.touchUpInside))

                control.sendActions(for: .touchUpInside)
            }

            XCTAssertEqual(log.events, [.next("()"), .completed])
            log.dispose()
        }

        func test_controlProperty_emitsTheCurrentValue_thenTheValueAfterEachEditingEvent() {
            let control = UIControl()
            control.tag = 1
            let property = control.rx.controlProperty(
                editingEvents: .valueChanged,
                getter: { $0.tag },
                setter: { $0.tag = $1 }
            )
            let log = EventLog(property)

            control.tag = 2
            control.sendActions(for: .editingChanged)
            control.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("1"), .next("2")])
        }

        func test_controlProperty_changed_skipsTheCurrentValue() {
            let control = UIControl()
            let property = control.rx.controlProperty(
                editingEvents: .valueChanged,
                getter: { $0.tag },
                setter: { $0.tag = $1 }
            )
            let log = EventLog(property.changed)

            control.tag = 5
            control.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("5")])
        }

        func test_controlEvent_subscribedOffTheMainThread_deliversOnTheMainThread() {
            let control = UIControl()
            let onMainThread = Recorder<Bool>()
            let subscribed = expectation(description: "subscribed")
            let event = control.rx.controlEvent(.valueChanged)
            let subscriptions = Recorder<Disposable>()
            DispatchQueue.global().async {
                subscriptions.append(event.subscribe(onNext: { onMainThread.append(Thread.isMainThread) }))
                subscribed.fulfill()
            }
            wait(for: [subscribed], timeout: 5)
            // The subscription itself is made on the main queue (`subscribe(on:)`): let it run.
            drainMainQueue()

            control.sendActions(for: .valueChanged)
            subscriptions.values.forEach { $0.dispose() }

            XCTAssertEqual(onMainThread.values, [true])
        }

        func test_controlProperty_bindingSetsTheValue() {
            let control = UIControl()
            let property = control.rx.controlProperty(
                editingEvents: .valueChanged,
                getter: { $0.tag },
                setter: { $0.tag = $1 }
            )

            let subscription = Observable.just(7).bind(to: property)
            subscription.dispose()

            XCTAssertEqual(control.tag, 7)
        }

        func test_controlProperty_completesWhenTheControlIsDeallocated() {
            var log: EventLog!
            autoreleasepool {
                let control = UIControl()
                log = EventLog(
                    control.rx.controlProperty(
                        editingEvents: .valueChanged,
                        getter: { $0.tag },
                        setter: { $0.tag = $1 }
                    )
                )

            }

            XCTAssertEqual(log.events, [.next("0"), .completed])
            log.dispose()
        }

        func test_isEnabledAndIsSelected_areBindersThroughDynamicMembers() {
            let control = UIControl()

            let disposable = Observable.just(false).bind(to: control.rx.isEnabled)
            let selection = Observable.just(true).bind(to: control.rx.isSelected)
            disposable.dispose()
            selection.dispose()

            XCTAssertFalse(control.isEnabled)
            XCTAssertTrue(control.isSelected)
        }
    }
#endif
