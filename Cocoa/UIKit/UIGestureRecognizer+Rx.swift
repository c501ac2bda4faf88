// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UIGestureRecognizer {
        /// The recognizer's actions, as a ``ControlEvent``: the recognizer itself each time it calls its targets
        /// (read its `state` and location there), on the main thread; completes when the recognizer is deallocated.
        ///
        /// Each subscription adds a target of its own to the recognizer and removes it when disposed.
        @preconcurrency @MainActor
        public var event: ControlEvent<Base> {
            let source = Observable<Base>.create { [weak recognizer = base] observer in
                assumeMainActor {
                    guard let recognizer else {
                        observer.on(.completed)
                        return Disposables.create()
                    }
                    return GestureTarget(recognizer) { [weak recognizer] in
                        if let recognizer {
                            observer.on(.next(recognizer))
                        }
                    }
                    .asDisposable()
                }
            }
            .take(until: deallocated)
            return ControlEvent(events: source)
        }
    }

    /// The target of one subscription to a gesture recognizer's actions: it calls `callback` on each action, until
    /// disposed, when it removes itself from the recognizer.
    @MainActor
    final class GestureTarget: RxTarget {
        private weak var recognizer: UIGestureRecognizer?
        private var callback: (@MainActor () -> Void)?

        /// Adds the target to `recognizer`.
        ///
        /// - Parameters:
        ///   - recognizer: Held weakly.
        ///   - callback: Called on each action, on the main thread.
        init(_ recognizer: UIGestureRecognizer, callback: @escaping @MainActor () -> Void) {
            self.recognizer = recognizer
            self.callback = callback
            super.init()
            recognizer.addTarget(self, action: #selector(GestureTarget.sendAction(_:)))
        }

        /// Called by UIKit on the main thread; nonisolated so that the Objective-C entry point checks nothing that
        /// needs iOS 13, and enters the main actor with `assumeMainActor`.
        @objc nonisolated func sendAction(_ sender: Any?) {
            assumeMainActor { callback?() }
        }

        /// Removes the target from the recognizer and lets it go.
        override func dispose() {
            super.dispose()
            recognizer?.removeTarget(self, action: #selector(GestureTarget.sendAction(_:)))
            callback = nil
        }
    }
#endif
