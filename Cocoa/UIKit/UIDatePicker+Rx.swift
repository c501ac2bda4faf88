// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import Foundation
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIDatePicker {
        /// The picker's date, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var date: ControlProperty<Date> {
            value
        }

        /// The picker's date, as a ``ControlProperty``: the current date on subscription, then the date after every
        /// value change, on the main thread; completes when the picker is deallocated. Binding a date sets it
        /// without animation.
        @preconcurrency @MainActor
        public var value: ControlProperty<Date> {
            controlPropertyWithDefaultEvents(
                getter: { datePicker in datePicker.date },
                setter: { datePicker, date in datePicker.date = date }
            )
        }

        /// The picker's count-down duration, in seconds, as a ``ControlProperty``: the current duration on
        /// subscription, then the duration after every value change, on the main thread; completes when the picker
        /// is deallocated. Binding a duration sets it.
        @preconcurrency @MainActor
        public var countDownDuration: ControlProperty<TimeInterval> {
            controlPropertyWithDefaultEvents(
                getter: { datePicker in datePicker.countDownDuration },
                setter: { datePicker, duration in datePicker.countDownDuration = duration }
            )
        }
    }
#endif
