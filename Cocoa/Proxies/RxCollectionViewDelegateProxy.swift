// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import UIKit

    /// The delegate proxy of collection views: a ``RxScrollViewDelegateProxy`` that also adopts
    /// `UICollectionViewDelegateFlowLayout`, whose `void` messages `rx.itemSelected` and the other collection view
    /// events observe. Registered by ``RxScrollViewDelegateProxy/registerKnownImplementations()``.
    open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy {
        /// The collection view whose delegate the proxy is.
        public private(set) weak var collectionView: UICollectionView?

        /// Makes the proxy of `collectionView`; fetch proxies with `RxScrollViewDelegateProxy.proxy(for:)`.
        ///
        /// - Parameter collectionView: The collection view; held weakly.
        public init(collectionView: UICollectionView) {
            self.collectionView = collectionView
            super.init(scrollView: collectionView)
        }
    }

    extension RxCollectionViewDelegateProxy: UICollectionViewDelegateFlowLayout {}
#endif
