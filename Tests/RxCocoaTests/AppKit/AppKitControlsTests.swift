// SPDX-License-Identifier: MIT
// AppKit bindings. NEVER COMPILED HERE: this machine has no macOS SDK (Linux and the iOS check skip it); apple.yml
// compiles and runs it on a Mac. See "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import XCTest

    @MainActor
    final class AppKitControlsTests: RxTestCase {
        func test_buttonTap_emitsOnEachAction() {
            let button = NSButton()
            var taps = 0
            let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })

            _ = button.sendAction(button.action, to: button.target)
            _ = button.sendAction(button.action, to: button.target)
            subscription.dispose()

            XCTAssertEqual(taps, 2)
            XCTAssertNil(button.target)
        }

        func test_textFieldText_emitsTheCurrentText_thenEachEdit() {
            let field = NSTextField()
            field.stringValue = "a"
            var texts: [String?] = []
            let subscription = field.rx.text.subscribe(onNext: { texts.append($0) })

            field.stringValue = "ab"
            field.delegate?.controlTextDidChange?(
                Notification(name: NSControl.textDidChangeNotification, object: field)
            )
            subscription.dispose()

            XCTAssertEqual(texts, ["a", "ab"])
        }

        func test_textFieldText_bindingSetsTheText() {
            let field = NSTextField()

            Observable<String?>.just("bound").bind(to: field.rx.text).dispose()
            XCTAssertEqual(field.stringValue, "bound")
            Observable<String?>.just(nil).bind(to: field.rx.text).dispose()
            XCTAssertEqual(field.stringValue, "")
        }

        func test_sliderValue_emitsTheCurrentValue_thenTheValueAfterEachAction() {
            let slider = NSSlider()
            slider.minValue = 0
            slider.maxValue = 1
            slider.doubleValue = 0.25
            var values: [Double] = []
            let subscription = slider.rx.value.subscribe(onNext: { values.append($0) })

            slider.doubleValue = 0.75
            _ = slider.sendAction(slider.action, to: slider.target)
            subscription.dispose()

            XCTAssertEqual(values, [0.25, 0.75])
        }

        func test_sliderValue_bindingSetsTheValue() {
            let slider = NSSlider()
            slider.minValue = 0
            slider.maxValue = 1

            Observable.just(0.5).bind(to: slider.rx.value).dispose()

            XCTAssertEqual(slider.doubleValue, 0.5)
        }
    }
#endif
