// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit

    extension UITableView: HasDataSource {
        /// The data source protocol of table views.
        public typealias DataSource = UITableViewDataSource
    }

    /// The data source proxy of table views: it backs `rx.dataSource`, `rx.items`, `rx.itemDeleted`,
    /// `rx.itemMoved` and `rx.itemInserted`.
    ///
    /// It answers the protocol's two required messages itself, from the forward data source (the one `rx.items` or
    /// `rx.setDataSource(_:)` installs); without one, the table has no rows. Every other message is forwarded, and
    /// its `void` ones are observable with ``DelegateProxy/methodInvoked(_:)``. Main-actor isolated, as
    /// `DelegateProxy` is.
    open class RxTableViewDataSourceProxy: DelegateProxy<UITableView, UITableViewDataSource>, DelegateProxyType {
        /// The table view whose data source the proxy is.
        public private(set) weak var tableView: UITableView?

        /// The forward data source, which answers the required messages.
        private weak var requiredMethodsDataSource: UITableViewDataSource?

        /// Makes the proxy of `tableView`; fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameter tableView: The table view; held weakly.
        public init(tableView: UITableView) {
            self.tableView = tableView
            super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
        }

        /// Registers the proxy of table views.
        public static func registerKnownImplementations() {
            register { RxTableViewDataSourceProxy(tableView: $0) }
        }

        /// Sets the data source the proxy forwards messages to, which also answers the required messages.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward data source, or `nil` (the table then has no rows).
        ///   - retainDelegate: Whether the proxy keeps it alive.
        override open func setForwardToDelegate(_ forwardToDelegate: UITableViewDataSource?, retainDelegate: Bool) {
            requiredMethodsDataSource = forwardToDelegate
            super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
        }
    }

    extension RxTableViewDataSourceProxy: UITableViewDataSource {
        /// The forward data source's answer, or `0` without one.
        ///
        /// - Parameters:
        ///   - tableView: The table view.
        ///   - section: The section.
        /// - Returns: The number of rows.
        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            requiredMethodsDataSource?.tableView(tableView, numberOfRowsInSection: section) ?? 0
        }

        /// The forward data source's cell. Without a forward data source the table has no rows, so UIKit does not
        /// ask; if it does, the program stops with a message.
        ///
        /// - Parameters:
        ///   - tableView: The table view.
        ///   - indexPath: The row.
        /// - Returns: The cell.
        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let dataSource = requiredMethodsDataSource else {
                fatalError(
                    "The table view asked for a cell, but no data source is set on its RxTableViewDataSourceProxy."
                )
            }
            return dataSource.tableView(tableView, cellForRowAt: indexPath)
        }
    }
#endif
