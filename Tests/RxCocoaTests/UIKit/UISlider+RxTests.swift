// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UISliderRxTests: RxTestCase {
        func test_value_emitsTheCurrentValue_thenEachChange() {
            let slider = UISlider()
            slider.value = 0.25
            let log = EventLog(slider.rx.value)

            slider.value = 0.75
            slider.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("0.25"), .next("0.75")])
        }

        func test_value_bindingSetsTheValue() {
            let slider = UISlider()

            Observable.just(Float(0.5)).bind(to: slider.rx.value).dispose()

            XCTAssertEqual(slider.value, 0.5)
        }
    }
#endif
