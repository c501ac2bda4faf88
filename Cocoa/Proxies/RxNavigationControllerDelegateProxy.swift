// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UINavigationController: HasDelegate {
        /// The navigation controller's delegate protocol.
        public typealias Delegate = UINavigationControllerDelegate
    }

    /// The delegate proxy of navigation controllers (`UINavigationControllerDelegate`), behind
    /// `navigationController.rx.delegate`.
    ///
    /// Fetch it with `RxNavigationControllerDelegateProxy.proxy(for:)`, never with the initializer. Its observables
    /// deliver on the main thread, where UIKit calls the delegate.
    open class RxNavigationControllerDelegateProxy:
        DelegateProxy<UINavigationController, UINavigationControllerDelegate>, DelegateProxyType
    {
        /// The navigation controller whose delegate the proxy is; held weakly.
        public private(set) weak var navigationController: UINavigationController?

        /// Creates the proxy of `navigationController`. Called by the family's factory.
        ///
        /// - Parameter navigationController: The navigation controller.
        public init(navigationController: ParentObject) {
            self.navigationController = navigationController
            super.init(parentObject: navigationController, delegateProxy: RxNavigationControllerDelegateProxy.self)
        }

        /// Registers ``RxNavigationControllerDelegateProxy`` for `UINavigationController`.
        public static func registerKnownImplementations() {
            register { RxNavigationControllerDelegateProxy(navigationController: $0) }
        }
    }

    extension RxNavigationControllerDelegateProxy: UINavigationControllerDelegate {}
#endif
