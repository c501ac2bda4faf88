// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit

    /// The delegate proxy of table views: a ``RxScrollViewDelegateProxy`` that also adopts `UITableViewDelegate`,
    /// whose `void` messages `rx.itemSelected` and the other table view events observe. Registered by
    /// ``RxScrollViewDelegateProxy/registerKnownImplementations()``.
    open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy {
        /// The table view whose delegate the proxy is.
        public private(set) weak var tableView: UITableView?

        /// Makes the proxy of `tableView`; fetch proxies with `RxScrollViewDelegateProxy.proxy(for:)`.
        ///
        /// - Parameter tableView: The table view; held weakly.
        public init(tableView: UITableView) {
            self.tableView = tableView
            super.init(scrollView: tableView)
        }
    }

    extension RxTableViewDelegateProxy: UITableViewDelegate {}
#endif
