// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// A table view data source that takes its content from an observable sequence: what
    /// `tableView.rx.items(dataSource:)` binds to (its adopters also adopt `UITableViewDataSource`), as RxDataSources'
    /// data sources do.
    ///
    /// Isolated to the main actor, as `UITableViewDataSource` is; `@preconcurrency` keeps adopters written for
    /// RxSwift, whose protocol is nonisolated, compiling in Swift 5 mode.
    @preconcurrency @MainActor
    public protocol RxTableViewDataSourceType {
        /// The type of the elements bound to the table view (an array of items, of sections, ...).
        associatedtype Element

        /// Applies an event of the bound sequence to the data source and the table view (a new element usually
        /// reloads the table). Called on the main thread; after an error or completion the data source keeps
        /// showing the last element until the binding is disposed.
        ///
        /// - Parameters:
        ///   - tableView: The bound table view.
        ///   - observedEvent: The event.
        func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
    }
#endif
