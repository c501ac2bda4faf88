// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIStepperRxTests: RxTestCase {
        func test_value_emitsTheCurrentValue_thenEachChange() {
            let stepper = UIStepper()
            let log = EventLog(stepper.rx.value)

            stepper.value = 3
            stepper.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("0.0"), .next("3.0")])
        }

        func test_value_bindingSetsTheValue() {
            let stepper = UIStepper()

            Observable.just(2.0).bind(to: stepper.rx.value).dispose()

            XCTAssertEqual(stepper.value, 2)
        }
    }
#endif
