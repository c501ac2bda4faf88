// SPDX-License-Identifier: MIT
#if canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    /// A delegate of the app, installed behind the search bar's proxy.
    @MainActor
    private final class SearchBarDelegateDouble: NSObject, UISearchBarDelegate {
        var log: [String] = []

        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            log.append("should begin")
            return false
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            log.append("search")
        }
    }

    @MainActor
    final class UISearchBarRxTests: RxTestCase {
        func test_text_emitsTheInitialText_thenTheTextAfterEachEdit_andCompletesWithTheSearchBar() {
            var log: EventLog!
            autoreleasepool {
                let searchBar = UISearchBar()
                searchBar.text = "a"
                log = EventLog(searchBar.rx.text) { $0 ?? "nil" }

                searchBar.text = "ab"
                searchBar.delegate?.searchBar?(searchBar, textDidChange: "ab")
                searchBar.text = nil
                searchBar.delegate?.searchBarTextDidEndEditing?(searchBar)
            }

            XCTAssertEqual(log.events, [.next("a"), .next("ab"), .next(""), .completed])
            log.dispose()
        }

        func test_text_bindingSetsTheText() {
            let searchBar = UISearchBar()

            Observable.just("typed").bind(to: searchBar.rx.text).dispose()

            XCTAssertEqual(searchBar.text, "typed")
        }

        func test_searchButtonClicked_firesThroughTheProxy_andCompletesWithTheSearchBar() {
            var log: EventLog!
            autoreleasepool {
                let searchBar = UISearchBar()
                log = EventLog(searchBar.rx.searchButtonClicked)

                XCTAssertTrue(searchBar.delegate === searchBar.rx.delegate)
                searchBar.delegate?.searchBarSearchButtonClicked?(searchBar)
                searchBar.delegate?.searchBarSearchButtonClicked?(searchBar)
            }

            XCTAssertEqual(log.events, [.next("()"), .next("()"), .completed])
            log.dispose()
        }

        func test_proxy_forwardsToTheForwardDelegate_theSelectorsItDoesNotImplement() {
            let searchBar = UISearchBar()
            let delegate = SearchBarDelegateDouble()
            let installation = searchBar.rx.setDelegate(delegate)
            let log = EventLog(searchBar.rx.searchButtonClicked)

            let shouldBegin = searchBar.delegate?.searchBarShouldBeginEditing?(searchBar)
            searchBar.delegate?.searchBarSearchButtonClicked?(searchBar)

            XCTAssertEqual(shouldBegin, false)
            XCTAssertEqual(delegate.log, ["should begin", "search"])
            XCTAssertEqual(log.events, [.next("()")])
            log.dispose()
            installation.dispose()
            XCTAssertNil(RxSearchBarDelegateProxy.proxy(for: searchBar).forwardToDelegate())
        }

        func test_selectedScopeButtonIndex_emitsTheIndexAndItsChanges() {
            let searchBar = UISearchBar()
            searchBar.scopeButtonTitles = ["one", "two"]
            let log = EventLog(searchBar.rx.selectedScopeButtonIndex)

            searchBar.delegate?.searchBar?(searchBar, selectedScopeButtonIndexDidChange: 1)
            log.dispose()

            XCTAssertEqual(log.events, [.next("0"), .next("1")])
        }
    }
#endif
