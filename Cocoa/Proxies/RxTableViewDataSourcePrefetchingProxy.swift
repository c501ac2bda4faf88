// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxSubjects
    import UIKit

    @available(iOS 10.0, tvOS 10.0, *)
    extension UITableView: HasPrefetchDataSource {
        /// The prefetch data source protocol of table views.
        public typealias PrefetchDataSource = UITableViewDataSourcePrefetching
    }

    /// The prefetch data source proxy of table views: it backs `rx.prefetchDataSource`, `rx.prefetchRows` and
    /// `rx.cancelPrefetchingForRows`.
    ///
    /// It implements the protocol's required `tableView(_:prefetchRowsAt:)` itself, to feed `rx.prefetchRows`, and
    /// forwards it to the forward prefetch data source, if any. Main-actor isolated, as `DelegateProxy` is.
    @available(iOS 10.0, tvOS 10.0, *)
    open class RxTableViewDataSourcePrefetchingProxy: DelegateProxy<UITableView, UITableViewDataSourcePrefetching>,
        DelegateProxyType
    {
        /// The table view whose prefetch data source the proxy is.
        public private(set) weak var tableView: UITableView?

        /// The forward prefetch data source, which also receives the required message.
        private weak var requiredMethodsPrefetchDataSource: UITableViewDataSourcePrefetching?

        private var prefetchRowsSubject: PublishSubject<[IndexPath]>?

        /// Makes the proxy of `tableView`; fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameter tableView: The table view; held weakly.
        public init(tableView: ParentObject) {
            self.tableView = tableView
            super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourcePrefetchingProxy.self)
        }

        /// Registers the proxy of table views.
        public static func registerKnownImplementations() {
            register { RxTableViewDataSourcePrefetchingProxy(tableView: $0) }
        }

        /// The index paths of each `tableView(_:prefetchRowsAt:)`; completes when the proxy is deallocated.
        var prefetchRowsPublishSubject: PublishSubject<[IndexPath]> {
            if let prefetchRowsSubject {
                return prefetchRowsSubject
            }
            let subject = PublishSubject<[IndexPath]>()
            prefetchRowsSubject = subject
            return subject
        }

        /// Sets the prefetch data source the proxy forwards messages to.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward prefetch data source, or `nil`.
        ///   - retainDelegate: Whether the proxy keeps it alive.
        override open func setForwardToDelegate(
            _ forwardToDelegate: UITableViewDataSourcePrefetching?,
            retainDelegate: Bool
        ) {
            requiredMethodsPrefetchDataSource = forwardToDelegate
            super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
        }

        deinit {
            prefetchRowsSubject?.on(.completed)
        }
    }

    @available(iOS 10.0, tvOS 10.0, *)
    extension RxTableViewDataSourcePrefetchingProxy: UITableViewDataSourcePrefetching {
        /// Emits `indexPaths` on `rx.prefetchRows`, then forwards the message to the forward prefetch data source.
        /// Called by UIKit on the main thread.
        ///
        /// - Parameters:
        ///   - tableView: The table view.
        ///   - indexPaths: The rows to prefetch.
        public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            prefetchRowsSubject?.on(.next(indexPaths))
            requiredMethodsPrefetchDataSource?.tableView(tableView, prefetchRowsAt: indexPaths)
        }
    }
#endif
