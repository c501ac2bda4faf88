// SPDX-License-Identifier: MIT
import Foundation

/// The rows of a picker view whose items are bound with `rx.items`, `rx.itemTitles` or `rx.itemAttributedTitles`:
/// a single component with one row per element of the last sequence bound.
///
/// Platform-neutral, so that Linux tests it; the picker adapters (`Cocoa/UIKit/RxPickerViewAdapter.swift`) answer
/// the picker's data source and delegate questions from it.
package struct PickerViewItems<Element> {
    /// The elements, one per row, in order.
    package private(set) var elements: [Element] = []

    /// No rows yet: nothing was bound.
    package init() {}

    /// Replaces the rows with the elements of `sequence`.
    ///
    /// - Parameter sequence: The new elements, one per row.
    package mutating func replace<Elements: Sequence>(with sequence: Elements) where Elements.Element == Element {
        elements = Array(sequence)
    }

    /// The number of components: always one, even before items are bound.
    package var numberOfComponents: Int { 1 }

    /// The number of rows of `component`: the number of elements (every component is the single one).
    ///
    /// - Parameter component: The component; ignored.
    /// - Returns: The number of elements.
    package func numberOfRows(inComponent component: Int) -> Int {
        elements.count
    }

    /// The element shown in `row`.
    ///
    /// - Parameter row: A row the picker asks about, within `0..<numberOfRows(inComponent:)`.
    /// - Returns: Its element.
    package func element(atRow row: Int) -> Element {
        precondition(elements.indices.contains(row), "The picker asked for row \(row) of \(elements.count).")
        return elements[row]
    }

    /// The element of `row`, for `rx.model(at:)` and `rx.modelSelected(_:)`.
    ///
    /// - Parameters:
    ///   - row: The row (the index path's `row`; its section, the component, is ignored).
    ///   - owner: The data source, named by the error.
    /// - Returns: The element.
    /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` when `row` is not a row of the items bound so far.
    package func model(atRow row: Int, owner: Any) throws -> Element {
        guard elements.indices.contains(row) else {
            throw RxCocoaError.itemsNotYetBound(object: owner)
        }
        return elements[row]
    }
}
