// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UITextFieldRxTests: RxTestCase {
        func test_text_emitsTheCurrentText_thenTheTextAfterEachEdit_andCompletesWithTheField() {
            var log: EventLog!
            autoreleasepool {
                let field = UITextField()
                field.text = "a"
                log = EventLog(field.rx.text) { $0 ?? "nil" }

                field.text = "ab"
                field.sendActions(for: .editingChanged)
            }

            XCTAssertEqual(log.events, [.next("a"), .next("ab"), .completed])
            log.dispose()
        }

        func test_text_bindingSetsTheText() {
            let field = UITextField()

            Observable.just("typed").bind(to: field.rx.text).dispose()

            XCTAssertEqual(field.text, "typed")
        }

        func test_attributedText_emitsAndBinds() {
            let field = UITextField()
            let log = EventLog(field.rx.attributedText) { $0?.string ?? "nil" }

            Observable.just(NSAttributedString(string: "bold")).bind(to: field.rx.attributedText).dispose()
            field.sendActions(for: .editingChanged)
            log.dispose()

            XCTAssertEqual(field.attributedText?.string, "bold")
            XCTAssertEqual(log.events.last, .next("bold"))
        }

        func test_textInput_pairsTheFieldWithItsText() {
            let field = UITextField()
            field.text = "x"
            let input = field.rx.textInput
            let log = EventLog(input.text) { $0 ?? "nil" }
            log.dispose()

            XCTAssertTrue(input.base === field)
            XCTAssertEqual(log.events, [.next("x")])
        }
    }
#endif
