// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import Foundation
    import RxCore
    import RxTraits
    import UIKit
#endif

#if os(iOS)
    extension Reactive where Base: UIApplication {
        /// A binder that shows the network activity indicator in the status bar for `true` and hides it for `false`,
        /// on the main scheduler.
        @preconcurrency @MainActor
        public var isNetworkActivityIndicatorVisible: Binder<Bool> {
            Binder.onMainActor(base) { application, isVisible in
                application.isNetworkActivityIndicatorVisible = isVisible
            }
        }
    }
#endif

#if os(iOS) || os(visionOS)
    extension Reactive where Base: UIApplication {
        /// `UIApplication.didEnterBackgroundNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var didEnterBackground: ControlEvent<Void> {
            applicationEvent(UIApplication.didEnterBackgroundNotification)
        }

        /// `UIApplication.willEnterForegroundNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var willEnterForeground: ControlEvent<Void> {
            applicationEvent(UIApplication.willEnterForegroundNotification)
        }

        /// `UIApplication.didFinishLaunchingNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var didFinishLaunching: ControlEvent<Void> {
            applicationEvent(UIApplication.didFinishLaunchingNotification)
        }

        /// `UIApplication.didBecomeActiveNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var didBecomeActive: ControlEvent<Void> {
            applicationEvent(UIApplication.didBecomeActiveNotification)
        }

        /// `UIApplication.willResignActiveNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var willResignActive: ControlEvent<Void> {
            applicationEvent(UIApplication.willResignActiveNotification)
        }

        /// `UIApplication.didReceiveMemoryWarningNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var didReceiveMemoryWarning: ControlEvent<Void> {
            applicationEvent(UIApplication.didReceiveMemoryWarningNotification)
        }

        /// `UIApplication.willTerminateNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var willTerminate: ControlEvent<Void> {
            applicationEvent(UIApplication.willTerminateNotification)
        }

        /// `UIApplication.significantTimeChangeNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var significantTimeChange: ControlEvent<Void> {
            applicationEvent(UIApplication.significantTimeChangeNotification)
        }

        /// `UIApplication.backgroundRefreshStatusDidChangeNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var backgroundRefreshStatusDidChange: ControlEvent<Void> {
            applicationEvent(UIApplication.backgroundRefreshStatusDidChangeNotification)
        }

        /// `UIApplication.protectedDataWillBecomeUnavailableNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var protectedDataWillBecomeUnavailable: ControlEvent<Void> {
            applicationEvent(UIApplication.protectedDataWillBecomeUnavailableNotification)
        }

        /// `UIApplication.protectedDataDidBecomeAvailableNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var protectedDataDidBecomeAvailable: ControlEvent<Void> {
            applicationEvent(UIApplication.protectedDataDidBecomeAvailableNotification)
        }

        /// `UIApplication.userDidTakeScreenshotNotification`, as a ``ControlEvent``: one `()` per notification posted to the
        /// default center, delivered on the main thread.
        @preconcurrency @MainActor
        public static var userDidTakeScreenshot: ControlEvent<Void> {
            applicationEvent(UIApplication.userDidTakeScreenshotNotification)
        }

        /// The notifications named `name` posted to the default center, as a control event of `()`.
        private static func applicationEvent(_ name: Notification.Name) -> ControlEvent<Void> {
            ControlEvent(events: NotificationCenter.default.rx.notification(name).map { _ in () })
        }
    }
#endif
