// SPDX-License-Identifier: MIT
#if canImport(UIKit) && os(iOS)
    import RxCocoa
    import RxSwift
    import UIKit
    import WebKit
    import XCTest

    // Code written for RxSwift 6, before Swift concurrency: nonisolated extensions, a view model and a proxy
    // subclass that use the delegate proxies, as RxKeyboard, RxGesture, RxSwiftExt and app code do. The proxies'
    // members are `@preconcurrency @MainActor`, so this compiles unchanged (and without warnings) in Swift 5 mode.
    extension Reactive where Base: UISearchBar {
        /// A library's own event, built on RxCocoa's delegate proxy.
        fileprivate var editingBegan: Observable<Void> {
            delegate.sentMessage(#selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:))).map { _ in () }
        }
    }

    extension Reactive where Base: UITextView {
        /// A library's own property, built on `text`.
        fileprivate var trimmedText: Observable<String> {
            text.orEmpty.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// A proxy subclass, as apps write them (no annotations).
    private final class CountingSearchBarDelegateProxy: RxSearchBarDelegateProxy {
        var count = 0
        override func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
            count += 1
            super._methodInvoked(selector, withArguments: arguments)
        }
    }

    /// The search screen's bindings, wired the RxSwift 6 way from nonisolated code.
    private final class SearchBinding {
        let bag = DisposeBag()
        var queries: [String] = []
        var searches = 0
        var selected: [String] = []

        func wire(searchBar: UISearchBar, picker: UIPickerView, notes: UITextView, navigation: UINavigationController) {
            searchBar.rx.text.orEmpty
                .subscribe(onNext: { [unowned self] in queries.append($0) })
                .disposed(by: bag)
            searchBar.rx.searchButtonClicked
                .subscribe(onNext: { [unowned self] in searches += 1 })
                .disposed(by: bag)
            _ = searchBar.rx.editingBegan
            _ = RxSearchBarDelegateProxy.proxy(for: searchBar).forwardToDelegate()

            Observable.just(["red", "green"])
                .bind(to: picker.rx.itemTitles) { _, color in color }
                .disposed(by: bag)
            picker.rx.modelSelected(String.self)
                .subscribe(onNext: { [unowned self] in selected = $0 })
                .disposed(by: bag)

            notes.rx.trimmedText.subscribe(onNext: { _ in }).disposed(by: bag)
            notes.rx.didChange.subscribe(onNext: {}).disposed(by: bag)
            navigation.rx.willShow
                .map { $0.viewController }
                .subscribe(onNext: { _ in })
                .disposed(by: bag)
            let web = WKWebView()
            web.rx.didFinishLoad.subscribe(onNext: { _ in }).disposed(by: bag)
        }
    }

    final class SearchAndPickerClientTests: XCTestCase {
        func test_nonisolatedRxSwift6Code_wiresTheDelegateProxies() {
            let searchBar = UISearchBar()
            let picker = UIPickerView()
            let binding = SearchBinding()
            binding.wire(
                searchBar: searchBar,
                picker: picker,
                notes: UITextView(),
                navigation: UINavigationController()
            )

            searchBar.text = "rx"
            searchBar.delegate?.searchBar?(searchBar, textDidChange: "rx")
            searchBar.delegate?.searchBarSearchButtonClicked?(searchBar)
            picker.selectRow(1, inComponent: 0, animated: false)
            picker.delegate?.pickerView?(picker, didSelectRow: 1, inComponent: 0)

            XCTAssertEqual(binding.queries, ["", "rx"])
            XCTAssertEqual(binding.searches, 1)
            XCTAssertEqual(binding.selected, ["green"])
            _ = CountingSearchBarDelegateProxy(searchBar: UISearchBar())
        }
    }
#endif
