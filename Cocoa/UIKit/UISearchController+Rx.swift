// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    extension Reactive where Base: UISearchController {
        /// The search controller's delegate proxy, installed as its delegate on first use; the previous delegate
        /// becomes the proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UISearchController, UISearchControllerDelegate> {
            RxSearchControllerDelegateProxy.proxy(for: base)
        }

        /// An element each time the search interface was dismissed (`didDismissSearchController(_:)`), after the
        /// forward delegate's method, on the main thread; completes when the search controller is deallocated.
        @preconcurrency @MainActor
        public var didDismiss: Observable<Void> {
            delegate.methodInvoked(#selector(UISearchControllerDelegate.didDismissSearchController(_:))).map { _ in }
        }

        /// An element each time the search interface was presented (`didPresentSearchController(_:)`), after the
        /// forward delegate's method, on the main thread; completes when the search controller is deallocated.
        @preconcurrency @MainActor
        public var didPresent: Observable<Void> {
            delegate.methodInvoked(#selector(UISearchControllerDelegate.didPresentSearchController(_:))).map { _ in }
        }

        /// An element each time the search interface is about to be presented by the delegate
        /// (`presentSearchController(_:)`), after the forward delegate's method, on the main thread; completes when
        /// the search controller is deallocated.
        @preconcurrency @MainActor
        public var present: Observable<Void> {
            delegate.methodInvoked(#selector(UISearchControllerDelegate.presentSearchController(_:))).map { _ in }
        }

        /// An element each time the search interface will be dismissed (`willDismissSearchController(_:)`), after
        /// the forward delegate's method, on the main thread; completes when the search controller is deallocated.
        @preconcurrency @MainActor
        public var willDismiss: Observable<Void> {
            delegate.methodInvoked(#selector(UISearchControllerDelegate.willDismissSearchController(_:))).map { _ in }
        }

        /// An element each time the search interface will be presented (`willPresentSearchController(_:)`), after
        /// the forward delegate's method, on the main thread; completes when the search controller is deallocated.
        @preconcurrency @MainActor
        public var willPresent: Observable<Void> {
            delegate.methodInvoked(#selector(UISearchControllerDelegate.willPresentSearchController(_:))).map { _ in }
        }
    }
#endif
