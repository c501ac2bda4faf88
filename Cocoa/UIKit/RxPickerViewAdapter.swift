// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    /// The data source of the `items` bindings: one component, one row per element, from ``PickerViewItems``.
    @MainActor
    class RxPickerViewArrayDataSource<T>: NSObject, UIPickerViewDataSource, SectionedViewDataSourceType {
        /// The rows.
        fileprivate var items = PickerViewItems<T>()

        /// The model of the row `indexPath.row` (a picker bound with `items` has one component).
        func model(at indexPath: IndexPath) throws -> Any {
            try items.model(atRow: indexPath.row, owner: self)
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            items.numberOfComponents
        }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            items.numberOfRows(inComponent: component)
        }
    }

    /// An array data source fed by a bound sequence of sequences: each `next` replaces the rows and reloads the
    /// picker.
    @MainActor
    class RxPickerViewSequenceDataSource<Sequence: Swift.Sequence>: RxPickerViewArrayDataSource<Sequence.Element>,
        RxPickerViewDataSourceType
    {
        typealias Element = Sequence

        func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Sequence>) {
            switch observedEvent {
            case .next(let elements):
                items.replace(with: elements)
                pickerView.reloadAllComponents()
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// The adapter of `pickerView.rx.itemTitles`: a title per row.
    @MainActor
    final class RxStringPickerViewAdapter<Sequence: Swift.Sequence>: RxPickerViewSequenceDataSource<Sequence>,
        UIPickerViewDelegate
    {
        typealias TitleForRow = (Int, Sequence.Element) -> String?

        private let titleForRow: TitleForRow

        init(titleForRow: @escaping TitleForRow) {
            self.titleForRow = titleForRow
            super.init()
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            titleForRow(row, items.element(atRow: row))
        }
    }

    /// The adapter of `pickerView.rx.itemAttributedTitles`: an attributed title per row.
    @MainActor
    final class RxAttributedStringPickerViewAdapter<Sequence: Swift.Sequence>:
        RxPickerViewSequenceDataSource<Sequence>, UIPickerViewDelegate
    {
        typealias AttributedTitleForRow = (Int, Sequence.Element) -> NSAttributedString?

        private let attributedTitleForRow: AttributedTitleForRow

        init(attributedTitleForRow: @escaping AttributedTitleForRow) {
            self.attributedTitleForRow = attributedTitleForRow
            super.init()
        }

        func pickerView(
            _ pickerView: UIPickerView,
            attributedTitleForRow row: Int,
            forComponent component: Int
        ) -> NSAttributedString? {
            attributedTitleForRow(row, items.element(atRow: row))
        }
    }

    /// The adapter of `pickerView.rx.items(_:)`: a view per row, given the view to reuse.
    @MainActor
    final class RxPickerViewAdapter<Sequence: Swift.Sequence>: RxPickerViewSequenceDataSource<Sequence>,
        UIPickerViewDelegate
    {
        typealias ViewForRow = (Int, Sequence.Element, UIView?) -> UIView

        private let viewForRow: ViewForRow

        init(viewForRow: @escaping ViewForRow) {
            self.viewForRow = viewForRow
            super.init()
        }

        func pickerView(
            _ pickerView: UIPickerView,
            viewForRow row: Int,
            forComponent component: Int,
            reusing view: UIView?
        ) -> UIView {
            viewForRow(row, items.element(atRow: row), view)
        }
    }
#endif
