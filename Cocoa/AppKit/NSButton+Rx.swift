// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import RxCore
    import RxTraits

    extension Reactive where Base: NSButton {
        /// The button's clicks (its action), as a ``ControlEvent``: one `()` per click, on the main thread; completes
        /// when the button is deallocated.
        @preconcurrency @MainActor
        public var tap: ControlEvent<Void> {
            controlEvent
        }

        /// The button's state (on, off, mixed), as a ``ControlProperty``: the current state on subscription, then
        /// the state after each click, on the main thread; completes when the button is deallocated. Binding a
        /// state sets it.
        @preconcurrency @MainActor
        public var state: ControlProperty<NSControl.StateValue> {
            controlProperty(
                getter: { button in button.state },
                setter: { button, state in button.state = state }
            )
        }
    }
#endif
