// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIBarButtonItemRxTests: RxTestCase {
        /// Taps the item as UIKit does: its action sent to its target.
        private func tap(_ item: UIBarButtonItem) {
            guard let target = item.target, let action = item.action else { return }
            _ = target.perform(action, with: item)
        }

        func test_tap_emitsOncePerTap_toEverySubscriber() {
            let item = UIBarButtonItem()
            let first = EventLog(item.rx.tap)
            let second = EventLog(item.rx.tap)

            tap(item)
            first.dispose()
            tap(item)
            second.dispose()

            XCTAssertEqual(first.events, [.next("()")])
            XCTAssertEqual(second.events, [.next("()"), .next("()")])
            XCTAssertNil(item.target)
            XCTAssertNil(item.action)
        }

        func test_tap_completesWhenTheItemIsDeallocated() {
            var log: EventLog!
            autoreleasepool {
                let item = UIBarButtonItem()
                log = EventLog(item.rx.tap)

                tap(item)
            }

            XCTAssertEqual(log.events, [.next("()"), .completed])
            log.dispose()
        }
    }
#endif
