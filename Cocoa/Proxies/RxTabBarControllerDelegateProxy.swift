// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS)
    import RxCore
    import UIKit

    extension UITabBarController: HasDelegate {
        /// The tab bar controller's delegate protocol.
        public typealias Delegate = UITabBarControllerDelegate
    }

    /// The delegate proxy of tab bar controllers (`UITabBarControllerDelegate`), behind `tabBarController.rx.delegate`.
    ///
    /// Fetch it with `RxTabBarControllerDelegateProxy.proxy(for:)`, never with the initializer. Its observables
    /// deliver on the main thread, where UIKit calls the delegate.
    open class RxTabBarControllerDelegateProxy: DelegateProxy<UITabBarController, UITabBarControllerDelegate>,
        DelegateProxyType
    {
        /// The tab bar controller whose delegate the proxy is; held weakly (RxSwift's name).
        public private(set) weak var tabBar: UITabBarController?

        /// Creates the proxy of `tabBar`. Called by the family's factory.
        ///
        /// - Parameter tabBar: The tab bar controller.
        public init(tabBar: ParentObject) {
            self.tabBar = tabBar
            super.init(parentObject: tabBar, delegateProxy: RxTabBarControllerDelegateProxy.self)
        }

        /// Registers ``RxTabBarControllerDelegateProxy`` for `UITabBarController`.
        public static func registerKnownImplementations() {
            register { RxTabBarControllerDelegateProxy(tabBar: $0) }
        }
    }

    extension RxTabBarControllerDelegateProxy: UITabBarControllerDelegate {}
#endif
