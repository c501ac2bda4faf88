// SPDX-License-Identifier: MIT
import XCTest

@testable import RxCore

/// `ClassInstance`: the answers of `as?` for class instances held in existentials, without the dynamic cast.
final class ClassInstanceTests: XCTestCase {
    private protocol Marker {}
    private class Base: Marker {}
    private class Derived: Base {}
    private final class Leaf: Derived {}
    private final class Unrelated: Marker {}
    private struct Value: Marker {}

    func test_exactly_findsOnlyTheExactClass() {
        let leaf = Leaf()
        let values: [any Marker] = [leaf, Derived(), Base(), Unrelated(), Value()]
        XCTAssertTrue(ClassInstance.exactly(values[0], as: Leaf.self) === leaf)
        XCTAssertNil(ClassInstance.exactly(values[1], as: Leaf.self))
        XCTAssertNil(ClassInstance.exactly(values[0], as: Derived.self), "a subclass is not the exact class")
        XCTAssertNil(ClassInstance.exactly(values[3], as: Leaf.self))
        XCTAssertNil(ClassInstance.exactly(values[4], as: Leaf.self))
    }

    func test_exactly_withTheTypeKnown_findsTheInstance() {
        let leaf = Leaf()
        XCTAssertTrue(ClassInstance.exactly(leaf, as: Leaf.self) === leaf)
        XCTAssertNil(ClassInstance.exactly(leaf, as: Derived.self))
        XCTAssertNil(ClassInstance.exactly(Value(), as: Leaf.self))
    }

    func test_exactly_retainsTheInstanceFound() {
        assertRetainsTheInstanceFound { ClassInstance.exactly($0, as: Leaf.self) }
    }

    func test_derived_findsTheClassAndItsSubclasses() {
        let values: [any Marker] = [Leaf(), Derived(), Base(), Unrelated(), Value()]
        for value in values {
            XCTAssertTrue(ClassInstance.derived(value, from: Derived.self) === (value as? Derived), "\(value)")
            XCTAssertTrue(ClassInstance.derived(value, from: Base.self) === (value as? Base), "\(value)")
        }
    }

    func test_theFoundInstanceIsRetained() {
        assertRetainsTheInstanceFound { ClassInstance.derived($0, from: Leaf.self) }
    }

    /// Finds a `Leaf` given as an existential with `find`: the instance found keeps it alive, and it is released
    /// with the result.
    private func assertRetainsTheInstanceFound(
        _ find: (any Marker) -> Leaf?,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        weak var released: Leaf?
        var found: Leaf?
        do {
            let leaf = Leaf()
            released = leaf
            found = find(leaf)
        }
        XCTAssertNotNil(released, "the instance found keeps it alive", file: file, line: line)
        found = nil
        XCTAssertNil(released, file: file, line: line)
        XCTAssertNil(found, file: file, line: line)
    }
}
