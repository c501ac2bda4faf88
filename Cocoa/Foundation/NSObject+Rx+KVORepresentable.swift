// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import RxCore

    /// The KVO options of `rx.observe` and `rx.observeWeakly`.
    public struct KeyValueObservingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Emit the current value when subscribed.
        public static let initial = KeyValueObservingOptions(rawValue: 1 << 0)
        /// Emit each new value.
        public static let new = KeyValueObservingOptions(rawValue: 1 << 1)
    }

    extension Reactive where Base: NSObject {
        /// Observes a value that KVO delivers boxed (`Int` as `NSNumber`, `CGRect` as `NSValue`) and emits it unboxed;
        /// otherwise the same as ``observe(_:_:options:retainSelf:)``.
        ///
        /// - Parameters:
        ///   - type: The type of the values.
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        ///   - retainSelf: Whether the subscription keeps the object alive.
        /// - Returns: The values (`nil` for none or a box of another type), on the thread where each change happens.
        public func observe<Element: KVORepresentable>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial],
            retainSelf: Bool = true
        ) -> Observable<Element?> {
            observe(Element.KVOType.self, keyPath, options: options, retainSelf: retainSelf)
                .map(Element.init)
        }

        /// Observes weakly a value that KVO delivers boxed and emits it unboxed; otherwise the same as
        /// ``observeWeakly(_:_:options:)``.
        ///
        /// - Parameters:
        ///   - type: The type of the values.
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        /// - Returns: The values (`nil` for none or a box of another type), on the thread where each change happens;
        ///   `nil` then completion when the object is deallocated.
        public func observeWeakly<Element: KVORepresentable>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element?> {
            observeWeakly(Element.KVOType.self, keyPath, options: options)
                .map(Element.init)
        }
    }
#endif
