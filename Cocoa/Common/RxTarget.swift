// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import RxCore

    /// The base of the objects that UIKit and AppKit call back through target-action: an `NSObject` that keeps
    /// itself alive from its creation until ``dispose()``.
    ///
    /// A control holds its targets weakly; a subscription's target has no other owner than itself, so it retains
    /// itself until the subscription ends. It lives on the main thread: created, called and disposed there. Each
    /// live target counts in `Resources.total`, so that a test sees one left behind.
    @MainActor
    class RxTarget: NSObject {
        /// The target itself while it is in use; `nil` once disposed.
        private var retainedSelf: RxTarget?

        /// Creates a target that keeps itself alive until ``dispose()``.
        override init() {
            super.init()
            retainedSelf = self
            _ = Resources.incrementTotal()
        }

        /// Stops keeping the target alive; subclasses also detach it from their control, then call `super`.
        func dispose() {
            retainedSelf = nil
        }

        /// A disposable that disposes of the target, on the main thread where the subscription ends.
        func asDisposable() -> Disposable {
            Disposables.create { [self] in
                assumeMainActor { dispose() }
            }
        }

        deinit {
            _ = Resources.decrementTotal()
        }
    }
#endif
