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

#if os(macOS)
    import AppKit
    import RxCore

    /// The target and action of an `NSControl` while its events are observed: it calls `callback` with the control
    /// each time the control sends its action, until it is disposed, when it clears the control's target and action.
    ///
    /// An `NSControl` has a single target and action, so a new target replaces the one set before (RxSwift's
    /// behaviour); the control's observers share one target through `NSControl+Rx.swift`.
    @MainActor
    final class ControlTarget: RxTarget {
        /// What the target does with the control on each action, on the main thread.
        typealias Callback = @MainActor (NSControl) -> Void

        private weak var control: NSControl?
        private var callback: Callback?

        /// Makes the target `control`'s target and action.
        ///
        /// - Parameters:
        ///   - control: Held weakly; the target clears its target and action when disposed.
        ///   - callback: Called with the control on each action, on the main thread.
        init(control: NSControl, callback: @escaping Callback) {
            self.control = control
            self.callback = callback
            super.init()
            control.target = self
            control.action = #selector(ControlTarget.sendEvent(_:))
        }

        /// Called by AppKit on the main thread; nonisolated so that the Objective-C entry point checks nothing that
        /// needs the concurrency runtime, and enters the main actor with `assumeMainActor`.
        @objc nonisolated func sendEvent(_ sender: Any?) {
            assumeMainActor {
                if let callback, let control {
                    callback(control)
                }
            }
        }

        /// Clears the control's target and action and lets the target go.
        override func dispose() {
            super.dispose()
            control?.target = nil
            control?.action = nil
            callback = nil
        }
    }
#endif
