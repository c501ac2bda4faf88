// SPDX-License-Identifier: MIT
// Only the UIKit and AppKit extensions use it.
#if canImport(ObjectiveC)
    import RxCore
    import RxSchedulers
    import RxTraits

    extension Binder {
        /// A binder whose `binding` is isolated to the main actor (a UIKit setter), for RxSwift's iOS 12 floor: the
        /// public `@MainActor` initializer needs iOS 13. Each element is applied on the main scheduler, where the
        /// binding enters the main actor with `assumeMainActor`.
        ///
        /// - Parameters:
        ///   - target: Held weakly; elements that arrive after it is gone are dropped.
        ///   - binding: Applies one element to the target, on the main thread.
        /// - Returns: The binder.
        static func onMainActor<Target: AnyObject>(
            _ target: Target,
            binding: @escaping @MainActor (Target, Value) -> Void
        ) -> Binder<Value> {
            Binder(target, scheduler: MainScheduler.instance) { target, element in
                // Unsafe: the main scheduler runs the binding on the main thread, the thread `binding` is isolated to,
                // which `assumeMainActor` checks; the target and the element stay on that thread.
                nonisolated(unsafe) let target = target
                // Unsafe: as above, the element is only used on the main thread, in this call.
                nonisolated(unsafe) let element = element
                assumeMainActor { unsafe binding(target, element) }
            }
        }
    }
#endif
