// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIActivityIndicatorViewRxTests: RxTestCase {
        func test_isAnimating_startsAndStops() {
            let indicator = UIActivityIndicatorView()

            Observable.just(true).bind(to: indicator.rx.isAnimating).dispose()
            let started = indicator.isAnimating
            Observable.just(false).bind(to: indicator.rx.isAnimating).dispose()

            XCTAssertTrue(started)
            XCTAssertFalse(indicator.isAnimating)
        }
    }
#endif
