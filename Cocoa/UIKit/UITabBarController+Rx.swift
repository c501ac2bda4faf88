// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS)
    import RxCore
    import RxTraits
    import UIKit

    #if os(iOS)
        extension Reactive where Base: UITabBarController {
            /// The view controllers shown for customization, each time the customizing sheet is about to appear
            /// (`tabBarController(_:willBeginCustomizing:)`), after the forward delegate's method, on the main thread;
            /// completes when the tab bar controller is deallocated. iOS only.
            @preconcurrency @MainActor
            public var willBeginCustomizing: ControlEvent<[UIViewController]> {
                let source = delegate.methodInvoked(
                    #selector(UITabBarControllerDelegate.tabBarController(_:willBeginCustomizing:))
                )
                .map { arguments in try messageArgument(arguments, at: 1, as: [UIViewController].self) }
                return ControlEvent(events: source)
            }

            /// The view controllers and whether they changed, each time the customizing sheet is about to disappear
            /// (`tabBarController(_:willEndCustomizing:changed:)`), after the forward delegate's method, on the main
            /// thread; completes when the tab bar controller is deallocated. iOS only.
            @preconcurrency @MainActor
            public var willEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
                customizingEnded(#selector(UITabBarControllerDelegate.tabBarController(_:willEndCustomizing:changed:)))
            }

            /// The view controllers and whether they changed, each time the customizing sheet disappeared
            /// (`tabBarController(_:didEndCustomizing:changed:)`), after the forward delegate's method, on the main
            /// thread; completes when the tab bar controller is deallocated. iOS only.
            @preconcurrency @MainActor
            public var didEndCustomizing: ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
                customizingEnded(#selector(UITabBarControllerDelegate.tabBarController(_:didEndCustomizing:changed:)))
            }

            @MainActor
            private func customizingEnded(
                _ selector: Selector
            ) -> ControlEvent<(viewControllers: [UIViewController], changed: Bool)> {
                let source = delegate.methodInvoked(selector)
                    .map { arguments -> (viewControllers: [UIViewController], changed: Bool) in
                        let viewControllers = try messageArgument(arguments, at: 1, as: [UIViewController].self)
                        let changed = try messageArgument(arguments, at: 2, as: Bool.self)
                        return (viewControllers, changed)
                    }
                return ControlEvent(events: source)
            }
        }
    #endif

    extension Reactive where Base: UITabBarController {
        /// The tab bar controller's delegate proxy, installed as its delegate on first use; the previous delegate
        /// becomes the proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UITabBarController, UITabBarControllerDelegate> {
            RxTabBarControllerDelegateProxy.proxy(for: base)
        }

        /// The view controller the user selected, each time (`tabBarController(_:didSelect:)`), after the forward
        /// delegate's method, on the main thread; completes when the tab bar controller is deallocated.
        @preconcurrency @MainActor
        public var didSelect: ControlEvent<UIViewController> {
            let source = delegate.methodInvoked(#selector(UITabBarControllerDelegate.tabBarController(_:didSelect:)))
                .map { arguments in try messageArgument(arguments, at: 1, as: UIViewController.self) }
            return ControlEvent(events: source)
        }
    }
#endif
