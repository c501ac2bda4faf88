// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS)
    import RxCore
    import UIKit

    extension UITabBar: HasDelegate {
        /// The tab bar's delegate protocol.
        public typealias Delegate = UITabBarDelegate
    }

    /// The delegate proxy of tab bars (`UITabBarDelegate`), behind `tabBar.rx.delegate`.
    ///
    /// Fetch it with `RxTabBarDelegateProxy.proxy(for:)`, never with the initializer. Its observables deliver on the
    /// main thread, where UIKit calls the delegate.
    open class RxTabBarDelegateProxy: DelegateProxy<UITabBar, UITabBarDelegate>, DelegateProxyType {
        /// The tab bar whose delegate the proxy is; held weakly.
        public private(set) weak var tabBar: UITabBar?

        /// Creates the proxy of `tabBar`. Called by the family's factory.
        ///
        /// - Parameter tabBar: The tab bar.
        public init(tabBar: ParentObject) {
            self.tabBar = tabBar
            super.init(parentObject: tabBar, delegateProxy: RxTabBarDelegateProxy.self)
        }

        /// Registers ``RxTabBarDelegateProxy`` for `UITabBar`.
        public static func registerKnownImplementations() {
            register { RxTabBarDelegateProxy(tabBar: $0) }
        }

        /// The tab bar's `delegate`; a subclass may read it elsewhere.
        ///
        /// - Parameter object: The tab bar.
        /// - Returns: Its delegate.
        open class func currentDelegate(for object: ParentObject) -> UITabBarDelegate? {
            object.delegate
        }

        /// Sets the tab bar's `delegate`; a subclass may set it elsewhere.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate.
        ///   - object: The tab bar.
        open class func setCurrentDelegate(_ delegate: UITabBarDelegate?, to object: ParentObject) {
            object.delegate = delegate
        }
    }

    extension RxTabBarDelegateProxy: UITabBarDelegate {}
#endif
