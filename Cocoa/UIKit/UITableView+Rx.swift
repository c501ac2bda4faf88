// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UITableView {
        /// Binds each sequence of `source` to the table's rows, one section, each cell made by `cellFactory`.
        ///
        /// ```swift
        /// items.bind(to: tableView.rx.items) { tableView, row, element in
        ///     let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
        ///     cell.textLabel?.text = "\(element)"
        ///     return cell
        /// }
        /// .disposed(by: bag)
        /// ```
        ///
        /// - Parameter source: The sequences of items; each element replaces the rows and reloads the table, on the
        ///   main thread.
        /// - Returns: A function that takes the cell factory (called on the main thread with the table view, the row
        ///   and its item) and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
        where Source.Element == Sequence {
            { cellFactory in
                assumeMainActor {
                    let dataSource = RxTableViewReactiveArrayDataSourceSequenceWrapper<Sequence>(
                        cellFactory: cellFactory
                    )
                    return self.items(dataSource: dataSource)(source)
                }
            }
        }

        /// Binds each sequence of `source` to the table's rows, one section, each cell dequeued with `cellIdentifier`
        /// as a `Cell` and passed to `configureCell`.
        ///
        /// ```swift
        /// items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, item, cell in
        ///     cell.textLabel?.text = "\(item)"
        /// }
        /// .disposed(by: bag)
        /// ```
        ///
        /// - Parameters:
        ///   - cellIdentifier: The reuse identifier of a registered cell class or prototype.
        ///   - cellType: The cell class; dequeuing a cell of another class stops the program.
        /// - Returns: A function that takes the source, then one that takes `configureCell` (called on the main
        ///   thread with the row, its item and the dequeued cell) and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
            cellIdentifier: String,
            cellType: Cell.Type = Cell.self
        ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
        where Source.Element == Sequence {
            { source in
                { configureCell in
                    assumeMainActor {
                        let dataSource = RxTableViewReactiveArrayDataSourceSequenceWrapper<Sequence> {
                            tableView,
                            row,
                            item in
                            let indexPath = IndexPath(item: row, section: 0)
                            let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
                            guard let typed = cell as? Cell else {
                                fatalError("The cell dequeued for \(cellIdentifier), \(cell), is not a \(Cell.self).")
                            }
                            configureCell(row, item, typed)
                            return typed
                        }
                        return self.items(dataSource: dataSource)(source)
                    }
                }
            }
        }

        /// Binds the sequence `source` to the table through `dataSource`, which receives each event on the main
        /// thread (RxDataSources' data sources are bound this way).
        ///
        /// The data source is retained until the binding is disposed. After `source` completes the table keeps
        /// showing the last element until then; an error is a binding error.
        ///
        /// - Parameter dataSource: The data source.
        /// - Returns: A function that takes the source and returns the binding's disposable; dispose it on the main
        ///   thread.
        @preconcurrency @MainActor
        public func items<
            DataSource: RxTableViewDataSourceType & UITableViewDataSource,
            Source: ObservableType
        >(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            { source in
                assumeMainActor {
                    // The delegate proxy goes in first: binding the data source might touch `rx.delegate`, and
                    // installing the delegate proxy then could leave the table in an odd state.
                    _ = self.delegate
                    return source.subscribeProxyDataSource(
                        ofObject: self.base,
                        dataSource: dataSource as UITableViewDataSource,
                        retainDataSource: true
                    ) { [weak tableView = self.base] (_: RxTableViewDataSourceProxy, event) in
                        guard let tableView else { return }
                        dataSource.tableView(tableView, observedEvent: event)
                    }
                }
            }
        }
    }

    extension Reactive where Base: UITableView {
        /// The table's data source proxy (``RxTableViewDataSourceProxy``), installed as its data source on first use.
        @preconcurrency @MainActor
        public var dataSource: DelegateProxy<UITableView, UITableViewDataSource> {
            RxTableViewDataSourceProxy.proxy(for: base)
        }

        /// Installs `dataSource` as the forward data source of ``dataSource``'s proxy; it is not retained.
        ///
        /// - Parameter dataSource: The data source.
        /// - Returns: Disposing it (on the main thread) uninstalls the data source.
        @preconcurrency @MainActor
        public func setDataSource(_ dataSource: UITableViewDataSource) -> Disposable {
            RxTableViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
        }

        /// The index path of each `tableView(_:didSelectRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemSelected: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
        }

        /// The index path of each `tableView(_:didDeselectRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemDeselected: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UITableViewDelegate.tableView(_:didDeselectRowAt:)))
        }

        /// The index path of each `tableView(_:didHighlightRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemHighlighted: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UITableViewDelegate.tableView(_:didHighlightRowAt:)))
        }

        /// The index path of each `tableView(_:didUnhighlightRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemUnhighlighted: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UITableViewDelegate.tableView(_:didUnhighlightRowAt:)))
        }

        /// The index path of each `tableView(_:accessoryButtonTappedForRowWith:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UITableViewDelegate.tableView(_:accessoryButtonTappedForRowWith:)))
        }

        /// The index path of each `tableView(_:commit:forRowAt:)` with the `.insert` style (a data source message),
        /// on the main thread.
        @preconcurrency @MainActor
        public var itemInserted: ControlEvent<IndexPath> {
            committedEvent(.insert)
        }

        /// The index path of each `tableView(_:commit:forRowAt:)` with the `.delete` style (a data source message),
        /// on the main thread.
        @preconcurrency @MainActor
        public var itemDeleted: ControlEvent<IndexPath> {
            committedEvent(.delete)
        }

        /// The source and destination of each `tableView(_:moveRowAt:to:)` (a data source message), on the main
        /// thread.
        @preconcurrency @MainActor
        public var itemMoved: ControlEvent<ItemMovedEvent> {
            let source = dataSource.methodInvoked(#selector(UITableViewDataSource.tableView(_:moveRowAt:to:)))
                .map { arguments -> ItemMovedEvent in
                    try (castOrThrow(IndexPath.self, arguments[1]), castOrThrow(IndexPath.self, arguments[2]))
                }
            return ControlEvent(events: source)
        }

        /// The cell and index path of each `tableView(_:willDisplay:forRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
            let source = delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:willDisplay:forRowAt:)))
                .map { arguments -> WillDisplayCellEvent in
                    try (castOrThrow(UITableViewCell.self, arguments[1]), castOrThrow(IndexPath.self, arguments[2]))
                }
            return ControlEvent(events: source)
        }

        /// The cell and index path of each `tableView(_:didEndDisplaying:forRowAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
            let source = delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:didEndDisplaying:forRowAt:)))
                .map { arguments -> DidEndDisplayingCellEvent in
                    try (castOrThrow(UITableViewCell.self, arguments[1]), castOrThrow(IndexPath.self, arguments[2]))
                }
            return ControlEvent(events: source)
        }

        /// The model of each selected row, read with ``model(at:)`` from a data source bound with `rx.items` (or
        /// another ``SectionedViewDataSourceType``), on the main thread.
        ///
        /// - Parameter modelType: The model type; a model of another type is an error of the event.
        /// - Returns: The models.
        @preconcurrency @MainActor
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            modelEvent(itemSelected)
        }

        /// The model of each deselected row, as ``modelSelected(_:)``.
        ///
        /// - Parameter modelType: The model type.
        /// - Returns: The models.
        @preconcurrency @MainActor
        public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            modelEvent(itemDeselected)
        }

        /// The model of each deleted row (``itemDeleted``), as ``modelSelected(_:)``.
        ///
        /// - Parameter modelType: The model type.
        /// - Returns: The models.
        @preconcurrency @MainActor
        public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
            modelEvent(itemDeleted)
        }

        /// The model at `indexPath`, from the data source bound with `rx.items` (or another
        /// ``SectionedViewDataSourceType`` installed on ``dataSource``'s proxy).
        ///
        /// - Parameter indexPath: The row.
        /// - Returns: The model.
        /// - Throws: What the data source's ``SectionedViewDataSourceType/model(at:)`` throws (no items bound yet).
        /// - Precondition: A ``SectionedViewDataSourceType`` is bound, and its model is a `T`.
        @preconcurrency @MainActor
        public func model<T>(at indexPath: IndexPath) throws -> T {
            let source: SectionedViewDataSourceType = castOrFatalError(
                dataSource.forwardToDelegate(),
                message: "model(at:) needs a data source bound with one of the `rx.items` methods."
            )
            return castOrFatalError(try source.model(at: indexPath))
        }

        /// The models of `indexPaths`, read on the main thread while the view exists.
        @MainActor
        private func modelEvent<T>(_ indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
            let source = indexPaths.flatMap { [weak view = base as UITableView] indexPath -> Observable<T> in
                try assumeMainActor {
                    guard let view else { return Observable<T>.empty() }
                    let model: T = try view.rx.model(at: indexPath)
                    return Observable.just(model)
                }
            }
            return ControlEvent(events: source)
        }

        /// The index paths of the data source's `tableView(_:commit:forRowAt:)` with `style`.
        @MainActor
        private func committedEvent(_ style: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
            let source = dataSource.methodInvoked(#selector(UITableViewDataSource.tableView(_:commit:forRowAt:)))
                .filter { arguments in
                    try castOrThrow(NSNumber.self, arguments[1]).intValue == style.rawValue
                }
                .map { arguments in try castOrThrow(IndexPath.self, arguments[2]) }
            return ControlEvent(events: source)
        }
    }

    @available(iOS 10.0, tvOS 10.0, *)
    extension Reactive where Base: UITableView {
        /// The table's prefetch data source proxy (``RxTableViewDataSourcePrefetchingProxy``), installed as its
        /// prefetch data source on first use.
        @preconcurrency @MainActor
        public var prefetchDataSource: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> {
            RxTableViewDataSourcePrefetchingProxy.proxy(for: base)
        }

        /// Installs `prefetchDataSource` as the forward prefetch data source of ``prefetchDataSource``'s proxy; it is
        /// not retained.
        ///
        /// - Parameter prefetchDataSource: The prefetch data source.
        /// - Returns: Disposing it (on the main thread) uninstalls it.
        @preconcurrency @MainActor
        public func setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching) -> Disposable {
            RxTableViewDataSourcePrefetchingProxy.installForwardDelegate(
                prefetchDataSource,
                retainDelegate: false,
                onProxyForObject: base
            )
        }

        /// The index paths of each `tableView(_:prefetchRowsAt:)`, on the main thread; completes when the table view
        /// is deallocated.
        @preconcurrency @MainActor
        public var prefetchRows: ControlEvent<[IndexPath]> {
            ControlEvent(events: RxTableViewDataSourcePrefetchingProxy.proxy(for: base).prefetchRowsPublishSubject)
        }

        /// The index paths of each `tableView(_:cancelPrefetchingForRowsAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var cancelPrefetchingForRows: ControlEvent<[IndexPath]> {
            let selector = #selector(UITableViewDataSourcePrefetching.tableView(_:cancelPrefetchingForRowsAt:))
            let source = prefetchDataSource.methodInvoked(selector)
                .map { arguments in try castOrThrow([IndexPath].self, arguments[1]) }
            return ControlEvent(events: source)
        }
    }
#endif

#if os(tvOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UITableView {
        /// The context and animation coordinator of each `tableView(_:didUpdateFocusIn:with:)`, on the main thread.
        @preconcurrency @MainActor
        public var didUpdateFocusInContextWithAnimationCoordinator:
            ControlEvent<(context: UITableViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)>
        {
            let source = delegate.methodInvoked(#selector(UITableViewDelegate.tableView(_:didUpdateFocusIn:with:)))
                .map { arguments in
                    (
                        context: try castOrThrow(UITableViewFocusUpdateContext.self, arguments[1]),
                        animationCoordinator: try castOrThrow(UIFocusAnimationCoordinator.self, arguments[2])
                    )
                }
            return ControlEvent(events: source)
        }
    }
#endif
