// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxSubjects
    import UIKit

    extension UIScrollView: HasDelegate {
        /// The delegate protocol of scroll views.
        public typealias Delegate = UIScrollViewDelegate
    }

    /// The delegate proxy of scroll views, and the base of the table and collection views' delegate proxies; it backs
    /// `rx.delegate`, `rx.contentOffset`, `rx.didScroll` and the other scroll events.
    ///
    /// It implements `scrollViewDidScroll(_:)` itself (to feed `rx.contentOffset` and `rx.didScroll`), and forwards
    /// the message to the forward delegate. Main-actor isolated, as `DelegateProxy` is.
    open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, DelegateProxyType {
        /// The scroll view whose delegate the proxy is.
        public private(set) weak var scrollView: UIScrollView?

        /// Makes the proxy of `scrollView`; fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameter scrollView: The scroll view; held weakly.
        public init(scrollView: ParentObject) {
            self.scrollView = scrollView
            super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
        }

        /// Registers the proxies of the scroll view family: scroll, table and collection views.
        public static func registerKnownImplementations() {
            register { RxScrollViewDelegateProxy(scrollView: $0) }
            register { RxTableViewDelegateProxy(tableView: $0) }
            register { RxCollectionViewDelegateProxy(collectionView: $0) }
            register { RxTextViewDelegateProxy(textView: $0) }
        }

        private var contentOffsetSubject: BehaviorSubject<CGPoint>?
        private var didScrollSubject: PublishSubject<Void>?

        /// The content offset: the current one when first asked, then the offset after each `scrollViewDidScroll(_:)`;
        /// completes when the proxy is deallocated.
        var contentOffsetBehaviorSubject: BehaviorSubject<CGPoint> {
            if let contentOffsetSubject {
                return contentOffsetSubject
            }
            let subject = BehaviorSubject<CGPoint>(value: scrollView?.contentOffset ?? .zero)
            contentOffsetSubject = subject
            return subject
        }

        /// One `()` per `scrollViewDidScroll(_:)`; completes when the proxy is deallocated.
        var contentOffsetPublishSubject: PublishSubject<Void> {
            if let didScrollSubject {
                return didScrollSubject
            }
            let subject = PublishSubject<Void>()
            didScrollSubject = subject
            return subject
        }

        deinit {
            contentOffsetSubject?.on(.completed)
            didScrollSubject?.on(.completed)
        }
    }

    extension RxScrollViewDelegateProxy: UIScrollViewDelegate {
        /// Emits the new content offset on `rx.contentOffset` and `()` on `rx.didScroll`, then forwards the message
        /// to the forward delegate. Called by UIKit on the main thread.
        ///
        /// - Parameter scrollView: The scroll view that scrolled.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            contentOffsetSubject?.on(.next(scrollView.contentOffset))
            didScrollSubject?.on(.next(()))
            forwardToDelegate()?.scrollViewDidScroll?(scrollView)
        }
    }
#endif
