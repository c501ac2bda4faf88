// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

/// When a bound text view's text is written, and how delegate message arguments are read, on every platform.
final class TextViewValueTests: RxTestCase {
    func test_needsUpdate_onlyWhenTheValueDiffers() {
        XCTAssertFalse(TextViewValue.needsUpdate(current: "abc", new: "abc"))
        XCTAssertTrue(TextViewValue.needsUpdate(current: "abc", new: "abd"))
        XCTAssertTrue(TextViewValue.needsUpdate(current: "", new: nil))
        XCTAssertTrue(TextViewValue.needsUpdate(current: nil, new: ""))
        XCTAssertFalse(TextViewValue.needsUpdate(current: String?.none, new: nil))
    }

    func test_needsUpdate_comparesAttributedTextsByContentAndAttributes() {
        let plain = NSAttributedString(string: "hi")
        XCTAssertFalse(TextViewValue.needsUpdate(current: plain, new: NSAttributedString(string: "hi")))
        XCTAssertTrue(TextViewValue.needsUpdate(current: plain, new: NSAttributedString(string: "ho")))
        let linked = NSAttributedString(string: "hi", attributes: [NSAttributedString.Key("RxTestMark"): true])
        XCTAssertTrue(TextViewValue.needsUpdate(current: plain, new: linked))
    }

    func test_messageArgument_castsTheArgumentAtTheIndex() throws {
        let arguments: [Any] = ["sender", 3, true]
        XCTAssertEqual(try messageArgument(arguments, at: 1, as: Int.self), 3)
        XCTAssertEqual(try messageArgument(arguments, at: 2, as: Bool.self), true)
        let sender: String = try messageArgument(arguments, at: 0)
        XCTAssertEqual(sender, "sender")
    }

    func test_messageArgument_ofAnotherType_throwsACastingError() {
        XCTAssertThrowsError(try messageArgument(["sender", "three"], at: 1, as: Int.self)) { error in
            guard case RxCocoaError.castingError(let object, let targetType) = error else {
                return XCTFail("Unexpected error \(error)")
            }
            XCTAssertEqual(object as? String, "three")
            XCTAssertTrue(targetType == Int.self)
        }
    }

    func test_messageArgument_missing_throwsACastingError() {
        XCTAssertThrowsError(try messageArgument(["sender"], at: 1, as: Int.self)) { error in
            guard case RxCocoaError.castingError = error else { return XCTFail("Unexpected error \(error)") }
        }
    }
}
