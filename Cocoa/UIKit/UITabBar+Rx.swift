// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS)
    import RxCore
    import RxTraits
    import UIKit

    #if os(iOS)
        extension Reactive where Base: UITabBar {
            /// The items shown for customization, each time the customizing sheet is about to appear
            /// (`tabBar(_:willBeginCustomizing:)`), after the forward delegate's method, on the main thread; completes
            /// when the tab bar is deallocated. iOS only.
            @preconcurrency @MainActor
            public var willBeginCustomizing: ControlEvent<[UITabBarItem]> {
                itemsEvent(#selector(UITabBarDelegate.tabBar(_:willBeginCustomizing:)))
            }

            /// The items shown for customization, each time the customizing sheet appeared
            /// (`tabBar(_:didBeginCustomizing:)`), after the forward delegate's method, on the main thread; completes
            /// when the tab bar is deallocated. iOS only.
            @preconcurrency @MainActor
            public var didBeginCustomizing: ControlEvent<[UITabBarItem]> {
                itemsEvent(#selector(UITabBarDelegate.tabBar(_:didBeginCustomizing:)))
            }

            /// The items and whether they changed, each time the customizing sheet is about to disappear
            /// (`tabBar(_:willEndCustomizing:changed:)`), after the forward delegate's method, on the main thread;
            /// completes when the tab bar is deallocated. iOS only.
            @preconcurrency @MainActor
            public var willEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
                itemsChangedEvent(#selector(UITabBarDelegate.tabBar(_:willEndCustomizing:changed:)))
            }

            /// The items and whether they changed, each time the customizing sheet disappeared
            /// (`tabBar(_:didEndCustomizing:changed:)`), after the forward delegate's method, on the main thread;
            /// completes when the tab bar is deallocated. iOS only.
            @preconcurrency @MainActor
            public var didEndCustomizing: ControlEvent<([UITabBarItem], Bool)> {
                itemsChangedEvent(#selector(UITabBarDelegate.tabBar(_:didEndCustomizing:changed:)))
            }

            @MainActor
            private func itemsEvent(_ selector: Selector) -> ControlEvent<[UITabBarItem]> {
                let source = delegate.methodInvoked(selector)
                    .map { arguments in try messageArgument(arguments, at: 1, as: [UITabBarItem].self) }
                return ControlEvent(events: source)
            }

            @MainActor
            private func itemsChangedEvent(_ selector: Selector) -> ControlEvent<([UITabBarItem], Bool)> {
                let source = delegate.methodInvoked(selector)
                    .map { arguments -> ([UITabBarItem], Bool) in
                        let items = try messageArgument(arguments, at: 1, as: [UITabBarItem].self)
                        let changed = try messageArgument(arguments, at: 2, as: Bool.self)
                        return (items, changed)
                    }
                return ControlEvent(events: source)
            }
        }
    #endif

    extension Reactive where Base: UITabBar {
        /// The tab bar's delegate proxy, installed as its delegate on first use; the previous delegate becomes the
        /// proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UITabBar, UITabBarDelegate> {
            RxTabBarDelegateProxy.proxy(for: base)
        }

        /// The item the user selected, each time (`tabBar(_:didSelect:)`), after the forward delegate's method, on
        /// the main thread; completes when the tab bar is deallocated.
        @preconcurrency @MainActor
        public var didSelectItem: ControlEvent<UITabBarItem> {
            let source = delegate.methodInvoked(#selector(UITabBarDelegate.tabBar(_:didSelect:)))
                .map { arguments in try messageArgument(arguments, at: 1, as: UITabBarItem.self) }
            return ControlEvent(events: source)
        }
    }
#endif
