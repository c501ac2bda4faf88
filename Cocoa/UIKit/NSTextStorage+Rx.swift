// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    extension Reactive where Base: NSTextStorage {
        /// The text storage's delegate proxy, installed as its delegate on first use; the previous delegate becomes
        /// the proxy's forward delegate. See ``DelegateProxyType``.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<NSTextStorage, NSTextStorageDelegate> {
            RxTextStorageDelegateProxy.proxy(for: base)
        }

        /// The storage's processed edits: one element per
        /// `textStorage(_:didProcessEditing:range:changeInLength:)` message, after the forward delegate's.
        ///
        /// ```
        /// edits: --(mask, range, delta)--(mask, range, delta)--|     (completes when the storage is deallocated)
        /// ```
        ///
        /// - Returns: The kinds of edits, the edited range and the change in length, on the thread that edits the
        ///   storage (the main thread for a text view's storage).
        @preconcurrency @MainActor
        public var didProcessEditingRangeChangeInLength:
            Observable<(editedMask: NSTextStorage.EditActions, editedRange: NSRange, delta: Int)>
        {
            delegate
                .methodInvoked(#selector(NSTextStorageDelegate.textStorage(_:didProcessEditing:range:changeInLength:)))
                .map { arguments in
                    let mask = try messageArgument(arguments, at: 1, as: UInt.self)
                    let range = try messageArgument(arguments, at: 2, as: NSValue.self).rangeValue
                    let delta = try messageArgument(arguments, at: 3, as: Int.self)
                    return (NSTextStorage.EditActions(rawValue: mask), range, delta)
                }
        }
    }
#endif
