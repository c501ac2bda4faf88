// SPDX-License-Identifier: MIT
import Foundation

/// The items of the one-section data sources that `rx.items` installs on table and collection views: what was last
/// bound, the model at an index path, and the conversion of each bound sequence into an array.
///
/// Platform-neutral, so that Linux tests it; the UIKit data sources hold one and answer the views' questions from it.
package struct ReactiveArrayItems<Element> {
    /// The items last bound, or `nil` before the first.
    package private(set) var items: [Element]?

    /// No items bound yet.
    package init() {}

    /// The number of rows (or items) of the single section: `0` before the first binding.
    package var count: Int {
        items?.count ?? 0
    }

    /// Replaces the items with `sequence`, read once into an array.
    ///
    /// - Parameter sequence: The items bound.
    package mutating func update<Items: Sequence>(with sequence: Items) where Items.Element == Element {
        items = Array(sequence)
    }

    /// The item at `index` of the single section.
    ///
    /// - Parameter index: The row (or item).
    /// - Returns: The item, or `nil` before the first binding or when `index` is out of range.
    package func item(at index: Int) -> Element? {
        guard let items, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The model at `indexPath`, for ``SectionedViewDataSourceType/model(at:)``.
    ///
    /// - Parameters:
    ///   - indexPath: An index path of section `0`.
    ///   - owner: The data source, named by the errors.
    /// - Returns: The item at the index path's item (or row).
    /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` before the first binding;
    ///   ``RxCocoaError/invalidOperation(object:)`` with the index path when it is out of range (RxSwift traps there).
    /// - Precondition: `indexPath` is `[0, item]` (section 0).
    package func model(at indexPath: IndexPath, owner: Any) throws -> Element {
        precondition(
            indexPath.count == 2 && indexPath[0] == 0,
            "The data sources of `rx.items` have a single section, not \(indexPath)."
        )
        guard let items else {
            throw RxCocoaError.itemsNotYetBound(object: owner)
        }
        // The item (or row): an index path of a list is `[section, item]`.
        let index = indexPath[1]
        guard items.indices.contains(index) else {
            throw RxCocoaError.invalidOperation(object: indexPath)
        }
        return items[index]
    }
}

extension ReactiveArrayItems: Sendable where Element: Sendable {}
