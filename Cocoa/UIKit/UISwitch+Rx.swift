// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UISwitch {
        /// Whether the switch is on, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var isOn: ControlProperty<Bool> {
            value
        }

        /// Whether the switch is on, as a ``ControlProperty``: the current state on subscription, then the state
        /// after every value change, on the main thread; completes when the switch is deallocated. Binding a value
        /// sets `isOn` without animation.
        @preconcurrency @MainActor
        public var value: ControlProperty<Bool> {
            controlPropertyWithDefaultEvents(
                getter: { uiSwitch in uiSwitch.isOn },
                setter: { uiSwitch, isOn in uiSwitch.isOn = isOn }
            )
        }
    }
#endif
