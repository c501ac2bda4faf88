// SPDX-License-Identifier: MIT
#if os(iOS) || os(macOS)
    import RxCore
    import WebKit

    @available(iOS 8.0, macOS 10.10, macOSApplicationExtension 10.10, *)
    extension Reactive where Base: WKWebView {
        /// The web view's navigation delegate proxy, installed as its `navigationDelegate` on first use; the previous
        /// navigation delegate becomes the proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var navigationDelegate: DelegateProxy<WKWebView, WKNavigationDelegate> {
            RxWKNavigationDelegateProxy.proxy(for: base)
        }

        /// The navigation whose content started arriving, each time (`webView(_:didCommit:)`), after the forward
        /// delegate's method, on the main thread; completes when the web view is deallocated.
        @preconcurrency @MainActor
        public var didCommit: Observable<WKNavigation> {
            navigation(#selector(WKNavigationDelegate.webView(_:didCommit:)))
        }

        /// The navigation that started, each time (`webView(_:didStartProvisionalNavigation:)`), after the forward
        /// delegate's method, on the main thread; completes when the web view is deallocated.
        @preconcurrency @MainActor
        public var didStartLoad: Observable<WKNavigation> {
            navigation(#selector(WKNavigationDelegate.webView(_:didStartProvisionalNavigation:)))
        }

        /// The navigation that finished, each time (`webView(_:didFinish:)`), after the forward delegate's method, on
        /// the main thread; completes when the web view is deallocated.
        @preconcurrency @MainActor
        public var didFinishLoad: Observable<WKNavigation> {
            navigation(#selector(WKNavigationDelegate.webView(_:didFinish:)))
        }

        /// The navigation that failed and its error, each time (`webView(_:didFail:withError:)`), after the forward
        /// delegate's method, on the main thread; completes when the web view is deallocated.
        @preconcurrency @MainActor
        public var didFailLoad: Observable<(WKNavigation, Error)> {
            navigationDelegate
                .methodInvoked(#selector(WKNavigationDelegate.webView(_:didFail:withError:)))
                .map { arguments in
                    (
                        try messageArgument(arguments, at: 1, as: WKNavigation.self),
                        try messageArgument(arguments, at: 2, as: Error.self)
                    )
                }
        }

        @MainActor
        private func navigation(_ selector: Selector) -> Observable<WKNavigation> {
            navigationDelegate.methodInvoked(selector)
                .map { arguments in try messageArgument(arguments, at: 1, as: WKNavigation.self) }
        }
    }
#endif
