// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    /// A delegate of the app, beside the proxy.
    private final class ScrollDelegateDouble: NSObject, UIScrollViewDelegate {
        var log: [String] = []

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            log.append("did scroll \(scrollView.contentOffset.y)")
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            log.append("view for zooming")
            return nil
        }
    }

    @MainActor
    final class UIScrollViewRxTests: RxTestCase {
        func test_contentOffset_emitsTheCurrentOffset_thenEachScroll_andCompletesWithTheView() {
            var log: EventLog!
            autoreleasepool {
                let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                scrollView.contentSize = CGSize(width: 100, height: 1000)
                log = EventLog(scrollView.rx.contentOffset) { "\($0.x),\($0.y)" }

                scrollView.contentOffset = CGPoint(x: 0, y: 10)
                scrollView.delegate?.scrollViewDidScroll?(scrollView)
            }

            XCTAssertEqual(log.events.first, .next("0.0,0.0"))
            XCTAssertEqual(log.events.last, .completed)
            XCTAssertTrue(log.events.contains(.next("0.0,10.0")))
            log.dispose()
        }

        func test_contentOffset_bindingSetsTheOffset() {
            let scrollView = UIScrollView()

            Observable.just(CGPoint(x: 3, y: 4)).bind(to: scrollView.rx.contentOffset).dispose()

            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 3, y: 4))
        }

        func test_didScroll_emitsOncePerDelegateMessage() {
            let scrollView = UIScrollView()
            let log = EventLog(scrollView.rx.didScroll)

            scrollView.delegate?.scrollViewDidScroll?(scrollView)
            scrollView.delegate?.scrollViewDidScroll?(scrollView)

            XCTAssertEqual(log.events, [.next("()"), .next("()")])
            log.dispose()
        }

        func test_didEndDragging_emitsWhetherItDecelerates() {
            let scrollView = UIScrollView()
            let log = EventLog(scrollView.rx.didEndDragging)

            scrollView.delegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: true)

            XCTAssertEqual(log.events, [.next("true")])
            log.dispose()
        }

        func test_setDelegate_forwardsWhatTheProxyDoesNotImplement_andWhatItDoes() {
            let scrollView = UIScrollView()
            let delegate = ScrollDelegateDouble()
            let installation = scrollView.rx.setDelegate(delegate)
            let log = EventLog(scrollView.rx.didScroll)

            _ = scrollView.delegate?.viewForZooming?(in: scrollView)
            scrollView.delegate?.scrollViewDidScroll?(scrollView)

            XCTAssertEqual(delegate.log, ["view for zooming", "did scroll 0.0"])
            XCTAssertEqual(log.events, [.next("()")])
            log.dispose()
            installation.dispose()
        }
    }
#endif
