// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIDatePickerRxTests: RxTestCase {
        func test_date_emitsTheCurrentDate_thenEachChange() {
            let picker = UIDatePicker()
            let first = Date(timeIntervalSince1970: 1_000_000)
            let second = Date(timeIntervalSince1970: 2_000_000)
            picker.date = first
            let log = EventLog(picker.rx.date) { String($0.timeIntervalSince1970) }

            picker.date = second
            picker.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("1000000.0"), .next("2000000.0")])
        }

        func test_value_bindingSetsTheDate() {
            let picker = UIDatePicker()
            let date = Date(timeIntervalSince1970: 3_000_000)

            Observable.just(date).bind(to: picker.rx.value).dispose()

            XCTAssertEqual(picker.date, date)
        }

        func test_countDownDuration_emitsAndBinds() {
            let picker = UIDatePicker()
            picker.datePickerMode = .countDownTimer
            let log = EventLog(picker.rx.countDownDuration)

            Observable.just(120.0).bind(to: picker.rx.countDownDuration).dispose()
            picker.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(picker.countDownDuration, 120)
            XCTAssertEqual(log.events.count, 2)
        }
    }
#endif
