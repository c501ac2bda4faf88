// SPDX-License-Identifier: MIT
/// The models selected in a picker view, one per component, for `rx.modelSelected(_:)`.
///
/// Platform-neutral, so that Linux tests it: the picker is reached only through the closures.
package enum PickerViewSelection {
    /// The model of the selected row of every component, in component order.
    ///
    /// - Parameters:
    ///   - numberOfComponents: The picker's number of components.
    ///   - selectedRow: The selected row of a component (`-1` when it has none, as UIKit answers).
    ///   - model: The model at a row of a component.
    /// - Returns: The models, one per component.
    /// - Throws: What `model` throws (``RxCocoaError/itemsNotYetBound(object:)`` for a component without a
    ///   selected row, from RxCocoa's adapters).
    package static func models<Model>(
        numberOfComponents: Int,
        selectedRow: (Int) -> Int,
        model: (_ row: Int, _ component: Int) throws -> Model
    ) throws -> [Model] {
        try (0..<max(numberOfComponents, 0)).map { component in
            try model(selectedRow(component), component)
        }
    }
}
