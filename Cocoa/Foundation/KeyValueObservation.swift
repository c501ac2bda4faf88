// SPDX-License-Identifier: MIT
// The observables behind `rx.observe` and `rx.observeWeakly`.
#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC
    import RxCocoaRuntime
    import RxCore

    /// Builds the KVO observables of `Reactive where Base: NSObject`.
    enum KeyValueObservation {
        /// The values at `keyPath` of `target`, as KVO reports them (`nil` for `NSNull`), until disposed.
        ///
        /// - Parameter retainTarget: Whether the observable and its subscriptions keep `target` alive; when not, the
        ///   target must outlive every subscription (KVO's rule), and a subscription made after it is gone completes.
        static func observable(
            of target: NSObject,
            keyPath: String,
            options: KeyValueObservingOptions,
            retainTarget: Bool
        ) -> Observable<AnyObject?> {
            let reference = TargetReference(target, retained: retainTarget)
            return Observable.create { observer in
                guard let target = reference.object else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                let kvo = RXKVOObserver(
                    target: target,
                    retainTarget: retainTarget,
                    keyPath: keyPath,
                    options: options.foundationOptions
                ) { value in
                    observer.on(.next(value is NSNull ? nil : value as AnyObject?))
                }
                return Disposables.create { kvo.dispose() }
            }
        }

        /// The values at `keyPath` of `target`, following the path weakly: `nil` once an object of the path is gone;
        /// `nil` then completion once `target` is gone.
        static func weakObservable(
            of target: NSObject,
            keyPath: String,
            options: KeyValueObservingOptions
        ) -> Observable<AnyObject?> {
            let keys = keyPath.components(separatedBy: ".").filter { $0 != "self" }
            let values = weakObservable(of: target, keys: keys[...], options: options).endingWithNil(when: target)
            return options.contains(.initial) ? values : values.skip(1)
        }

        private static func weakObservable(
            of target: NSObject,
            keys: ArraySlice<String>,
            options: KeyValueObservingOptions
        ) -> Observable<AnyObject?> {
            guard let key = keys.first else {
                return .just(target)
            }
            guard let property = unsafe class_getProperty(object_getClass(target), key) else {
                return .error(RxCocoaError.invalidPropertyName(object: target, propertyName: key))
            }
            // A weak property's attributes contain `W` ("T@\"NSObject\",W,N,V_name").
            let attributes = unsafe property_getAttributes(property).map { unsafe String(cString: $0) } ?? ""
            let isWeak = attributes.split(separator: ",").contains("W")
            let remaining = keys.dropFirst()
            weak let weakTarget = target
            return observable(of: target, keyPath: key, options: options.union(.initial), retainTarget: false)
                .flatMapLatest { value -> Observable<AnyObject?> in
                    guard let value else {
                        return .just(nil)
                    }
                    guard let object = value as? NSObject else {
                        return .error(
                            RxCocoaError.invalidObjectOnKeyPath(
                                object: value,
                                sourceObject: weakTarget ?? NSNull(),
                                propertyName: key
                            )
                        )
                    }
                    guard weakTarget != nil else {
                        return .empty()
                    }
                    let values =
                        remaining.isEmpty
                        ? .just(object) : weakObservable(of: object, keys: remaining, options: options)
                    return isWeak ? values.endingWithNil(when: object) : values
                }
        }
    }

    extension ObservableType where Element == AnyObject? {
        /// The elements until `object` starts deallocating, then `nil`, then completion once it is gone.
        fileprivate func endingWithNil(when object: NSObject) -> Observable<AnyObject?> {
            object.rx.deallocating
                .map { _ in Observable<AnyObject?>.just(nil) }
                .startWith(asObservable())
                .switchLatest()
        }
    }

    /// The target of a KVO observable: strong, or weak when the observable must not keep it alive.
    private final class TargetReference {
        private let strong: NSObject?
        private weak var weak: NSObject?

        init(_ object: NSObject, retained: Bool) {
            strong = retained ? object : nil
            weak = object
        }

        var object: NSObject? { strong ?? weak }
    }

    extension KeyValueObservingOptions {
        /// The same options for Foundation's KVO.
        fileprivate var foundationOptions: NSKeyValueObservingOptions {
            var result: NSKeyValueObservingOptions = []
            if contains(.new) { result.insert(.new) }
            if contains(.initial) { result.insert(.initial) }
            return result
        }
    }
#endif
