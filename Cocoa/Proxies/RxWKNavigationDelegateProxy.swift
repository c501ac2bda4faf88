// SPDX-License-Identifier: MIT
#if os(iOS) || os(macOS)
    import RxCore
    import WebKit

    /// The navigation delegate proxy of web views (`WKNavigationDelegate`), behind `webView.rx.navigationDelegate`.
    ///
    /// Fetch it with `RxWKNavigationDelegateProxy.proxy(for:)`, never with the initializer. Its observables deliver
    /// on the main thread, where WebKit calls the navigation delegate.
    @available(iOS 8.0, macOS 10.10, macOSApplicationExtension 10.10, *)
    open class RxWKNavigationDelegateProxy: DelegateProxy<WKWebView, WKNavigationDelegate>, DelegateProxyType {
        /// The web view whose navigation delegate the proxy is; held weakly.
        public private(set) weak var webView: WKWebView?

        /// Creates the proxy of `webView`. Called by the family's factory.
        ///
        /// - Parameter webView: The web view.
        public init(webView: ParentObject) {
            self.webView = webView
            super.init(parentObject: webView, delegateProxy: RxWKNavigationDelegateProxy.self)
        }

        /// Registers ``RxWKNavigationDelegateProxy`` for `WKWebView`.
        public static func registerKnownImplementations() {
            register { RxWKNavigationDelegateProxy(webView: $0) }
        }

        /// The web view's `navigationDelegate`.
        ///
        /// - Parameter object: The web view.
        /// - Returns: Its navigation delegate.
        public static func currentDelegate(for object: WKWebView) -> WKNavigationDelegate? {
            object.navigationDelegate
        }

        /// Sets the web view's `navigationDelegate`.
        ///
        /// - Parameters:
        ///   - delegate: The new navigation delegate.
        ///   - object: The web view.
        public static func setCurrentDelegate(_ delegate: WKNavigationDelegate?, to object: WKWebView) {
            object.navigationDelegate = delegate
        }
    }

    @available(iOS 8.0, macOS 10.10, macOSApplicationExtension 10.10, *)
    extension RxWKNavigationDelegateProxy: WKNavigationDelegate {}
#endif
