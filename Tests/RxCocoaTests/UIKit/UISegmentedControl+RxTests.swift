// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UISegmentedControlRxTests: RxTestCase {
        func test_selectedSegmentIndex_emitsTheCurrentIndex_thenEachChange() {
            let control = UISegmentedControl(items: ["a", "b"])
            control.selectedSegmentIndex = 0
            let log = EventLog(control.rx.selectedSegmentIndex)

            control.selectedSegmentIndex = 1
            control.sendActions(for: .valueChanged)
            log.dispose()

            XCTAssertEqual(log.events, [.next("0"), .next("1")])
        }

        func test_value_bindingSelectsTheSegment() {
            let control = UISegmentedControl(items: ["a", "b"])

            Observable.just(1).bind(to: control.rx.value).dispose()

            XCTAssertEqual(control.selectedSegmentIndex, 1)
        }

        func test_segmentBinders_setEnabledTitleAndImage() {
            let control = UISegmentedControl(items: ["a", "b"])
            let image = UIImage()

            Observable.just(false).bind(to: control.rx.enabledForSegment(at: 1)).dispose()
            Observable.just("B").bind(to: control.rx.titleForSegment(at: 1)).dispose()
            Observable.just(image).bind(to: control.rx.imageForSegment(at: 0)).dispose()

            XCTAssertFalse(control.isEnabledForSegment(at: 1))
            XCTAssertEqual(control.titleForSegment(at: 1), "B")
            XCTAssertTrue(control.imageForSegment(at: 0) === image)
        }
    }
#endif
