// SPDX-License-Identifier: MIT
// PLACEHOLDER: replaced by the cocoa-lists branch's file at merge
// Only what RxTextViewDelegateProxy needs to compile: RxSwift's class declaration, its initializer, the family's
// registration (the scroll view's and the text view's proxies; the table and collection views' join at merge) and
// the `delegate` access through `HasDelegate`. No content offset, no `scrollViewDidScroll(_:)`.
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UIScrollView: HasDelegate {
        /// The scroll view's delegate protocol.
        public typealias Delegate = UIScrollViewDelegate
    }

    /// The delegate proxy of scroll views (placeholder; see the file's header).
    open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, DelegateProxyType,
        UIScrollViewDelegate
    {
        /// The scroll view.
        public private(set) weak var scrollView: UIScrollView?

        /// Creates the proxy of `scrollView`; fetch it with `proxy(for:)`.
        ///
        /// - Parameter scrollView: The scroll view.
        public init(scrollView: ParentObject) {
            self.scrollView = scrollView
            super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
        }

        /// Registers the proxies of the scroll view family.
        public static func registerKnownImplementations() {
            register { RxScrollViewDelegateProxy(scrollView: $0) }
            register { RxTextViewDelegateProxy(textView: $0) }
        }
    }
#endif
