// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import RxCore
    import RxTraits

    extension Reactive where Base: NSSlider {
        /// The slider's value (`doubleValue`), as a ``ControlProperty``: the current value on subscription, then the
        /// value after each action of the slider, on the main thread; completes when the slider is deallocated.
        /// Binding a value sets it.
        @preconcurrency @MainActor
        public var value: ControlProperty<Double> {
            controlProperty(
                getter: { slider in slider.doubleValue },
                setter: { slider, value in slider.doubleValue = value }
            )
        }
    }
#endif
