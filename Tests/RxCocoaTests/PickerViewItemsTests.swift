// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

/// The rows of the picker adapters (`rx.itemTitles`, `rx.itemAttributedTitles`, `rx.items`) and the models of
/// `rx.modelSelected`, on every platform.
final class PickerViewItemsTests: RxTestCase {
    private final class Owner {}

    func test_beforeBinding_oneComponentWithoutRows() {
        let items = PickerViewItems<String>()
        XCTAssertEqual(items.numberOfComponents, 1)
        XCTAssertEqual(items.numberOfRows(inComponent: 0), 0)
        XCTAssertEqual(items.elements, [])
    }

    func test_replace_setsOneRowPerElement_inEveryComponentAsked() {
        var items = PickerViewItems<String>()
        items.replace(with: ["a", "b", "c"])
        XCTAssertEqual(items.numberOfComponents, 1)
        XCTAssertEqual(items.numberOfRows(inComponent: 0), 3)
        XCTAssertEqual(items.numberOfRows(inComponent: 4), 3)
        XCTAssertEqual(items.element(atRow: 1), "b")
    }

    func test_replace_withAnySequence_replacesTheRows() {
        var items = PickerViewItems<Int>()
        items.replace(with: [1, 2, 3])
        items.replace(with: 10..<12)
        XCTAssertEqual(items.elements, [10, 11])
    }

    func test_modelAtRow_returnsTheElement_ignoringTheComponent() throws {
        var items = PickerViewItems<String>()
        items.replace(with: ["x", "y"])
        XCTAssertEqual(try items.model(atRow: 1, owner: Owner()), "y")
    }

    func test_modelAtRow_outsideTheRows_throwsItemsNotYetBound_namingTheOwner() {
        let owner = Owner()
        var items = PickerViewItems<String>()
        for row in [0, -1] {
            XCTAssertThrowsError(try items.model(atRow: row, owner: owner)) { error in
                guard case RxCocoaError.itemsNotYetBound(let object) = error else {
                    return XCTFail("Unexpected error \(error)")
                }
                XCTAssertTrue(object as AnyObject === owner)
            }
        }
        items.replace(with: ["x"])
        XCTAssertThrowsError(try items.model(atRow: 1, owner: owner))
    }

    func test_selectedModels_oneModelPerComponent_atItsSelectedRow() throws {
        let rows = [["a", "b"], ["c", "d", "e"]]
        var asked: [[Int]] = []
        let models: [String] = try PickerViewSelection.models(
            numberOfComponents: 2,
            selectedRow: { component in component == 0 ? 1 : 2 },
            model: { row, component in
                asked.append([row, component])
                return rows[component][row]
            }
        )
        XCTAssertEqual(models, ["b", "e"])
        XCTAssertEqual(asked, [[1, 0], [2, 1]])
    }

    func test_selectedModels_noComponents_isEmpty() throws {
        let models: [String] = try PickerViewSelection.models(
            numberOfComponents: 0,
            selectedRow: { _ in 0 },
            model: { _, _ in
                XCTFail("No component to read"); return ""
            }
        )
        XCTAssertEqual(models, [])
    }

    func test_selectedModels_aComponentWithoutSelection_rethrowsTheModelsError() {
        let items = PickerViewItems<String>()
        let owner = Owner()
        XCTAssertThrowsError(
            try PickerViewSelection.models(
                numberOfComponents: items.numberOfComponents,
                selectedRow: { _ in -1 },
                model: { row, _ in try items.model(atRow: row, owner: owner) }
            )
        ) { error in
            guard case RxCocoaError.itemsNotYetBound = error else { return XCTFail("Unexpected error \(error)") }
        }
    }
}
