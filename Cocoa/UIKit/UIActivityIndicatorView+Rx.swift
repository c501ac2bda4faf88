// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIActivityIndicatorView {
        /// A binder that starts the indicator's animation for `true` and stops it for `false`, on the main
        /// scheduler.
        @preconcurrency @MainActor
        public var isAnimating: Binder<Bool> {
            Binder.onMainActor(base) { activityIndicator, isAnimating in
                if isAnimating {
                    activityIndicator.startAnimating()
                } else {
                    activityIndicator.stopAnimating()
                }
            }
        }
    }
#endif
