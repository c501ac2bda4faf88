// SPDX-License-Identifier: MIT
#if canImport(UIKit) && os(iOS)
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import WebKit
    import XCTest

    /// A view controller written in Swift 6 mode, main-actor isolated as UIKit's are, that uses every delegate proxy
    /// extension: it must compile without warnings, `MainActor.assumeIsolated` or `@preconcurrency`.
    @MainActor
    private final class SearchScreen: UIViewController, UIPickerViewDelegate {
        let bag = DisposeBag()
        let searchBar = UISearchBar()
        let searchController = UISearchController(searchResultsController: nil)
        let picker = UIPickerView()
        let notes = UITextView()
        let tabBar = UITabBar()
        let tabs = UITabBarController()
        let web = WKWebView()
        let navigation = UINavigationController()
        var log: [String] = []

        func wire() {
            searchBar.rx.text.orEmpty.subscribe(onNext: { [weak self] in self?.log.append("query \($0)") })
                .disposed(by: bag)
            Observable.just("start").bind(to: searchBar.rx.text).disposed(by: bag)
            searchBar.rx.selectedScopeButtonIndex.subscribe(onNext: { _ in }).disposed(by: bag)
            Observable.merge(
                searchBar.rx.cancelButtonClicked.asObservable(),
                searchBar.rx.bookmarkButtonClicked.asObservable(),
                searchBar.rx.resultsListButtonClicked.asObservable(),
                searchBar.rx.searchButtonClicked.asObservable(),
                searchBar.rx.textDidBeginEditing.asObservable(),
                searchBar.rx.textDidEndEditing.asObservable()
            )
            .subscribe(onNext: { [weak self] in self?.log.append("search bar") })
            .disposed(by: bag)
            _ = searchBar.rx.delegate.sentMessage(#selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:)))

            Observable.merge(
                searchController.rx.didDismiss,
                searchController.rx.didPresent,
                searchController.rx.present,
                searchController.rx.willDismiss,
                searchController.rx.willPresent
            )
            .subscribe(onNext: {})
            .disposed(by: bag)

            Observable.just(["a", "b"]).bind(to: picker.rx.itemTitles) { _, title in title }.disposed(by: bag)
            picker.rx.itemSelected.subscribe(onNext: { [weak self] selection in self?.log.append("\(selection.row)") })
                .disposed(by: bag)
            picker.rx.modelSelected(String.self).subscribe(onNext: { _ in }).disposed(by: bag)
            let title: String? = try? picker.rx.model(at: IndexPath(row: 0, section: 0))
            log.append(title ?? "none")
            _ = picker.rx.dataSource

            notes.rx.text.orEmpty.bind(to: searchBar.rx.text).disposed(by: bag)
            notes.rx.attributedText.subscribe(onNext: { _ in }).disposed(by: bag)
            Observable.merge(
                notes.rx.didBeginEditing.asObservable(),
                notes.rx.didEndEditing.asObservable(),
                notes.rx.didChange.asObservable(),
                notes.rx.didChangeSelection.asObservable()
            )
            .subscribe(onNext: {})
            .disposed(by: bag)
            _ = notes.rx.textInput.text
            notes.textStorage.rx.didProcessEditingRangeChangeInLength.subscribe(onNext: { _ in }).disposed(by: bag)

            navigation.rx.willShow.subscribe(onNext: { [weak self] event in
                self?.log.append("\(event.viewController.title ?? "") \(event.animated)")
            })
            .disposed(by: bag)
            navigation.rx.didShow.subscribe(onNext: { _ in }).disposed(by: bag)

            tabBar.rx.didSelectItem.subscribe(onNext: { [weak self] item in self?.log.append(item.title ?? "") })
                .disposed(by: bag)
            Observable.merge(
                tabBar.rx.willBeginCustomizing.asObservable(),
                tabBar.rx.didBeginCustomizing.asObservable()
            )
            .subscribe(onNext: { _ in })
            .disposed(by: bag)
            Observable.merge(tabBar.rx.willEndCustomizing.asObservable(), tabBar.rx.didEndCustomizing.asObservable())
                .subscribe(onNext: { _ in })
                .disposed(by: bag)
            tabs.rx.didSelect.subscribe(onNext: { _ in }).disposed(by: bag)
            tabs.rx.willBeginCustomizing.subscribe(onNext: { _ in }).disposed(by: bag)
            Observable.merge(tabs.rx.willEndCustomizing.asObservable(), tabs.rx.didEndCustomizing.asObservable())
                .subscribe(onNext: { event in _ = event.changed })
                .disposed(by: bag)

            Observable.merge(web.rx.didCommit, web.rx.didStartLoad, web.rx.didFinishLoad)
                .subscribe(onNext: { _ in })
                .disposed(by: bag)
            web.rx.didFailLoad.subscribe(onNext: { _, error in _ = error }).disposed(by: bag)
            _ = web.rx.navigationDelegate
        }
    }

    @MainActor
    final class ProxiesMainActorClientTests: RxTestCase {
        func test_aMainActorViewControllerWiresEveryProxy() {
            let screen = SearchScreen()
            screen.wire()
            screen.picker.delegate?.pickerView?(screen.picker, didSelectRow: 1, inComponent: 0)

            XCTAssertEqual(screen.searchBar.text, "start")
            XCTAssertTrue(screen.log.contains("1"))
        }
    }
#endif
