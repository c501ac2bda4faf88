// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// The delegate proxy of text views: a scroll view delegate proxy that also adopts `UITextViewDelegate`.
    ///
    /// `RxScrollViewDelegateProxy.registerKnownImplementations()` registers it, so the scroll view family's
    /// `proxy(for:)` returns it for a `UITextView`; fetch it that way (or through `textView.rx` members), never with
    /// the initializer. Its observables deliver on the main thread, where UIKit calls the delegate.
    open class RxTextViewDelegateProxy: RxScrollViewDelegateProxy {
        /// The text view whose delegate the proxy is; held weakly.
        public private(set) weak var textView: UITextView?

        /// Creates the proxy of `textView`. Called by the scroll view family's factory.
        ///
        /// - Parameter textView: The text view.
        public init(textView: UITextView) {
            self.textView = textView
            super.init(scrollView: textView)
        }
    }

    extension RxTextViewDelegateProxy: UITextViewDelegate {
        /// Asks the forward delegate whether to replace the text in `range` with `text`.
        ///
        /// The proxy implements this method itself (a method with a result is not forwarded by the runtime), so that
        /// the text view always asks it.
        ///
        /// - Parameters:
        ///   - textView: The text view.
        ///   - range: The range to replace.
        ///   - text: The replacement.
        /// - Returns: The forward delegate's answer, or `true` when it has none.
        @objc open func textView(
            _ textView: UITextView,
            shouldChangeTextIn range: NSRange,
            replacementText text: String
        ) -> Bool {
            let forward = forwardToDelegate() as? UITextViewDelegate
            return forward?.textView?(textView, shouldChangeTextIn: range, replacementText: text) ?? true
        }
    }
#endif
