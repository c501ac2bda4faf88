// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIGestureRecognizerRxTests: RxTestCase {
        func test_event_completesWhenTheRecognizerIsDeallocated() {
            var log: EventLog!
            autoreleasepool {
                let recognizer = UITapGestureRecognizer()
                log = EventLog(recognizer.rx.event) { _ in "recognizer" }

            }

            XCTAssertEqual(log.events, [.completed])
            log.dispose()
        }

        func test_subscribeThenDispose_releasesItsTarget_withoutEvents() {
            let recognizer = UITapGestureRecognizer()
            var received: [UITapGestureRecognizer] = []
            let subscription = recognizer.rx.event.subscribe(onNext: { received.append($0) })
            subscription.dispose()

            // RxTestCase's tear-down checks that the target, counted in `Resources.total`, was released.
            XCTAssertTrue(received.isEmpty)
        }
    }
#endif
