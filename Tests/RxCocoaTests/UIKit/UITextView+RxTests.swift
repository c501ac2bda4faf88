// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    /// The app's text view delegate, behind the proxy.
    @MainActor
    private final class TextViewDelegateDouble: NSObject, UITextViewDelegate {
        var asked: [String] = []

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            asked.append(text)
            return text != "x"
        }
    }

    @MainActor
    final class UITextViewRxTests: RxTestCase {
        func test_didChange_emitsForEachChange_andCompletesWithTheTextView() {
            var log: EventLog!
            autoreleasepool {
                let textView = UITextView()
                log = EventLog(textView.rx.didChange)

                XCTAssertTrue(textView.delegate is RxTextViewDelegateProxy)
                textView.delegate?.textViewDidChange?(textView)
            }

            XCTAssertEqual(log.events, [.next("()"), .completed])
            log.dispose()
        }

        func test_text_emitsTheTextOnSubscription_andBindingSetsIt() {
            let textView = UITextView()
            textView.text = "first"
            let log = EventLog(textView.rx.text) { $0 ?? "nil" }
            log.dispose()

            Observable.just("second").bind(to: textView.rx.text).dispose()

            XCTAssertEqual(log.events, [.next("first")])
            XCTAssertEqual(textView.text, "second")
        }

        func test_shouldChangeText_asksTheForwardDelegate_orAllowsWithoutOne() {
            let textView = UITextView()
            let proxy = RxScrollViewDelegateProxy.proxy(for: textView)
            let range = NSRange(location: 0, length: 0)
            let textDelegate = textView.delegate
            XCTAssertEqual(textDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: "x"), true)

            let delegate = TextViewDelegateDouble()
            proxy.setForwardToDelegate(delegate, retainDelegate: false)

            XCTAssertEqual(textDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: "x"), false)
            XCTAssertEqual(textDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: "y"), true)
            XCTAssertEqual(delegate.asked, ["x", "y"])
            proxy.setForwardToDelegate(nil, retainDelegate: false)
        }

        func test_textInput_pairsTheTextViewWithItsText() {
            let textView = UITextView()
            XCTAssertTrue(textView.rx.textInput.base === textView)
        }
    }
#endif
