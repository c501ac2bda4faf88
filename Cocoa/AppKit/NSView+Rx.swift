// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import CoreGraphics
    import RxCore
    import RxTraits

    extension Reactive where Base: NSView {
        /// A binder that sets the view's `alphaValue`, on the main scheduler; it holds the view weakly. (Other
        /// properties, `isHidden` among them, bind through `Reactive`'s key-path binders: `view.rx.isHidden`.)
        @preconcurrency @MainActor
        public var alpha: Binder<CGFloat> {
            Binder.onMainActor(base) { view, alpha in
                view.alphaValue = alpha
            }
        }
    }
#endif
