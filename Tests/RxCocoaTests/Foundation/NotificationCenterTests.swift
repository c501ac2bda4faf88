// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxTestSupport
import RxTesting
import XCTest

final class NotificationCenterTests: RxTestCase {
    private let ping = Notification.Name("NotificationCenterTests.ping")
    private let pong = Notification.Name("NotificationCenterTests.pong")

    func test_postedNotifications_areEmittedInOrder_withoutTerminating() {
        let center = NotificationCenter()
        var events: [Event<String>] = []
        let subscription = center.rx.notification(ping)
            .map { ($0.userInfo?["value"] as? String) ?? "?" }
            .subscribe { events.append($0) }

        center.post(name: ping, object: nil, userInfo: ["value": "a"])
        center.post(name: pong, object: nil, userInfo: ["value": "other name"])
        center.post(name: ping, object: nil, userInfo: ["value": "b"])
        subscription.dispose()

        XCTAssertEqual(events, [.next("a"), .next("b")])
    }

    func test_nilName_receivesEveryName() {
        let center = NotificationCenter()
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })

        center.post(name: ping, object: nil)
        center.post(name: pong, object: nil)
        subscription.dispose()

        XCTAssertEqual(names, [ping, pong])
    }

    func test_object_filtersBySender() {
        let center = NotificationCenter()
        let sender = NSObject()
        let other = NSObject()
        var senders: [ObjectIdentifier?] = []
        let subscription = center.rx.notification(ping, object: sender)
            .subscribe(onNext: { notification in
                senders.append((notification.object as AnyObject?).map(ObjectIdentifier.init))
            })

        center.post(name: ping, object: other)
        center.post(name: ping, object: sender)
        center.post(name: ping, object: nil)
        subscription.dispose()

        XCTAssertEqual(senders, [ObjectIdentifier(sender)])
    }

    func test_disposal_removesTheObserver() {
        let center = NotificationCenter()
        var count = 0
        let subscription = center.rx.notification(ping).subscribe(onNext: { _ in count += 1 })

        center.post(name: ping, object: nil)
        subscription.dispose()
        center.post(name: ping, object: nil)

        XCTAssertEqual(count, 1)
    }

    func test_eachSubscription_observesOnItsOwn() {
        let center = NotificationCenter()
        let notifications = center.rx.notification(ping)
        var first = 0
        var second = 0
        let firstSubscription = notifications.subscribe(onNext: { _ in first += 1 })
        let secondSubscription = notifications.subscribe(onNext: { _ in second += 1 })

        center.post(name: ping, object: nil)
        firstSubscription.dispose()
        center.post(name: ping, object: nil)
        secondSubscription.dispose()

        XCTAssertEqual([first, second], [1, 2])
    }

    func test_postedOnAnotherThread_isDeliveredOnThatThread() {
        let center = NotificationCenter()
        let onMainThread = Recorder<Bool>()
        let subscription = center.rx.notification(ping).subscribe(onNext: { _ in
            onMainThread.append(Thread.isMainThread)
        })

        let posted = expectation(description: "posted")
        let name = ping
        let poster = ThreadSafeCenter(center: center)
        DispatchQueue.global().async {
            poster.center.post(name: name, object: nil)
            posted.fulfill()
        }
        wait(for: [posted], timeout: 5)
        subscription.dispose()

        XCTAssertEqual(onMainThread.values, [false])
    }
}

/// A notification center sent to another thread: `NotificationCenter` is thread-safe, but older Apple SDKs do not
/// declare it `Sendable` (swift-corelibs-foundation does).
// Unchecked: `NotificationCenter` is documented thread-safe.
private struct ThreadSafeCenter: @unchecked Sendable {
    let center: NotificationCenter
}
