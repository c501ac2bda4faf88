// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UINavigationController {
        /// A view controller the navigation controller shows, and whether the transition is animated.
        public typealias ShowEvent = (viewController: UIViewController, animated: Bool)

        /// The navigation controller's delegate proxy, installed as its delegate on first use; the previous delegate
        /// becomes the proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UINavigationController, UINavigationControllerDelegate> {
            RxNavigationControllerDelegateProxy.proxy(for: base)
        }

        /// The view controller about to be shown, each time (`navigationController(_:willShow:animated:)`), after
        /// the forward delegate's method, on the main thread; completes when the navigation controller is
        /// deallocated.
        @preconcurrency @MainActor
        public var willShow: ControlEvent<ShowEvent> {
            showEvent(#selector(UINavigationControllerDelegate.navigationController(_:willShow:animated:)))
        }

        /// The view controller just shown, each time (`navigationController(_:didShow:animated:)`), after the
        /// forward delegate's method, on the main thread; completes when the navigation controller is deallocated.
        @preconcurrency @MainActor
        public var didShow: ControlEvent<ShowEvent> {
            showEvent(#selector(UINavigationControllerDelegate.navigationController(_:didShow:animated:)))
        }

        /// The messages `selector` (`navigationController(_:…:animated:)`) as show events.
        @MainActor
        private func showEvent(_ selector: Selector) -> ControlEvent<ShowEvent> {
            let source = delegate.methodInvoked(selector)
                .map { arguments -> ShowEvent in
                    let viewController = try messageArgument(arguments, at: 1, as: UIViewController.self)
                    let animated = try messageArgument(arguments, at: 2, as: Bool.self)
                    return (viewController, animated)
                }
            return ControlEvent(events: source)
        }
    }
#endif
