// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIStepper {
        /// The stepper's value, as a ``ControlProperty``: the current value on subscription, then the value after
        /// every value change, on the main thread; completes when the stepper is deallocated. Binding a value sets
        /// it.
        @preconcurrency @MainActor
        public var value: ControlProperty<Double> {
            controlPropertyWithDefaultEvents(
                getter: { stepper in stepper.value },
                setter: { stepper, value in stepper.value = value }
            )
        }
    }
#endif
