// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import ObjectiveC
    import RxCore
    import RxTraits
    import UIKit

    /// The key of an item's shared tap sequence among its associated objects: only its address is used.
    // Unsafe: only the address of this variable is taken, as the key of an associated object; it is never read or
    // written.
    private nonisolated(unsafe) var tapKey: UInt8 = 0

    extension Reactive where Base: UIBarButtonItem {
        /// The item's taps, as a ``ControlEvent``: one `()` per tap, on the main thread; completes when the item is
        /// deallocated.
        ///
        /// A bar button item has a single target and action, so the item's subscriptions share one target: it is
        /// set when the first subscription starts and cleared when the last one ends (replacing any target and
        /// action set before).
        @preconcurrency @MainActor
        public var tap: ControlEvent<Void> {
            // Unsafe: the key is the address of a global that lives as long as the program.
            if let taps = unsafe objc_getAssociatedObject(base, &tapKey) as? Observable<Void> {
                return ControlEvent(events: taps)
            }
            let taps = Observable<Void>.create { [weak item = base] observer in
                assumeMainActor {
                    guard let item else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    return BarButtonItemTarget(item: item) { observer.on(.next(())) }.asDisposable()
                }
            }
            .take(until: deallocated)
            .share()
            // Unsafe: the key is the address of a global that lives as long as the program.
            unsafe objc_setAssociatedObject(base, &tapKey, taps, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return ControlEvent(events: taps)
        }
    }

    /// The target and action of a bar button item while its taps are observed: it calls `callback` on each tap,
    /// until disposed, when it clears the item's target and action.
    @MainActor
    final class BarButtonItemTarget: RxTarget {
        private weak var item: UIBarButtonItem?
        private var callback: (@MainActor () -> Void)?

        /// Makes the target `item`'s target and action.
        ///
        /// - Parameters:
        ///   - item: Held weakly.
        ///   - callback: Called on each tap, on the main thread.
        init(item: UIBarButtonItem, callback: @escaping @MainActor () -> Void) {
            self.item = item
            self.callback = callback
            super.init()
            item.target = self
            item.action = #selector(BarButtonItemTarget.sendTap(_:))
        }

        /// Called by UIKit on the main thread; nonisolated so that the Objective-C entry point checks nothing that
        /// needs iOS 13, and enters the main actor with `assumeMainActor`.
        @objc nonisolated func sendTap(_ sender: Any?) {
            assumeMainActor { callback?() }
        }

        /// Clears the item's target and action and lets the target go.
        override func dispose() {
            super.dispose()
            item?.target = nil
            item?.action = nil
            callback = nil
        }
    }
#endif
