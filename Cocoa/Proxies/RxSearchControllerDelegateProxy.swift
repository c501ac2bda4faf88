// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UISearchController: HasDelegate {
        /// The search controller's delegate protocol.
        public typealias Delegate = UISearchControllerDelegate
    }

    /// The delegate proxy of search controllers (`UISearchControllerDelegate`), behind `searchController.rx.delegate`.
    ///
    /// Fetch it with `RxSearchControllerDelegateProxy.proxy(for:)`, never with the initializer. Its observables
    /// deliver on the main thread, where UIKit calls the delegate.
    open class RxSearchControllerDelegateProxy: DelegateProxy<UISearchController, UISearchControllerDelegate>,
        DelegateProxyType
    {
        /// The search controller whose delegate the proxy is; held weakly.
        public private(set) weak var searchController: UISearchController?

        /// Creates the proxy of `searchController`. Called by the family's factory.
        ///
        /// - Parameter searchController: The search controller.
        public init(searchController: UISearchController) {
            self.searchController = searchController
            super.init(parentObject: searchController, delegateProxy: RxSearchControllerDelegateProxy.self)
        }

        /// Registers ``RxSearchControllerDelegateProxy`` for `UISearchController`.
        public static func registerKnownImplementations() {
            register { RxSearchControllerDelegateProxy(searchController: $0) }
        }
    }

    extension RxSearchControllerDelegateProxy: UISearchControllerDelegate {}
#endif
