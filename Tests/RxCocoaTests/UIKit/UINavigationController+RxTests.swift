// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    private final class DetailViewController: UIViewController {}

    @MainActor
    final class UINavigationControllerRxTests: RxTestCase {
        func test_willShowAndDidShow_emitTheViewControllerAndAnimation_andCompleteWithTheController() {
            var willShow: EventLog!
            var didShow: EventLog!
            autoreleasepool {
                let navigation = UINavigationController()
                let describe: (Reactive<UINavigationController>.ShowEvent) -> String = { event in
                    "\(type(of: event.viewController)) \(event.animated)"
                }
                willShow = EventLog(navigation.rx.willShow, describe: describe)
                didShow = EventLog(navigation.rx.didShow, describe: describe)

                let detail = DetailViewController()
                navigation.delegate?.navigationController?(navigation, willShow: detail, animated: true)
                navigation.delegate?.navigationController?(navigation, didShow: detail, animated: false)
            }

            XCTAssertEqual(willShow.events, [.next("DetailViewController true"), .completed])
            XCTAssertEqual(didShow.events, [.next("DetailViewController false"), .completed])
            willShow.dispose()
            didShow.dispose()
        }
    }
#endif
