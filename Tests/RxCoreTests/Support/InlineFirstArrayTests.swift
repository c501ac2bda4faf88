// SPDX-License-Identifier: MIT
import XCTest

@testable import RxCore

/// `InlineFirstArray`: the list an array would be, with its first item inline.
final class InlineFirstArrayTests: XCTestCase {
    private func items(_ list: InlineFirstArray<String>) -> [String] {
        (0..<list.count).map { list[$0] }
    }

    func test_empty() {
        let list = InlineFirstArray<String>()
        XCTAssertEqual(list.count, 0)
        XCTAssertNil(list.firstIndex { _ in true })
    }

    func test_append_keepsOrder() {
        var list = InlineFirstArray<String>()
        for item in ["a", "b", "c"] { list.append(item) }
        XCTAssertEqual(items(list), ["a", "b", "c"])
        XCTAssertNil(list.rest.first { $0 == "a" }, "the first item is inline")
        XCTAssertEqual(list.firstIndex { $0 == "a" }, 0)
        XCTAssertEqual(list.firstIndex { $0 == "c" }, 2)
        XCTAssertNil(list.firstIndex { $0 == "d" })
    }

    func test_removeFirst_movesTheNextInline() {
        var list = InlineFirstArray<String>()
        for item in ["a", "b", "c"] { list.append(item) }
        XCTAssertEqual(list.remove(at: 0), "a")
        XCTAssertEqual(items(list), ["b", "c"])
        XCTAssertEqual(list.first, "b")
        XCTAssertEqual(list.remove(at: 0), "b")
        XCTAssertEqual(list.remove(at: 0), "c")
        XCTAssertEqual(list.count, 0)
        XCTAssertNil(list.first)
        list.append("d")
        XCTAssertEqual(items(list), ["d"])
    }

    func test_removeLater_keepsTheFirst() {
        var list = InlineFirstArray<String>()
        for item in ["a", "b", "c"] { list.append(item) }
        XCTAssertEqual(list.remove(at: 2), "c")
        XCTAssertEqual(list.remove(at: 1), "b")
        XCTAssertEqual(items(list), ["a"])
    }

    func test_removeFirst_isAQueue() {
        var list = InlineFirstArray<String>()
        XCTAssertTrue(list.isEmpty)
        for item in ["a", "b", "c"] { list.append(item) }
        XCTAssertFalse(list.isEmpty)
        XCTAssertEqual(list.removeFirst(), "a")
        list.append("d")
        XCTAssertEqual([list.removeFirst(), list.removeFirst(), list.removeFirst()], ["b", "c", "d"])
        XCTAssertTrue(list.isEmpty)
    }

    func test_modifyInPlace() {
        var list = InlineFirstArray<String>()
        list.append("a")
        list.append("b")
        list[0] += "1"
        list[1] += "2"
        XCTAssertEqual(items(list), ["a1", "b2"])
    }
}
