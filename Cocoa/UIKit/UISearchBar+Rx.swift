// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UISearchBar {
        /// The search bar's delegate proxy, installed as its delegate on first use; the previous delegate becomes the
        /// proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UISearchBar, UISearchBarDelegate> {
            RxSearchBarDelegateProxy.proxy(for: base)
        }

        /// The search bar's text, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            value
        }

        /// The search bar's text, as a ``ControlProperty``.
        ///
        /// ```
        /// text: "a"--"ab"--"ab"--|     (the text on subscription, then after each edit and when editing ends;
        ///                               completes when the search bar is deallocated)
        /// ```
        ///
        /// The text is read again after `searchBar(_:textDidChange:)` and `searchBarTextDidEndEditing(_:)` (`""` for
        /// `nil`). Binding a text sets it.
        ///
        /// - Returns: The text, on the main thread.
        @preconcurrency @MainActor
        public var value: ControlProperty<String?> {
            let source = Observable<String?>.deferred { [weak searchBar = base as UISearchBar] in
                assumeMainActor {
                    let text = searchBar?.text
                    let proxy = searchBar?.rx.delegate
                    let textDidChange =
                        proxy?.methodInvoked(#selector(UISearchBarDelegate.searchBar(_:textDidChange:)))
                        ?? Observable.empty()
                    let didEndEditing =
                        proxy?.methodInvoked(#selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:)))
                        ?? Observable.empty()
                    return Observable.merge(textDidChange, didEndEditing)
                        .map { _ -> String? in assumeMainActor { searchBar?.text ?? "" } }
                        .startWith(text)
                }
            }
            let sink = Binder<String?>.onMainActor(base) { searchBar, text in
                searchBar.text = text
            }
            return ControlProperty(values: source, valueSink: sink)
        }

        /// The index of the selected scope button, as a ``ControlProperty``: the index on subscription (0 without a
        /// search bar), then the index of each `searchBar(_:selectedScopeButtonIndexDidChange:)`; completes when the
        /// search bar is deallocated. Binding an index selects that button.
        ///
        /// - Returns: The index, on the main thread.
        @preconcurrency @MainActor
        public var selectedScopeButtonIndex: ControlProperty<Int> {
            let source = Observable<Int>.deferred { [weak searchBar = base as UISearchBar] in
                assumeMainActor {
                    let index = searchBar?.selectedScopeButtonIndex ?? 0
                    let changes =
                        searchBar?.rx.delegate
                        .methodInvoked(#selector(UISearchBarDelegate.searchBar(_:selectedScopeButtonIndexDidChange:)))
                        ?? Observable.empty()
                    return changes.map { arguments in try messageArgument(arguments, at: 1, as: Int.self) }
                        .startWith(index)
                }
            }
            let sink = Binder<Int>.onMainActor(base) { searchBar, index in
                searchBar.selectedScopeButtonIndex = index
            }
            return ControlProperty(values: source, valueSink: sink)
        }

        #if os(iOS) || os(visionOS)
            /// An element each time the cancel button is tapped (`searchBarCancelButtonClicked(_:)`), after the forward
            /// delegate's method, on the main thread; completes when the search bar is deallocated.
            @preconcurrency @MainActor
            public var cancelButtonClicked: ControlEvent<Void> {
                searchBarEvent(#selector(UISearchBarDelegate.searchBarCancelButtonClicked(_:)))
            }

            /// An element each time the bookmark button is tapped (`searchBarBookmarkButtonClicked(_:)`), after the
            /// forward delegate's method, on the main thread; completes when the search bar is deallocated.
            @preconcurrency @MainActor
            public var bookmarkButtonClicked: ControlEvent<Void> {
                searchBarEvent(#selector(UISearchBarDelegate.searchBarBookmarkButtonClicked(_:)))
            }

            /// An element each time the results list button is tapped (`searchBarResultsListButtonClicked(_:)`), after
            /// the forward delegate's method, on the main thread; completes when the search bar is deallocated.
            @preconcurrency @MainActor
            public var resultsListButtonClicked: ControlEvent<Void> {
                searchBarEvent(#selector(UISearchBarDelegate.searchBarResultsListButtonClicked(_:)))
            }
        #endif

        /// An element each time the search button is tapped (`searchBarSearchButtonClicked(_:)`), after the forward
        /// delegate's method, on the main thread; completes when the search bar is deallocated.
        @preconcurrency @MainActor
        public var searchButtonClicked: ControlEvent<Void> {
            searchBarEvent(#selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:)))
        }

        /// An element each time editing begins (`searchBarTextDidBeginEditing(_:)`), after the forward delegate's
        /// method, on the main thread; completes when the search bar is deallocated.
        @preconcurrency @MainActor
        public var textDidBeginEditing: ControlEvent<Void> {
            searchBarEvent(#selector(UISearchBarDelegate.searchBarTextDidBeginEditing(_:)))
        }

        /// An element each time editing ends (`searchBarTextDidEndEditing(_:)`), after the forward delegate's
        /// method, on the main thread; completes when the search bar is deallocated.
        @preconcurrency @MainActor
        public var textDidEndEditing: ControlEvent<Void> {
            searchBarEvent(#selector(UISearchBarDelegate.searchBarTextDidEndEditing(_:)))
        }

        /// Makes `delegate` the forward delegate of the search bar's proxy, held weakly, until the returned
        /// disposable is disposed: it receives every message, including those with a result, which the proxy's
        /// observables cannot answer.
        ///
        /// - Parameter delegate: Your delegate.
        /// - Returns: Disposing it (on the main thread) removes the delegate.
        @preconcurrency @MainActor
        public func setDelegate(_ delegate: UISearchBarDelegate) -> Disposable {
            RxSearchBarDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
        }

        /// The messages `selector` of the search bar's delegate proxy, as `()`.
        @MainActor
        private func searchBarEvent(_ selector: Selector) -> ControlEvent<Void> {
            ControlEvent(events: delegate.methodInvoked(selector).map { _ in })
        }
    }
#endif
