// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RxErrorTests: RxTestCase {
    func test_descriptionsAreReadable() {
        final class Thing: CustomStringConvertible { var description: String { "Thing" } }
        XCTAssertEqual(RxError.unknown.debugDescription, "Unknown error occurred.")
        XCTAssertEqual(RxError.disposed(object: Thing()).debugDescription, "Object `Thing` was already disposed.")
        XCTAssertEqual(RxError.overflow.debugDescription, "Arithmetic overflow occurred.")
        XCTAssertEqual(RxError.argumentOutOfRange.debugDescription, "Argument out of range.")
        XCTAssertEqual(RxError.noElements.debugDescription, "Sequence doesn't contain any elements.")
        XCTAssertEqual(RxError.moreThanOneElement.debugDescription, "Sequence contains more than one element.")
        XCTAssertEqual(RxError.timeout.description, "Sequence timeout.")
    }
}
