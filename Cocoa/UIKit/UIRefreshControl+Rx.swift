// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIRefreshControl {
        /// A binder that begins refreshing for `true` and ends it for `false`, on the main scheduler.
        @preconcurrency @MainActor
        public var isRefreshing: Binder<Bool> {
            Binder.onMainActor(base) { refreshControl, isRefreshing in
                if isRefreshing {
                    refreshControl.beginRefreshing()
                } else {
                    refreshControl.endRefreshing()
                }
            }
        }
    }
#endif
