// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIPickerViewRxTests: RxTestCase {
        func test_itemSelected_emitsTheRowAndComponent_andCompletesWithThePicker() {
            var log: EventLog!
            autoreleasepool {
                let picker = UIPickerView()
                log = EventLog(picker.rx.itemSelected) { "\($0.row),\($0.component)" }

                picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)
                picker.delegate?.pickerView?(picker, didSelectRow: 0, inComponent: 1)
            }

            XCTAssertEqual(log.events, [.next("2,0"), .next("0,1"), .completed])
            log.dispose()
        }

        func test_itemTitles_setsTheRowsAndTitles_andModelSelectedEmitsTheSelectedModels() {
            let picker = UIPickerView()
            let binding = Observable.just(["Lisbon", "Porto", "Faro"])
                .bind(to: picker.rx.itemTitles) { row, city in "\(row). \(city)" }
            let log = EventLog(picker.rx.modelSelected(String.self)) { $0.joined(separator: "|") }

            XCTAssertEqual(picker.numberOfComponents, 1)
            XCTAssertEqual(picker.numberOfRows(inComponent: 0), 3)
            XCTAssertEqual(picker.delegate?.pickerView?(picker, titleForRow: 1, forComponent: 0), "1. Porto")
            XCTAssertEqual(try picker.rx.model(at: IndexPath(row: 2, section: 0)) as String, "Faro")

            picker.selectRow(2, inComponent: 0, animated: false)
            picker.delegate?.pickerView?(picker, didSelectRow: 2, inComponent: 0)
            log.dispose()
            binding.dispose()

            XCTAssertEqual(log.events, [.next("Faro")])
            XCTAssertNil(picker.rx.dataSource.forwardToDelegate())
        }

        func test_itemAttributedTitles_givesEachRowItsAttributedTitle() {
            let picker = UIPickerView()
            let binding = Observable.just([1, 2])
                .bind(to: picker.rx.itemAttributedTitles) { _, number in NSAttributedString(string: "#\(number)") }

            XCTAssertEqual(
                picker.delegate?.pickerView?(picker, attributedTitleForRow: 1, forComponent: 0)?.string,
                "#2"
            )
            binding.dispose()
        }

        func test_items_givesEachRowItsView() {
            let picker = UIPickerView()
            let binding = Observable.just(["a"])
                .bind(to: picker.rx.items) { _, text, _ in
                    let label = UILabel()
                    label.text = text
                    return label
                }

            let view = picker.delegate?.pickerView?(picker, viewForRow: 0, forComponent: 0, reusing: nil)
            XCTAssertEqual((view as? UILabel)?.text, "a")
            binding.dispose()
        }
    }
#endif
