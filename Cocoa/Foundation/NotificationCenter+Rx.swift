// SPDX-License-Identifier: MIT
import Foundation
import RxCore

#if !canImport(ObjectiveC)
    // On Apple platforms `NotificationCenter` is an `NSObject`, which has `rx` already; swift-corelibs-foundation's
    // is not, so it adopts `ReactiveCompatible` here, as `NSObject` does, for `NotificationCenter.default.rx`.
    extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications posted to the center that match `name` and `object`, as an observable.
    ///
    /// ```swift
    /// NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
    ///     .subscribe(onNext: { _ in refresh() })
    /// ```
    ///
    /// Each subscription adds an observer of its own to the center (with no operation queue), and disposing of the
    /// subscription removes it. The sequence never ends by itself.
    ///
    /// - Parameters:
    ///   - name: The name of the notifications to receive; `nil` receives every name.
    ///   - object: The sender to receive notifications from; `nil` receives every sender. It is held weakly: if it
    ///     is gone when a subscription starts, that subscription receives every sender's notifications, as the
    ///     center does for a `nil` object.
    /// - Returns: The posted notifications, one element each.
    /// - Note: Elements are delivered synchronously, on the thread that posts the notification.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
