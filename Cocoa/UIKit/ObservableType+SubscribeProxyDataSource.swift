// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxSchedulers
    import UIKit

    extension ObservableType {
        /// Binds the sequence to a view through its data source proxy: installs `dataSource` as the proxy's forward
        /// data source (kept alive while bound when `retainDataSource`), then passes each event to `binding` on the
        /// main thread, until the returned disposable is disposed or the view is deallocated.
        ///
        /// The binding outlives the sequence: after completion (or an error, reported as a binding error) the data
        /// source is uninstalled but the subscription stays, as in RxSwift, so that the view keeps showing the last
        /// element. Disposing the binding lays out a view that is in a window, to flush UIKit's pending work with the
        /// old data source, and uninstalls the data source.
        ///
        /// - Parameters:
        ///   - object: The view.
        ///   - dataSource: The data source to forward to.
        ///   - retainDataSource: Whether the proxy keeps `dataSource` alive while bound.
        ///   - binding: Applies one event, on the main thread, with the proxy.
        /// - Returns: Ends the binding; dispose it on the main thread.
        @MainActor
        func subscribeProxyDataSource<Proxy: DelegateProxyType>(
            ofObject object: Proxy.ParentObject,
            dataSource: Proxy.Delegate,
            retainDataSource: Bool,
            binding: @escaping @MainActor (Proxy, Event<Element>) -> Void
        ) -> Disposable
        where Proxy.ParentObject: UIView, Proxy.Delegate: AnyObject {
            let proxy = Proxy.proxy(for: object)
            let uninstall = Proxy.installForwardDelegate(
                dataSource,
                retainDelegate: retainDataSource,
                onProxyForObject: object
            )
            // A view outside a window has nothing pending to flush.
            if object.window != nil {
                object.layoutIfNeeded()
            }
            let subscription = asObservable()
                .observe(on: MainScheduler())
                .catch { error in
                    reportBindingError(error)
                    return Observable.empty()
                }
                // The sequence's end must not end the subscription, which holds the data source.
                .concat(Observable.never())
                .take(until: object.rx.deallocated)
                .subscribe { [weak object] (event: Event<Element>) in
                    assumeMainActor {
                        if let object {
                            assert(
                                proxy === Proxy.currentDelegate(for: object) as AnyObject?,
                                "The data source proxy of \(object) changed since the binding started: it was \(proxy), "
                                    + "it is \(String(describing: Proxy.currentDelegate(for: object)))."
                            )
                        }
                        binding(proxy, event)
                        switch event {
                        case .error(let error):
                            reportBindingError(error)
                            uninstall.dispose()
                        case .completed:
                            uninstall.dispose()
                        case .next:
                            break
                        }
                    }
                }
            return Disposables.create { [weak object] in
                subscription.dispose()
                assumeMainActor {
                    if let object, object.window != nil {
                        object.layoutIfNeeded()
                    }
                }
                uninstall.dispose()
            }
        }
    }
#endif
