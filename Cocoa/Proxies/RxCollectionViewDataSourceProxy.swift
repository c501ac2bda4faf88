// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit

    extension UICollectionView: HasDataSource {
        /// The data source protocol of collection views.
        public typealias DataSource = UICollectionViewDataSource
    }

    /// The data source proxy of collection views: it backs `rx.dataSource` and `rx.items`.
    ///
    /// It answers the protocol's two required messages itself, from the forward data source (the one `rx.items` or
    /// `rx.setDataSource(_:)` installs); without one, the collection has no items. Every other message is forwarded, and
    /// its `void` ones are observable with ``DelegateProxy/methodInvoked(_:)``. Main-actor isolated, as
    /// `DelegateProxy` is.
    open class RxCollectionViewDataSourceProxy: DelegateProxy<UICollectionView, UICollectionViewDataSource>,
        DelegateProxyType
    {
        /// The collection view whose data source the proxy is.
        public private(set) weak var collectionView: UICollectionView?

        /// The forward data source, which answers the required messages.
        private weak var requiredMethodsDataSource: UICollectionViewDataSource?

        /// Makes the proxy of `collectionView`; fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameter collectionView: The collection view; held weakly.
        public init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourceProxy.self)
        }

        /// Registers the proxy of collection views.
        public static func registerKnownImplementations() {
            register { RxCollectionViewDataSourceProxy(collectionView: $0) }
        }

        /// Sets the data source the proxy forwards messages to, which also answers the required messages.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward data source, or `nil` (the collection then has no items).
        ///   - retainDelegate: Whether the proxy keeps it alive.
        override open func setForwardToDelegate(_ forwardToDelegate: UICollectionViewDataSource?, retainDelegate: Bool)
        {
            requiredMethodsDataSource = forwardToDelegate
            super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
        }
    }

    extension RxCollectionViewDataSourceProxy: UICollectionViewDataSource {
        /// The forward data source's answer, or `0` without one.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view.
        ///   - section: The section.
        /// - Returns: The number of items.
        public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            requiredMethodsDataSource?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
        }

        /// The forward data source's cell. Without a forward data source the collection has no items, so UIKit does not
        /// ask; if it does, the program stops with a message.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view.
        ///   - indexPath: The item.
        /// - Returns: The cell.
        public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            guard let dataSource = requiredMethodsDataSource else {
                fatalError(
                    "The collection view asked for a cell, but no data source is set on its RxCollectionViewDataSourceProxy."
                )
            }
            return dataSource.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }
#endif
