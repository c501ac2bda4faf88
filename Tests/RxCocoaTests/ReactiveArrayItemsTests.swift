// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

final class ReactiveArrayItemsTests: RxTestCase {
    func test_beforeTheFirstBinding_hasNoItems_andModelThrowsItemsNotYetBound() {
        let items = ReactiveArrayItems<String>()

        XCTAssertNil(items.items)
        XCTAssertEqual(items.count, 0)
        XCTAssertNil(items.item(at: 0))
        XCTAssertThrowsError(try items.model(at: IndexPath(indexes: [0, 0]), owner: "source")) { error in
            guard case RxCocoaError.itemsNotYetBound(let object) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(object as? String, "source")
        }
    }

    func test_update_readsTheSequenceIntoAnArray_andReplacesTheItems() {
        var items = ReactiveArrayItems<Int>()

        items.update(with: 1...3)
        XCTAssertEqual(items.items, [1, 2, 3])
        XCTAssertEqual(items.count, 3)

        items.update(with: Set([7]))
        XCTAssertEqual(items.items, [7])

        items.update(with: EmptyCollection())
        XCTAssertEqual(items.items, [])
        XCTAssertEqual(items.count, 0)
    }

    func test_update_readsASinglePassSequenceOnce() {
        var items = ReactiveArrayItems<Int>()
        var remaining = [4, 5]

        items.update(with: AnyIterator { remaining.isEmpty ? nil : remaining.removeFirst() })

        XCTAssertEqual(items.items, [4, 5])
        XCTAssertEqual(items.count, 2)
    }

    func test_modelAtIndexPath_returnsTheItemOfTheRow() throws {
        var items = ReactiveArrayItems<String>()
        items.update(with: ["a", "b", "c"])

        XCTAssertEqual(try items.model(at: IndexPath(indexes: [0, 0]), owner: self), "a")
        XCTAssertEqual(try items.model(at: IndexPath(indexes: [0, 2]), owner: self), "c")
        XCTAssertEqual(items.item(at: 1), "b")
    }

    func test_modelAtIndexPath_outOfRange_throwsInvalidOperationWithTheIndexPath() {
        var items = ReactiveArrayItems<String>()
        items.update(with: ["a"])

        XCTAssertNil(items.item(at: 1))
        XCTAssertNil(items.item(at: -1))
        XCTAssertThrowsError(try items.model(at: IndexPath(indexes: [0, 1]), owner: self)) { error in
            guard case RxCocoaError.invalidOperation(let object) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(object as? IndexPath, IndexPath(indexes: [0, 1]))
        }
    }

    func test_emptyBinding_isBound_soModelThrowsOutOfRange() {
        var items = ReactiveArrayItems<String>()
        items.update(with: [])

        XCTAssertThrowsError(try items.model(at: IndexPath(indexes: [0, 0]), owner: self)) { error in
            guard case RxCocoaError.invalidOperation = error else {
                return XCTFail("unexpected error \(error)")
            }
        }
    }
}

final class CastOrThrowTests: RxTestCase {
    func test_castOrThrow_returnsTheValue_orThrowsACastingError() throws {
        XCTAssertEqual(try castOrThrow(Int.self, 3 as Any), 3)
        XCTAssertThrowsError(try castOrThrow(Int.self, "3" as Any)) { error in
            guard case RxCocoaError.castingError(let object, let targetType) = error else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(object as? String, "3")
            XCTAssertTrue(targetType == Int.self)
        }
    }

    func test_castOptionalOrThrow_mapsNSNullToNil() throws {
        XCTAssertNil(try castOptionalOrThrow(String.self, NSNull()))
        XCTAssertEqual(try castOptionalOrThrow(String.self, "a" as Any), "a")
        XCTAssertThrowsError(try castOptionalOrThrow(String.self, 1 as Any))
    }
}
