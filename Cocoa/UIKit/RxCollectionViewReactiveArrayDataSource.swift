// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// The Objective-C face of the one-section data source of `collectionView.rx.items`: a non-generic class, whose
    /// `UICollectionViewDataSource` methods call the overridable hooks below.
    class _RxCollectionViewReactiveArrayDataSource: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int {
            1
        }

        /// The number of items of the single section; overridden by the generic subclass.
        func _collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            0
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            _collectionView(collectionView, numberOfItemsInSection: section)
        }

        /// The cell of an item; overridden by the generic subclass.
        func _collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            fatalError("_RxCollectionViewReactiveArrayDataSource is abstract; its subclass makes the cells.")
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            _collectionView(collectionView, cellForItemAt: indexPath)
        }
    }

    /// The data source of `collectionView.rx.items(_:)` and `items(cellIdentifier:cellType:)`: one section, whose items are
    /// the elements of each sequence bound, made into cells by a factory.
    final class RxCollectionViewReactiveArrayDataSourceSequenceWrapper<Sequence: Swift.Sequence>:
        RxCollectionViewReactiveArrayDataSource<Sequence.Element>, RxCollectionViewDataSourceType
    {
        typealias Element = Sequence

        override init(cellFactory: @escaping CellFactory) {
            super.init(cellFactory: cellFactory)
        }

        /// Shows each sequence bound (read into an array) and reloads the collection view; reports an error as a binding
        /// error; keeps the last items on completion.
        func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Sequence>) {
            switch observedEvent {
            case .next(let sequence):
                self.collectionView(collectionView, observedElements: sequence)
            case .error(let error):
                reportBindingError(error)
            case .completed:
                break
            }
        }
    }

    /// A one-section collection view data source over the items of ``ReactiveArrayItems``, each item's cell made by
    /// `cellFactory`; it answers `rx.model(at:)`.
    class RxCollectionViewReactiveArrayDataSource<Element>: _RxCollectionViewReactiveArrayDataSource,
        SectionedViewDataSourceType
    {
        /// Makes the cell of an item: the collection view, the item, the item's element.
        typealias CellFactory = (UICollectionView, Int, Element) -> UICollectionViewCell

        /// The items last bound.
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

        override func _collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        override func _collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            guard let element = items.item(at: indexPath.item) else {
                fatalError("The collection view asked for item \(indexPath.item) of \(items.count).")
            }
            return cellFactory(collectionView, indexPath.item, element)
        }

        /// Shows `elements`, reloads the collection view and invalidates its layout.
        func collectionView<Elements: Swift.Sequence>(
            _ collectionView: UICollectionView,
            observedElements elements: Elements
        )
        where Elements.Element == Element {
            items.update(with: elements)
            collectionView.reloadData()
            // UIKit can otherwise keep layout attributes of items that no longer exist (iOS 10 and later).
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }
#endif
