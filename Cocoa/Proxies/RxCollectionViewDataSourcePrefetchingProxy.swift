// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxSubjects
    import UIKit

    @available(iOS 10.0, tvOS 10.0, *)
    extension UICollectionView: HasPrefetchDataSource {
        /// The prefetch data source protocol of collection views.
        public typealias PrefetchDataSource = UICollectionViewDataSourcePrefetching
    }

    /// The prefetch data source proxy of collection views: it backs `rx.prefetchDataSource`, `rx.prefetchItems` and
    /// `rx.cancelPrefetchingForItems`.
    ///
    /// It implements the protocol's required `collectionView(_:prefetchItemsAt:)` itself, to feed `rx.prefetchItems`, and
    /// forwards it to the forward prefetch data source, if any. Main-actor isolated, as `DelegateProxy` is.
    @available(iOS 10.0, tvOS 10.0, *)
    open class RxCollectionViewDataSourcePrefetchingProxy: DelegateProxy<
        UICollectionView, UICollectionViewDataSourcePrefetching
    >,
    DelegateProxyType
    {
        /// The collection view whose prefetch data source the proxy is.
        public private(set) weak var collectionView: UICollectionView?

        /// The forward prefetch data source, which also receives the required message.
        private weak var requiredMethodsPrefetchDataSource: UICollectionViewDataSourcePrefetching?

        private var prefetchItemsSubject: PublishSubject<[IndexPath]>?

        /// Makes the proxy of `collectionView`; fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameter collectionView: The collection view; held weakly.
        public init(collectionView: ParentObject) {
            self.collectionView = collectionView
            super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourcePrefetchingProxy.self)
        }

        /// Registers the proxy of collection views.
        public static func registerKnownImplementations() {
            register { RxCollectionViewDataSourcePrefetchingProxy(collectionView: $0) }
        }

        /// The index paths of each `collectionView(_:prefetchItemsAt:)`; completes when the proxy is deallocated.
        var prefetchItemsPublishSubject: PublishSubject<[IndexPath]> {
            if let prefetchItemsSubject {
                return prefetchItemsSubject
            }
            let subject = PublishSubject<[IndexPath]>()
            prefetchItemsSubject = subject
            return subject
        }

        /// Sets the prefetch data source the proxy forwards messages to.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward prefetch data source, or `nil`.
        ///   - retainDelegate: Whether the proxy keeps it alive.
        override open func setForwardToDelegate(
            _ forwardToDelegate: UICollectionViewDataSourcePrefetching?,
            retainDelegate: Bool
        ) {
            requiredMethodsPrefetchDataSource = forwardToDelegate
            super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
        }

        deinit {
            prefetchItemsSubject?.on(.completed)
        }
    }

    @available(iOS 10.0, tvOS 10.0, *)
    extension RxCollectionViewDataSourcePrefetchingProxy: UICollectionViewDataSourcePrefetching {
        /// Emits `indexPaths` on `rx.prefetchItems`, then forwards the message to the forward prefetch data source.
        /// Called by UIKit on the main thread.
        ///
        /// - Parameters:
        ///   - collectionView: The collection view.
        ///   - indexPaths: The items to prefetch.
        public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            prefetchItemsSubject?.on(.next(indexPaths))
            requiredMethodsPrefetchDataSource?.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }
    }
#endif
