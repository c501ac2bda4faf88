// SPDX-License-Identifier: MIT
import Foundation

/// A data source that can answer which model object is shown at an index path: what `rx.model(at:)`,
/// `rx.modelSelected(_:)` and their kin of table and collection views read through the view's data source proxy.
///
/// The data sources that `rx.items` installs adopt it, and so do RxDataSources' data sources.
///
/// Isolated to the main actor, as the views that ask it and the UIKit data source protocols its adopters also adopt;
/// `@preconcurrency` keeps code written for RxSwift, whose protocol is nonisolated, compiling in Swift 5 mode.
@preconcurrency @MainActor
public protocol SectionedViewDataSourceType {
    /// The model object shown at `indexPath`.
    ///
    /// - Parameter indexPath: The index path of the row or item.
    /// - Returns: The model object, as `Any`.
    /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` when no sections were bound to the data source yet.
    func model(at indexPath: IndexPath) throws -> Any
}
