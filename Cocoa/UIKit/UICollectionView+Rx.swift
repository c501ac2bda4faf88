// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UICollectionView {
        /// Binds each sequence of `source` to the collection view's items, one section, each cell made by `cellFactory`.
        ///
        /// ```swift
        /// items.bind(to: collectionView.rx.items) { collectionView, index, element in
        ///     let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: index, section: 0))
        ///     (cell as? NumberCell)?.value = element
        ///     return cell
        /// }
        /// .disposed(by: bag)
        /// ```
        ///
        /// - Parameter source: The sequences of items; each element replaces the items and reloads the collection view, on the
        ///   main thread.
        /// - Returns: A function that takes the cell factory (called on the main thread with the collection view, the item
        ///   and its item) and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Source: ObservableType>(
            _ source: Source
        ) -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
        where Source.Element == Sequence {
            { cellFactory in
                assumeMainActor {
                    let dataSource = RxCollectionViewReactiveArrayDataSourceSequenceWrapper<Sequence>(
                        cellFactory: cellFactory
                    )
                    return self.items(dataSource: dataSource)(source)
                }
            }
        }

        /// Binds each sequence of `source` to the collection view's items, one section, each cell dequeued with `cellIdentifier`
        /// as a `Cell` and passed to `configureCell`.
        ///
        /// ```swift
        /// items.bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: NumberCell.self)) { index, item, cell in
        ///     cell.value = item
        /// }
        /// .disposed(by: bag)
        /// ```
        ///
        /// - Parameters:
        ///   - cellIdentifier: The reuse identifier of a registered cell class or prototype.
        ///   - cellType: The cell class; dequeuing a cell of another class stops the program.
        /// - Returns: A function that takes the source, then one that takes `configureCell` (called on the main
        ///   thread with the item's index, the item and the dequeued cell) and returns the binding's disposable.
        @preconcurrency @MainActor
        public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
            cellIdentifier: String,
            cellType: Cell.Type = Cell.self
        ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
        where Source.Element == Sequence {
            { source in
                { configureCell in
                    assumeMainActor {
                        let dataSource = RxCollectionViewReactiveArrayDataSourceSequenceWrapper<Sequence> {
                            collectionView,
                            index,
                            item in
                            let indexPath = IndexPath(item: index, section: 0)
                            let cell = collectionView.dequeueReusableCell(
                                withReuseIdentifier: cellIdentifier,
                                for: indexPath
                            )
                            guard let typed = cell as? Cell else {
                                fatalError("The cell dequeued for \(cellIdentifier), \(cell), is not a \(Cell.self).")
                            }
                            configureCell(index, item, typed)
                            return typed
                        }
                        return self.items(dataSource: dataSource)(source)
                    }
                }
            }
        }

        /// Binds the sequence `source` to the collection view through `dataSource`, which receives each event on the main
        /// thread (RxDataSources' data sources are bound this way).
        ///
        /// The data source is retained until the binding is disposed. After `source` completes the collection view keeps
        /// showing the last element until then; an error is a binding error.
        ///
        /// - Parameter dataSource: The data source.
        /// - Returns: A function that takes the source and returns the binding's disposable; dispose it on the main
        ///   thread.
        @preconcurrency @MainActor
        public func items<
            DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource,
            Source: ObservableType
        >(dataSource: DataSource) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
            { source in
                assumeMainActor {
                    // The delegate proxy goes in first: binding the data source might touch `rx.delegate`, and
                    // installing the delegate proxy then could leave the collection view in an odd state.
                    _ = self.delegate
                    return source.subscribeProxyDataSource(
                        ofObject: self.base,
                        dataSource: dataSource as UICollectionViewDataSource,
                        retainDataSource: true
                    ) { [weak collectionView = self.base] (_: RxCollectionViewDataSourceProxy, event) in
                        guard let collectionView else { return }
                        dataSource.collectionView(collectionView, observedEvent: event)
                    }
                }
            }
        }
    }

    extension Reactive where Base: UICollectionView {
        /// The element of ``willDisplayCell`` and ``didEndDisplayingCell``: the cell and its index path.
        public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)

        /// The element of ``willDisplaySupplementaryView`` and ``didEndDisplayingSupplementaryView``: the view, its
        /// kind and its index path.
        public typealias DisplayCollectionViewSupplementaryViewEvent = (
            supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath
        )

        /// The collection view's data source proxy (``RxCollectionViewDataSourceProxy``), installed as its data
        /// source on first use.
        @preconcurrency @MainActor
        public var dataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> {
            RxCollectionViewDataSourceProxy.proxy(for: base)
        }

        /// Installs `dataSource` as the forward data source of ``dataSource``'s proxy; it is not retained.
        ///
        /// - Parameter dataSource: The data source.
        /// - Returns: Disposing it (on the main thread) uninstalls the data source.
        @preconcurrency @MainActor
        public func setDataSource(_ dataSource: UICollectionViewDataSource) -> Disposable {
            RxCollectionViewDataSourceProxy.installForwardDelegate(
                dataSource,
                retainDelegate: false,
                onProxyForObject: base
            )
        }

        /// The index path of each `collectionView(_:didSelectItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemSelected: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)))
        }

        /// The index path of each `collectionView(_:didDeselectItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemDeselected: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didDeselectItemAt:)))
        }

        /// The index path of each `collectionView(_:didHighlightItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemHighlighted: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didHighlightItemAt:)))
        }

        /// The index path of each `collectionView(_:didUnhighlightItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var itemUnhighlighted: ControlEvent<IndexPath> {
            delegate.indexPathEvent(#selector(UICollectionViewDelegate.collectionView(_:didUnhighlightItemAt:)))
        }

        /// The cell and index path of each `collectionView(_:willDisplay:forItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
            cellEvent(#selector(UICollectionViewDelegate.collectionView(_:willDisplay:forItemAt:)))
        }

        /// The view, kind and index path of each
        /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`, on the main thread.
        @preconcurrency @MainActor
        public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
            supplementaryViewEvent(
                #selector(UICollectionViewDelegate.collectionView(_:willDisplaySupplementaryView:forElementKind:at:))
            )
        }

        /// The cell and index path of each `collectionView(_:didEndDisplaying:forItemAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
            cellEvent(#selector(UICollectionViewDelegate.collectionView(_:didEndDisplaying:forItemAt:)))
        }

        /// The view, kind and index path of each
        /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`, on the main thread.
        @preconcurrency @MainActor
        public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
            supplementaryViewEvent(
                #selector(
                    UICollectionViewDelegate.collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
                )
            )
        }

        /// The model of each selected item, read with ``model(at:)`` from a data source bound with `rx.items` (or
        /// another ``SectionedViewDataSourceType``), on the main thread.
        ///
        /// - Parameter modelType: The model type; a model of another type is an error of the event.
        /// - Returns: The models.
        @preconcurrency @MainActor
        public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            modelEvent(itemSelected)
        }

        /// The model of each deselected item, as ``modelSelected(_:)``.
        ///
        /// - Parameter modelType: The model type.
        /// - Returns: The models.
        @preconcurrency @MainActor
        public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
            modelEvent(itemDeselected)
        }

        /// The model at `indexPath`, from the data source bound with `rx.items` (or another
        /// ``SectionedViewDataSourceType`` installed on ``dataSource``'s proxy).
        ///
        /// - Parameter indexPath: The item.
        /// - Returns: The model.
        /// - Throws: What the data source's ``SectionedViewDataSourceType/model(at:)`` throws (no items bound yet), or
        ///   ``RxCocoaError/castingError(object:targetType:)`` when the model is not a `T`.
        /// - Precondition: A ``SectionedViewDataSourceType`` is bound.
        @preconcurrency @MainActor
        public func model<T>(at indexPath: IndexPath) throws -> T {
            let source: SectionedViewDataSourceType = castOrFatalError(
                dataSource.forwardToDelegate(),
                message: "model(at:) needs a data source bound with one of the `rx.items` methods."
            )
            return try castOrThrow(T.self, source.model(at: indexPath))
        }

        /// The models of `indexPaths`, read on the main thread while the view exists.
        @MainActor
        private func modelEvent<T>(_ indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
            let source = indexPaths.flatMap { [weak view = base as UICollectionView] indexPath -> Observable<T> in
                try assumeMainActor {
                    guard let view else { return Observable<T>.empty() }
                    let model: T = try view.rx.model(at: indexPath)
                    return Observable.just(model)
                }
            }
            return ControlEvent(events: source)
        }

        /// The cell and index path of each call of the delegate method `selector`.
        @MainActor
        private func cellEvent(_ selector: Selector) -> ControlEvent<DisplayCollectionViewCellEvent> {
            let source = delegate.methodInvoked(selector)
                .map { arguments -> DisplayCollectionViewCellEvent in
                    try (
                        castOrThrow(UICollectionViewCell.self, arguments[1]), castOrThrow(IndexPath.self, arguments[2])
                    )
                }
            return ControlEvent(events: source)
        }

        /// The supplementary view, kind and index path of each call of the delegate method `selector`.
        @MainActor
        private func supplementaryViewEvent(
            _ selector: Selector
        ) -> ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
            let source = delegate.methodInvoked(selector)
                .map { arguments -> DisplayCollectionViewSupplementaryViewEvent in
                    try (
                        castOrThrow(UICollectionReusableView.self, arguments[1]),
                        castOrThrow(String.self, arguments[2]),
                        castOrThrow(IndexPath.self, arguments[3])
                    )
                }
            return ControlEvent(events: source)
        }
    }

    @available(iOS 10.0, tvOS 10.0, *)
    extension Reactive where Base: UICollectionView {
        /// The collection view's prefetch data source proxy (``RxCollectionViewDataSourcePrefetchingProxy``), installed as its
        /// prefetch data source on first use.
        @preconcurrency @MainActor
        public var prefetchDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> {
            RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base)
        }

        /// Installs `prefetchDataSource` as the forward prefetch data source of ``prefetchDataSource``'s proxy; it is
        /// not retained.
        ///
        /// - Parameter prefetchDataSource: The prefetch data source.
        /// - Returns: Disposing it (on the main thread) uninstalls it.
        @preconcurrency @MainActor
        public func setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching) -> Disposable {
            RxCollectionViewDataSourcePrefetchingProxy.installForwardDelegate(
                prefetchDataSource,
                retainDelegate: false,
                onProxyForObject: base
            )
        }

        /// The index paths of each `collectionView(_:prefetchItemsAt:)`, on the main thread; completes when the collection view
        /// is deallocated.
        @preconcurrency @MainActor
        public var prefetchItems: ControlEvent<[IndexPath]> {
            ControlEvent(
                events: RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base).prefetchItemsPublishSubject
            )
        }

        /// The index paths of each `collectionView(_:cancelPrefetchingForItemsAt:)`, on the main thread.
        @preconcurrency @MainActor
        public var cancelPrefetchingForItems: ControlEvent<[IndexPath]> {
            let selector = #selector(
                UICollectionViewDataSourcePrefetching.collectionView(_:cancelPrefetchingForItemsAt:)
            )
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

    extension Reactive where Base: UICollectionView {
        /// The context and animation coordinator of each `collectionView(_:didUpdateFocusIn:with:)`, on the main thread.
        @preconcurrency @MainActor
        public var didUpdateFocusInContextWithAnimationCoordinator:
            ControlEvent<
                (context: UICollectionViewFocusUpdateContext, animationCoordinator: UIFocusAnimationCoordinator)
            >
        {
            let source = delegate.methodInvoked(
                #selector(UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:))
            )
            .map { arguments in
                (
                    context: try castOrThrow(UICollectionViewFocusUpdateContext.self, arguments[1]),
                    animationCoordinator: try castOrThrow(UIFocusAnimationCoordinator.self, arguments[2])
                )
            }
            return ControlEvent(events: source)
        }
    }
#endif
