// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UISwitchRxTests: RxTestCase {
        func test_isOn_emitsTheCurrentState_thenEachChange_andCompletesWithTheSwitch() {
            var log: EventLog!
            autoreleasepool {
                let uiSwitch = UISwitch()
                log = EventLog(uiSwitch.rx.isOn)

                uiSwitch.isOn = true
                uiSwitch.sendActions(for: .valueChanged)
            }

            XCTAssertEqual(log.events, [.next("false"), .next("true"), .completed])
            log.dispose()
        }

        func test_value_bindingSetsTheState() {
            let uiSwitch = UISwitch()

            Observable.just(true).bind(to: uiSwitch.rx.value).dispose()

            XCTAssertTrue(uiSwitch.isOn)
        }
    }
#endif
