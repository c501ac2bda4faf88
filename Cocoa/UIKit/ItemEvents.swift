// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit

    /// A row or item moved by the user: `rx.itemMoved`'s element.
    public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

    /// A table view cell about to be displayed at an index path: `rx.willDisplayCell`'s element.
    public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)

    /// A table view cell no longer displayed at an index path: `rx.didEndDisplayingCell`'s element.
    public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
#endif
