// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UISearchBar: HasDelegate {
        /// The search bar's delegate protocol.
        public typealias Delegate = UISearchBarDelegate
    }

    /// The delegate proxy of search bars (`UISearchBarDelegate`), behind `searchBar.rx.delegate`.
    ///
    /// Fetch it with `RxSearchBarDelegateProxy.proxy(for:)`, never with the initializer. Its observables deliver on
    /// the main thread, where UIKit calls the delegate.
    open class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>, DelegateProxyType {
        /// The search bar whose delegate the proxy is; held weakly.
        public private(set) weak var searchBar: UISearchBar?

        /// Creates the proxy of `searchBar`. Called by the family's factory.
        ///
        /// - Parameter searchBar: The search bar.
        public init(searchBar: ParentObject) {
            self.searchBar = searchBar
            super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
        }

        /// Registers ``RxSearchBarDelegateProxy`` for `UISearchBar`.
        public static func registerKnownImplementations() {
            register { RxSearchBarDelegateProxy(searchBar: $0) }
        }
    }

    extension RxSearchBarDelegateProxy: UISearchBarDelegate {}
#endif
