// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIScrollView {
        /// The element of ``didEndZooming``: the view that was zoomed (if any) and the final scale.
        public typealias EndZoomEvent = (view: UIView?, scale: CGFloat)

        /// The element of ``willEndDragging``: the velocity of the drag, and where the scrolling will stop, which
        /// you may change through the pointer while handling the element (it is valid only then).
        public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)

        /// The scroll view's delegate proxy (``RxScrollViewDelegateProxy``, or the table or collection view one),
        /// installed as its delegate on first use; observe any `void` delegate message with its
        /// ``DelegateProxy/methodInvoked(_:)``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
            RxScrollViewDelegateProxy.proxy(for: base)
        }

        /// The content offset, as a ``ControlProperty``: the current offset on subscription, then the offset after
        /// each scroll, on the main thread; completes when the scroll view (its proxy) is deallocated. Binding a value
        /// sets `contentOffset`.
        @preconcurrency @MainActor
        public var contentOffset: ControlProperty<CGPoint> {
            let proxy = RxScrollViewDelegateProxy.proxy(for: base)
            let sink = Binder<CGPoint>.onMainActor(base) { scrollView, offset in
                scrollView.contentOffset = offset
            }
            return ControlProperty(values: proxy.contentOffsetBehaviorSubject, valueSink: sink)
        }

        /// One `()` per `scrollViewDidScroll(_:)`, on the main thread; completes when the scroll view is deallocated.
        @preconcurrency @MainActor
        public var didScroll: ControlEvent<Void> {
            ControlEvent(events: RxScrollViewDelegateProxy.proxy(for: base).contentOffsetPublishSubject)
        }

        /// One `()` per `scrollViewWillBeginDecelerating(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var willBeginDecelerating: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)))
        }

        /// One `()` per `scrollViewDidEndDecelerating(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var didEndDecelerating: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)))
        }

        /// One `()` per `scrollViewWillBeginDragging(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var willBeginDragging: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewWillBeginDragging(_:)))
        }

        /// The velocity and target offset of each `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
        /// on the main thread; the pointer is valid only while the element is handled.
        @preconcurrency @MainActor
        public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
            let selector = #selector(
                UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
            )
            let source = delegate.methodInvoked(selector)
                .map { arguments -> WillEndDraggingEvent in
                    let velocity = try castOrThrow(CGPoint.self, arguments[1])
                    let target = try castOrThrow(NSValue.self, arguments[2])
                    guard let pointer = unsafe target.pointerValue else {
                        throw RxCocoaError.unknown
                    }
                    // Unsafe: UIKit passes a pointer to a `CGPoint` it owns, valid while the delegate message (and so
                    // the element's handling) runs, as the event's documentation says.
                    return unsafe (velocity, pointer.assumingMemoryBound(to: CGPoint.self))
                }
            return ControlEvent(events: source)
        }

        /// Whether the scroll view will decelerate, for each `scrollViewDidEndDragging(_:willDecelerate:)`, on the
        /// main thread.
        @preconcurrency @MainActor
        public var didEndDragging: ControlEvent<Bool> {
            let source = delegate.methodInvoked(
                #selector(UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:))
            )
            .map { arguments in try castOrThrow(Bool.self, arguments[1]) }
            return ControlEvent(events: source)
        }

        /// One `()` per `scrollViewDidZoom(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var didZoom: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewDidZoom(_:)))
        }

        /// One `()` per `scrollViewDidScrollToTop(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var didScrollToTop: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewDidScrollToTop(_:)))
        }

        /// One `()` per `scrollViewDidEndScrollingAnimation(_:)`, on the main thread.
        @preconcurrency @MainActor
        public var didEndScrollingAnimation: ControlEvent<Void> {
            voidEvent(#selector(UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)))
        }

        /// The view about to be zoomed (if any), for each `scrollViewWillBeginZooming(_:with:)`, on the main thread.
        @preconcurrency @MainActor
        public var willBeginZooming: ControlEvent<UIView?> {
            let source = delegate.methodInvoked(#selector(UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)))
                .map { arguments in try castOptionalOrThrow(UIView.self, arguments[1]) }
            return ControlEvent(events: source)
        }

        /// The zoomed view (if any) and the final scale, for each `scrollViewDidEndZooming(_:with:atScale:)`, on the
        /// main thread.
        @preconcurrency @MainActor
        public var didEndZooming: ControlEvent<EndZoomEvent> {
            let source = delegate.methodInvoked(
                #selector(UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:))
            )
            .map { arguments -> EndZoomEvent in
                try (castOptionalOrThrow(UIView.self, arguments[1]), castOrThrow(CGFloat.self, arguments[2]))
            }
            return ControlEvent(events: source)
        }

        /// Installs `delegate` as the forward delegate of ``delegate``'s proxy, so that it receives every message
        /// while the proxy's observables work too. The delegate is not retained.
        ///
        /// - Parameter delegate: The delegate.
        /// - Returns: Disposing it (on the main thread) uninstalls the delegate.
        @preconcurrency @MainActor
        public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
            RxScrollViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
        }

        /// One `()` per call of the `void` delegate method `selector`.
        @MainActor
        private func voidEvent(_ selector: Selector) -> ControlEvent<Void> {
            ControlEvent(events: delegate.methodInvoked(selector).map { _ in () })
        }
    }
#endif
