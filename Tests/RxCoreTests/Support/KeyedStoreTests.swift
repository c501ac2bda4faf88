// SPDX-License-Identifier: MIT
import RxTestSupport
import XCTest

@testable import RxCore

/// `KeyedStore`: values under increasing keys, the first of an empty store inline, taken out in insertion order.
final class KeyedStoreTests: XCTestCase {
    private func takeAll(_ store: inout KeyedStore<String>) -> [String] {
        var values: [String] = []
        store.takeAll().forEach { values.append($0) }
        return values
    }

    func test_oneValue_takesNoStorage() throws {
        var store = KeyedStore<String>()
        let key = store.insert("a")
        XCTAssertEqual(store.count, 1)
        XCTAssertEqual(store.entries.capacity, 0, "the value of an empty store is kept inline")
        XCTAssertEqual(store.remove(for: try XCTUnwrap(key)), "a")
        XCTAssertEqual(store.count, 0)
        XCTAssertNil(store.remove(for: try XCTUnwrap(key)), "removed once")
        _ = store.insert("b")
        XCTAssertEqual(store.entries.capacity, 0, "an empty store keeps its next value inline again")
        XCTAssertEqual(takeAll(&store), ["b"])
    }

    func test_takeAll_keepsInsertionOrder_inlineFirst() {
        var store = KeyedStore<String>()
        for value in ["a", "b", "c"] { _ = store.insert(value) }
        XCTAssertEqual(store.inline, "a")
        XCTAssertEqual(takeAll(&store), ["a", "b", "c"])
        XCTAssertNil(store.insert("d"), "a store taken from keeps nothing")
        XCTAssertEqual(store.count, 0)
    }

    func test_removingTheInlineValue_leavesTheOthersInOrder() {
        var store = KeyedStore<String>()
        let keys = ["a", "b", "c"].map { store.insert($0)! }
        XCTAssertEqual(store.remove(for: keys[0]), "a")
        // Not empty: the next value goes after the ones in storage, not inline before them.
        _ = store.insert("d")
        XCTAssertNil(store.inline)
        XCTAssertEqual(store.remove(for: keys[2]), "c")
        XCTAssertEqual(takeAll(&store), ["b", "d"])
    }

    func test_insertMaking_passesTheKeyItIsKeptUnder() {
        var store = KeyedStore<String>()
        let first = store.insert(making: { "v\($0)" })
        let second = store.insert(making: { "v\($0)" })
        XCTAssertEqual([first, second], ["v0", "v1"])
        XCTAssertEqual(store.remove(for: 1), "v1")
        XCTAssertEqual(store.remove(for: 0), "v0")
        XCTAssertEqual(store.count, 0)
    }

    /// Seeded random insertions and removals against a plain array of (key, value): the same values come back from
    /// every removal, and `takeAll` returns the survivors in insertion order.
    func test_randomOperations_matchAModel() throws {
        var generator = SplitMix64(seed: 0x5EED_4B45)
        for _ in 0..<200 {
            var store = KeyedStore<String>()
            var model: [(key: UInt64, value: String)] = []
            var issued: [UInt64] = []
            for step in 0..<Int(generator.next() % 120) {
                if generator.next() % 3 == 0 || issued.isEmpty {
                    let value = "v\(step)"
                    let key = try XCTUnwrap(store.insert(value))
                    issued.append(key)
                    model.append((key, value))
                } else {
                    let key = issued[Int(generator.next() % UInt64(issued.count))]
                    let expected = model.firstIndex { $0.key == key }.map { model.remove(at: $0).value }
                    XCTAssertEqual(store.remove(for: key), expected)
                }
                XCTAssertEqual(store.count, model.count)
            }
            XCTAssertEqual(takeAll(&store), model.map(\.value))
        }
    }
}
