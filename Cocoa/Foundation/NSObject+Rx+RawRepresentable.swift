// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import RxCore

    extension Reactive where Base: NSObject {
        /// Observes a raw-representable value (an Objective-C enumeration) whose raw value KVO delivers boxed, and
        /// emits it as the Swift type; otherwise the same as ``observe(_:_:options:retainSelf:)``.
        ///
        /// - Parameters:
        ///   - type: The type of the values.
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        ///   - retainSelf: Whether the subscription keeps the object alive.
        /// - Returns: The values (`nil` for none or an unknown raw value), on the thread where each change happens.
        public func observe<Element: RawRepresentable>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial],
            retainSelf: Bool = true
        ) -> Observable<Element?> where Element.RawValue: KVORepresentable {
            observe(Element.RawValue.KVOType.self, keyPath, options: options, retainSelf: retainSelf)
                .map(Element.init)
        }

        /// Observes weakly a raw-representable value whose raw value KVO delivers boxed, and emits it as the Swift
        /// type; otherwise the same as ``observeWeakly(_:_:options:)``.
        ///
        /// - Parameters:
        ///   - type: The type of the values.
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        /// - Returns: The values (`nil` for none or an unknown raw value), on the thread where each change happens;
        ///   `nil` then completion when the object is deallocated.
        public func observeWeakly<Element: RawRepresentable>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element?> where Element.RawValue: KVORepresentable {
            observeWeakly(Element.RawValue.KVOType.self, keyPath, options: options)
                .map(Element.init)
        }
    }
#endif
