// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UISlider {
        /// The slider's value, as a ``ControlProperty``: the current value on subscription, then the value after
        /// every value change, on the main thread; completes when the slider is deallocated. Binding a value sets
        /// it.
        @preconcurrency @MainActor
        public var value: ControlProperty<Float> {
            controlPropertyWithDefaultEvents(
                getter: { slider in slider.value },
                setter: { slider, value in slider.value = value }
            )
        }
    }
#endif
