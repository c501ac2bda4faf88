// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import Foundation
    import RxCore
    import RxTraits

    extension DelegateProxy {
        /// The index path (the second argument) of each call of the `void` delegate method `selector`, as the table
        /// and collection views' item events deliver it.
        ///
        /// - Parameter selector: The delegate method.
        /// - Returns: The index paths, on the main thread.
        func indexPathEvent(_ selector: Selector) -> ControlEvent<IndexPath> {
            ControlEvent(
                events: methodInvoked(selector).map { arguments in try castOrThrow(IndexPath.self, arguments[1]) }
            )
        }
    }
#endif
