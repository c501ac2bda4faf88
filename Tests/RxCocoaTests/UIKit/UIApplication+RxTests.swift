// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIApplicationRxTests: RxTestCase {
        func test_notificationEvents_emitOncePerNotification() {
            let events: [(ControlEvent<Void>, Notification.Name)] = [
                (UIApplication.rx.didEnterBackground, UIApplication.didEnterBackgroundNotification),
                (UIApplication.rx.willEnterForeground, UIApplication.willEnterForegroundNotification),
                (UIApplication.rx.didFinishLaunching, UIApplication.didFinishLaunchingNotification),
                (UIApplication.rx.didBecomeActive, UIApplication.didBecomeActiveNotification),
                (UIApplication.rx.willResignActive, UIApplication.willResignActiveNotification),
                (UIApplication.rx.didReceiveMemoryWarning, UIApplication.didReceiveMemoryWarningNotification),
                (UIApplication.rx.willTerminate, UIApplication.willTerminateNotification),
                (UIApplication.rx.significantTimeChange, UIApplication.significantTimeChangeNotification),
                (
                    UIApplication.rx.backgroundRefreshStatusDidChange,
                    UIApplication.backgroundRefreshStatusDidChangeNotification
                ),
                (
                    UIApplication.rx.protectedDataWillBecomeUnavailable,
                    UIApplication.protectedDataWillBecomeUnavailableNotification
                ),
                (
                    UIApplication.rx.protectedDataDidBecomeAvailable,
                    UIApplication.protectedDataDidBecomeAvailableNotification
                ),
                (UIApplication.rx.userDidTakeScreenshot, UIApplication.userDidTakeScreenshotNotification),
            ]
            for (event, name) in events {
                let log = EventLog(event)
                NotificationCenter.default.post(name: name, object: nil)
                log.dispose()
                NotificationCenter.default.post(name: name, object: nil)
                XCTAssertEqual(log.events, [.next("()")], "\(name.rawValue)")
            }
        }
    }
#endif
