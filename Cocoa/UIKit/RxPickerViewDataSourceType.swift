// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    /// A picker view data source that receives the events of a bound sequence: what `pickerView.rx.items(adapter:)`
    /// needs of an adapter, besides being the picker's data source and delegate.
    ///
    /// Main-actor isolated, as the picker view and its data source protocol are.
    @preconcurrency @MainActor
    public protocol RxPickerViewDataSourceType {
        /// The type of the elements of the bound sequence (a sequence of rows, for example).
        associatedtype Element

        /// Applies an event of the bound sequence to the picker: typically, on `next`, keeps the new rows and reloads
        /// the picker.
        ///
        /// - Parameters:
        ///   - pickerView: The picker view.
        ///   - observedEvent: The event, on the main thread (never an error: bindings stop on errors before).
        func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
    }
#endif
