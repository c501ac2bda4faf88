// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UISegmentedControl {
        /// The index of the selected segment, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var selectedSegmentIndex: ControlProperty<Int> {
            value
        }

        /// The index of the selected segment (`UISegmentedControl.noSegment` when none is), as a
        /// ``ControlProperty``: the current index on subscription, then the index after every value change, on the
        /// main thread; completes when the control is deallocated. Binding an index selects that segment.
        @preconcurrency @MainActor
        public var value: ControlProperty<Int> {
            controlPropertyWithDefaultEvents(
                getter: { segmentedControl in segmentedControl.selectedSegmentIndex },
                setter: { segmentedControl, index in segmentedControl.selectedSegmentIndex = index }
            )
        }

        /// A binder that enables or disables the segment at `index`, on the main scheduler.
        ///
        /// - Parameter index: The segment's index.
        /// - Returns: A binder that holds the control weakly.
        @preconcurrency @MainActor
        public func enabledForSegment(at index: Int) -> Binder<Bool> {
            Binder.onMainActor(base) { segmentedControl, isEnabled in
                segmentedControl.setEnabled(isEnabled, forSegmentAt: index)
            }
        }

        /// A binder that sets the title of the segment at `index`, on the main scheduler.
        ///
        /// - Parameter index: The segment's index.
        /// - Returns: A binder that holds the control weakly.
        @preconcurrency @MainActor
        public func titleForSegment(at index: Int) -> Binder<String?> {
            Binder.onMainActor(base) { segmentedControl, title in
                segmentedControl.setTitle(title, forSegmentAt: index)
            }
        }

        /// A binder that sets the image of the segment at `index`, on the main scheduler.
        ///
        /// - Parameter index: The segment's index.
        /// - Returns: A binder that holds the control weakly.
        @preconcurrency @MainActor
        public func imageForSegment(at index: Int) -> Binder<UIImage?> {
            Binder.onMainActor(base) { segmentedControl, image in
                segmentedControl.setImage(image, forSegmentAt: index)
            }
        }
    }
#endif
