// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import RxSchedulers
    import RxTraits
    import UIKit

    extension Reactive where Base: UIPickerView {
        /// The picker view's delegate proxy, installed as its delegate on first use; the previous delegate becomes the
        /// proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> {
            RxPickerViewDelegateProxy.proxy(for: base)
        }

        /// Makes `delegate` the forward delegate of the picker's delegate proxy, held weakly, until the returned
        /// disposable is disposed: it answers the messages with a result (titles, views, sizes).
        ///
        /// - Parameter delegate: Your delegate.
        /// - Returns: Disposing it (on the main thread) removes the delegate.
        @preconcurrency @MainActor
        public func setDelegate(_ delegate: UIPickerViewDelegate) -> Disposable {
            RxPickerViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
        }

        /// The picker view's data source proxy, installed as its data source on first use; the previous data source
        /// becomes the proxy's forward data source. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var dataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> {
            RxPickerViewDataSourceProxy.proxy(for: base)
        }

        /// The row and component the user selected, each time (`pickerView(_:didSelectRow:inComponent:)`), after the
        /// forward delegate's method, on the main thread; completes when the picker view is deallocated.
        ///
        /// ```
        /// selections: --(row: 2, component: 0)--(row: 0, component: 1)--|
        /// ```
        @preconcurrency @MainActor
        public var itemSelected: ControlEvent<(row: Int, component: Int)> {
            let source = delegate.methodInvoked(#selector(UIPickerViewDelegate.pickerView(_:didSelectRow:inComponent:)))
                .map { arguments in
                    (
                        row: try messageArgument(arguments, at: 1, as: Int.self),
                        component: try messageArgument(arguments, at: 2, as: Int.self)
                    )
                }
            return ControlEvent(events: source)
        }

        /// The models of the selected rows of every component, each time the user selects a row (see
        /// ``itemSelected``), on the main thread; completes when the picker view is deallocated.
        ///
        /// Only for pickers whose rows are bound with ``itemTitles(_:)``, ``itemAttributedTitles(_:)``,
        /// ``items(_:)`` or ``items(adapter:)`` with RxCocoa's adapters: the models are read with ``model(at:)``.
        ///
        /// ```swift
        /// pickerView.rx.modelSelected(City.self)
        ///     .subscribe(onNext: { cities in print(cities[0].name) })
        /// ```
        ///
        /// - Parameter modelType: The type of the bound elements.
        /// - Returns: One model per component; fails with ``RxCocoaError/itemsNotYetBound(object:)`` when a component
        ///   has no selected row.
        @preconcurrency @MainActor
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<[T]> {
            let source = itemSelected.flatMap { [weak view = base as UIPickerView] _ -> Observable<[T]> in
                try assumeMainActor {
                    guard let view else { return Observable.empty() }
                    let models: [T] = try PickerViewSelection.models(
                        numberOfComponents: view.numberOfComponents,
                        selectedRow: { component in view.selectedRow(inComponent: component) },
                        model: { row, component in try view.rx.model(at: IndexPath(row: row, section: component)) }
                    )
                    return Observable.just(models)
                }
            }
            return ControlEvent(events: source)
        }

        /// Binds sequences of elements to the picker's rows, one component, a title per row.
        ///
        /// ```swift
        /// Observable.just(["Lisbon", "Porto"])
        ///     .bind(to: pickerView.rx.itemTitles) { row, city in city }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// Each sequence the source emits replaces the rows and reloads the picker, on the main thread. The adapter
        /// becomes the picker's delegate and (retained) data source until the binding is disposed; after the source
        /// completes, the last rows stay.
        ///
        /// - Parameter source: The sequences of elements.
        /// - Returns: A function of `titleForRow` (the row and its element to the title) that binds and returns the
        ///   binding's disposable.
        @preconcurrency @MainActor
        public func itemTitles<Sequence: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ titleForRow: @escaping (Int, Sequence.Element) -> String?) -> Disposable
        where Source.Element == Sequence {
            { titleForRow in
                assumeMainActor {
                    let adapter = RxStringPickerViewAdapter<Sequence>(titleForRow: titleForRow)
                    return self.items(adapter: adapter)(source)
                }
            }
        }

        /// Binds sequences of elements to the picker's rows, one component, an attributed title per row. The same
        /// rules as ``itemTitles(_:)`` apply.
        ///
        /// ```swift
        /// Observable.just(["Lisbon", "Porto"])
        ///     .bind(to: pickerView.rx.itemAttributedTitles) { row, city in NSAttributedString(string: city) }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// - Parameter source: The sequences of elements.
        /// - Returns: A function of `attributedTitleForRow` (the row and its element to the attributed title) that
        ///   binds and returns the binding's disposable.
        @preconcurrency @MainActor
        public func itemAttributedTitles<Sequence: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ attributedTitleForRow: @escaping (Int, Sequence.Element) -> NSAttributedString?) -> Disposable
        where Source.Element == Sequence {
            { attributedTitleForRow in
                assumeMainActor {
                    let adapter = RxAttributedStringPickerViewAdapter<Sequence>(
                        attributedTitleForRow: attributedTitleForRow
                    )
                    return self.items(adapter: adapter)(source)
                }
            }
        }

        /// Binds sequences of elements to the picker's rows, one component, a view per row. The same rules as
        /// ``itemTitles(_:)`` apply.
        ///
        /// ```swift
        /// Observable.just(["Lisbon", "Porto"])
        ///     .bind(to: pickerView.rx.items) { row, city, reused in
        ///         let label = reused as? UILabel ?? UILabel()
        ///         label.text = city
        ///         return label
        ///     }
        ///     .disposed(by: disposeBag)
        /// ```
        ///
        /// - Parameter source: The sequences of elements.
        /// - Returns: A function of `viewForRow` (the row, its element and the view to reuse to the row's view) that
        ///   binds and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ viewForRow: @escaping (Int, Sequence.Element, UIView?) -> UIView) -> Disposable
        where Source.Element == Sequence {
            { viewForRow in
                assumeMainActor {
                    let adapter = RxPickerViewAdapter<Sequence>(viewForRow: viewForRow)
                    return self.items(adapter: adapter)(source)
                }
            }
        }

        /// Binds a sequence to the picker through `adapter`, which becomes the picker's delegate (held weakly) and
        /// data source (retained) until the binding is disposed.
        ///
        /// Each event of the source reaches `adapter.pickerView(_:observedEvent:)` on the main thread. After the
        /// source completes, the adapter stays the data source, showing the last elements, until the binding is
        /// disposed; an error stops the program in debug builds (a binding must not fail) and is logged otherwise.
        ///
        /// - Parameter adapter: Turns the elements into components and rows.
        /// - Returns: A function of the source that binds it and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<
            Source: ObservableType,
            Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate
        >(adapter: Adapter) -> (_ source: Source) -> Disposable where Source.Element == Adapter.Element {
            { source in
                assumeMainActor {
                    let delegateSubscription = self.setDelegate(adapter)
                    let dataSourceSubscription = bindDataSource(source, adapter: adapter)
                    return Disposables.create(delegateSubscription, dataSourceSubscription)
                }
            }
        }

        /// The model of a row, read from the data source bound with ``itemTitles(_:)``, ``itemAttributedTitles(_:)``,
        /// ``items(_:)`` or ``items(adapter:)`` with RxCocoa's adapters.
        ///
        /// - Parameter indexPath: The row (`row`) of a component (`section`).
        /// - Returns: The element bound to that row.
        /// - Throws: ``RxCocoaError/itemsNotYetBound(object:)`` when there is no such row yet.
        /// - Precondition: The picker's forward data source is a ``SectionedViewDataSourceType`` (RxCocoa's adapters
        ///   are), and the element is a `T`.
        @preconcurrency @MainActor
        public func model<T>(at indexPath: IndexPath) throws -> T {
            guard let source = dataSource.forwardToDelegate() as? SectionedViewDataSourceType else {
                fatalError(
                    "model(at:) needs a data source bound with rx.itemTitles, rx.itemAttributedTitles or rx.items."
                )
            }
            let model = try source.model(at: indexPath)
            guard let typed = model as? T else {
                fatalError("The model \(model) at \(indexPath) is not a \(T.self).")
            }
            return typed
        }

        /// Installs `adapter` as the forward data source of the picker's proxy (retained) and feeds it the source's
        /// events on the main thread, until disposed or the picker is deallocated (`subscribeProxyDataSource`).
        @MainActor
        private func bindDataSource<
            Source: ObservableType,
            Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource
        >(
            _ source: Source,
            adapter: Adapter
        ) -> Disposable where Source.Element == Adapter.Element {
            let pickerView: UIPickerView = base
            return source.subscribeProxyDataSource(ofObject: pickerView, dataSource: adapter, retainDataSource: true) {
                [weak pickerView] (_: RxPickerViewDataSourceProxy, event: Event<Source.Element>) in
                if let pickerView { adapter.pickerView(pickerView, observedEvent: event) }
            }
        }
    }
#endif
