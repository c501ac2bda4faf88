// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    /// The target-action target of one subscription to a `UIControl`'s events: it calls `callback` with the control
    /// each time the control sends one of `controlEvents`, until it is disposed.
    @MainActor
    final class ControlTarget: RxTarget {
        /// What the target does with the control on each event, on the main thread.
        typealias Callback = @MainActor (UIControl) -> Void

        private weak var control: UIControl?
        private let controlEvents: UIControl.Event
        private var callback: Callback?

        /// Adds the target to `control` for `controlEvents`.
        ///
        /// - Parameters:
        ///   - control: Held weakly; the target removes itself from it when disposed.
        ///   - controlEvents: The events to receive.
        ///   - callback: Called with the control on each event, on the main thread.
        init(control: UIControl, controlEvents: UIControl.Event, callback: @escaping Callback) {
            self.control = control
            self.controlEvents = controlEvents
            self.callback = callback
            super.init()
            control.addTarget(self, action: #selector(ControlTarget.sendEvent(_:)), for: controlEvents)
        }

        /// Called by UIKit on the main thread; nonisolated so that the Objective-C entry point checks nothing that
        /// needs iOS 13, and enters the main actor with `assumeMainActor`.
        @objc nonisolated func sendEvent(_ sender: Any?) {
            assumeMainActor {
                if let callback, let control {
                    callback(control)
                }
            }
        }

        /// Removes the target from its control and lets it go.
        override func dispose() {
            super.dispose()
            control?.removeTarget(self, action: #selector(ControlTarget.sendEvent(_:)), for: controlEvents)
            callback = nil
        }
    }
#endif
