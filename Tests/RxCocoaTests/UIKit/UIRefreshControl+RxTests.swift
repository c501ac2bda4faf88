// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIRefreshControlRxTests: RxTestCase {
        func test_isRefreshing_beginsAndEnds() {
            let refreshControl = UIRefreshControl()

            Observable.just(true).bind(to: refreshControl.rx.isRefreshing).dispose()
            let began = refreshControl.isRefreshing
            Observable.just(false).bind(to: refreshControl.rx.isRefreshing).dispose()

            XCTAssertTrue(began)
            XCTAssertFalse(refreshControl.isRefreshing)
        }
    }
#endif
