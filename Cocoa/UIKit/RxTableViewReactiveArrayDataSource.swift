// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// The Objective-C face of the one-section data source of `tableView.rx.items`: a non-generic class, whose
    /// `UITableViewDataSource` methods call the overridable hooks below.
    class _RxTableViewReactiveArrayDataSource: NSObject, UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int {
            1
        }

        /// The number of rows of the single section; overridden by the generic subclass.
        func _tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            0
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            _tableView(tableView, numberOfRowsInSection: section)
        }

        /// The cell of a row; overridden by the generic subclass.
        func _tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            fatalError("_RxTableViewReactiveArrayDataSource is abstract; its subclass makes the cells.")
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            _tableView(tableView, cellForRowAt: indexPath)
        }
    }

    /// The data source of `tableView.rx.items(_:)` and `items(cellIdentifier:cellType:)`: one section, whose rows are
    /// the elements of each sequence bound, made into cells by a factory.
    final class RxTableViewReactiveArrayDataSourceSequenceWrapper<Sequence: Swift.Sequence>:
        RxTableViewReactiveArrayDataSource<Sequence.Element>, RxTableViewDataSourceType
    {
        typealias Element = Sequence

        override init(cellFactory: @escaping CellFactory) {
            super.init(cellFactory: cellFactory)
        }

        /// Shows each sequence bound (read into an array) and reloads the table; reports an error as a binding
        /// error; keeps the last rows on completion.
        func tableView(_ tableView: UITableView, observedEvent: Event<Sequence>) {
            switch observedEvent {
            case .next(let sequence):
                self.tableView(tableView, observedElements: sequence)
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// A one-section table view data source over the items of ``ReactiveArrayItems``, each row's cell made by
    /// `cellFactory`; it answers `rx.model(at:)`.
    class RxTableViewReactiveArrayDataSource<Element>: _RxTableViewReactiveArrayDataSource, SectionedViewDataSourceType
    {
        /// Makes the cell of a row: the table view, the row, the row's element.
        typealias CellFactory = (UITableView, Int, Element) -> UITableViewCell

        /// The rows last bound.
        private(set) var items = ReactiveArrayItems<Element>()

        let cellFactory: CellFactory

        init(cellFactory: @escaping CellFactory) {
            self.cellFactory = cellFactory
        }

        /// The element of `index`, or `nil` before the first binding or out of range.
        func modelAtIndex(_ index: Int) -> Element? {
            items.item(at: index)
        }

        func model(at indexPath: IndexPath) throws -> Any {
            try items.model(at: indexPath, owner: self)
        }

        override func _tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            items.count
        }

        override func _tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let element = items.item(at: indexPath.row) else {
                fatalError("The table view asked for row \(indexPath.row) of \(items.count).")
            }
            return cellFactory(tableView, indexPath.row, element)
        }

        /// Shows `elements` and reloads the table.
        func tableView<Elements: Swift.Sequence>(_ tableView: UITableView, observedElements elements: Elements)
        where Elements.Element == Element {
            items.update(with: elements)
            tableView.reloadData()
        }
    }
#endif
