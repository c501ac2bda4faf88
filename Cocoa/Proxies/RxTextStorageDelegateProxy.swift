// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import UIKit

    extension NSTextStorage: HasDelegate {
        /// The text storage's delegate protocol.
        public typealias Delegate = NSTextStorageDelegate
    }

    /// The delegate proxy of text storages (`NSTextStorageDelegate`), behind `textStorage.rx.delegate`.
    ///
    /// Fetch it with `RxTextStorageDelegateProxy.proxy(for:)`, never with the initializer. Its observables deliver
    /// on the main thread, where text views edit their storage.
    open class RxTextStorageDelegateProxy: DelegateProxy<NSTextStorage, NSTextStorageDelegate>, DelegateProxyType {
        /// The text storage whose delegate the proxy is; held weakly.
        public private(set) weak var textStorage: NSTextStorage?

        /// Creates the proxy of `textStorage`. Called by the family's factory.
        ///
        /// - Parameter textStorage: The text storage.
        public init(textStorage: NSTextStorage) {
            self.textStorage = textStorage
            super.init(parentObject: textStorage, delegateProxy: RxTextStorageDelegateProxy.self)
        }

        /// Registers ``RxTextStorageDelegateProxy`` for `NSTextStorage`.
        public static func registerKnownImplementations() {
            register { RxTextStorageDelegateProxy(textStorage: $0) }
        }
    }

    extension RxTextStorageDelegateProxy: NSTextStorageDelegate {}
#endif
