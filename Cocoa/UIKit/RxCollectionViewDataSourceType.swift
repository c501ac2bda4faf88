// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// A collection view data source that takes its content from an observable sequence: what
    /// `collectionView.rx.items(dataSource:)` binds to (its adopters also adopt `UICollectionViewDataSource`), as RxDataSources'
    /// data sources do.
    ///
    /// Isolated to the main actor, as `UICollectionViewDataSource` is; `@preconcurrency` keeps adopters written for
    /// RxSwift, whose protocol is nonisolated, compiling in Swift 5 mode.
    @preconcurrency @MainActor
    public protocol RxCollectionViewDataSourceType {
        /// The type of the elements bound to the collection view (an array of items, of sections, ...).
        associatedtype Element

        /// Applies an event of the bound sequence to the data source and the collection view (a new element usually
        /// reloads the collection view). Called on the main thread; after an error or completion the data source keeps
        /// showing the last element until the binding is disposed.
        ///
        /// - Parameters:
        ///   - collectionView: The bound collection view.
        ///   - observedEvent: The event.
        func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
    }
#endif
