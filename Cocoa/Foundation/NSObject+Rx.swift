// SPDX-License-Identifier: MIT
// NSObject's reactive extensions that need the Objective-C runtime: KVO (`observe`, `observeWeakly`), deallocation
// (`deallocated`, `deallocating`) and message interception (`sentMessage`, `methodInvoked`).
#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC
    import RxCocoaRuntime
    import RxCore
    import RxSubjects

    extension Reactive where Base: NSObject {
        /// Observes the value at `keyPath` of ``Reactive/base`` with KVO.
        ///
        /// A thin wrapper over KVO: every key of the path must be a strong property, or the object that holds it must
        /// outlive the subscription, since KVO requires its observer to be removed before the observed object goes. To
        /// observe weak properties or objects whose lifetime is unknown, use ``observeWeakly(_:_:options:)``.
        ///
        /// - Parameters:
        ///   - type: The type of the values (a hint for the compiler; values of another type are emitted as `nil`).
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        ///   - retainSelf: Whether the subscription keeps the object alive (`true`, for descendants in the ownership
        ///     graph) or not (`false`, for ancestors).
        /// - Returns: The values, emitted on the thread where each change happens (the subscribing thread for the
        ///   initial value); `NSNull` is emitted as `nil`. It never completes by itself.
        public func observe<Element>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial],
            retainSelf: Bool = true
        ) -> Observable<Element?> {
            KeyValueObservation.observable(of: base, keyPath: keyPath, options: options, retainTarget: retainSelf)
                .map { value in value as? Element }
        }

        /// Observes the value at a Swift key path of ``Reactive/base`` with KVO (the key path's properties must be
        /// `@objc dynamic`).
        ///
        /// - Parameters:
        ///   - keyPath: The key path from the object to the observed property.
        ///   - options: KVO options; by default `.new` and `.initial`: the current value on subscription, then each
        ///     change.
        /// - Returns: The values, emitted on the thread where each change happens. It completes when the object is
        ///   deallocated; it does not keep the object alive.
        public func observe<Element>(
            _ keyPath: KeyPath<Base, Element>,
            options: NSKeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element> {
            // Unsafe: a key path is immutable; KVO's change handler only reads the value through it.
            nonisolated(unsafe) let keyPath = keyPath
            return Observable<Element>
                .create { [weak base] observer in
                    let observation = unsafe base?.observe(keyPath, options: options) { object, _ in
                        observer.on(.next(object[keyPath: unsafe keyPath]))
                    }
                    return Disposables.create { observation?.invalidate() }
                }
                .take(until: base.rx.deallocated)
        }

        /// Observes the value at `keyPath` of ``Reactive/base`` with KVO, without keeping any object of the path alive.
        ///
        /// Works for weak properties and for objects whose lifetime is unknown: when an object of the path is
        /// deallocated, the value becomes `nil`. To learn of deallocations it intercepts `dealloc` of the classes of
        /// the objects observed (see ``deallocating``).
        ///
        /// - Parameters:
        ///   - type: The type of the values (a hint for the compiler; values of another type are emitted as `nil`).
        ///   - keyPath: The key path, dot-separated property names starting at the object.
        ///   - options: `.initial` emits the current value on subscription; `.new` emits each change.
        /// - Returns: The values, emitted on the thread where each change or deallocation happens. When the object
        ///   itself is deallocated, `nil` is emitted and the sequence completes. It fails with
        ///   ``RxCocoaError/invalidPropertyName(object:propertyName:)`` when a key names no Objective-C property.
        public func observeWeakly<Element>(
            _ type: Element.Type,
            _ keyPath: String,
            options: KeyValueObservingOptions = [.new, .initial]
        ) -> Observable<Element?> {
            KeyValueObservation.weakObservable(of: base, keyPath: keyPath, options: options)
                .map { value in value as? Element }
        }
    }

    extension Reactive where Base: AnyObject {
        /// Emits once, then completes, when ``Reactive/base`` is deallocated.
        ///
        /// It needs no interception: an object associated with the base fires when the base's associated objects are
        /// released, at the end of its deallocation. Subscribing after that (through a retained observable) replays
        /// the element and the completion.
        ///
        /// - Returns: `()` then `completed`, on the thread that deallocates the object. Subscribing to it does not keep
        ///   the object alive.
        public var deallocated: Observable<Void> {
            let key = unsafe InterceptionKeys.deallocated
            let signal = unsafe RXInterception.associatedObject(of: base, key: key) { DeallocatedSignal() }
            return (signal as! DeallocatedSignal).subject.asObservable()
        }

        /// Emits the arguments of each `selector` message sent to ``Reactive/base``, before the method runs.
        ///
        /// The object alone is moved to a subclass made at run time that forwards the message to the observers, then
        /// to the original method (its class keeps reporting the original class). Arguments are boxed: `nil` as
        /// `NSNull`, numbers as `NSNumber`, other values as `NSValue`. For `dealloc` it is ``deallocating`` with an
        /// empty array. See ``methodInvoked(_:)`` for elements after the method runs.
        ///
        /// - Parameter selector: The selector to intercept; the object must implement it.
        /// - Returns: The arguments, emitted on the thread that sends the message, before the method runs. It completes
        ///   when the object is deallocated, and fails with a ``RxCocoaObjCRuntimeError`` when the selector cannot be
        ///   intercepted.
        public func sentMessage(_ selector: Selector) -> Observable<[Any]> {
            messages(selector, dealloc: deallocating, subject: \.sent)
        }

        /// Emits the arguments of each `selector` message sent to ``Reactive/base``, after the method ran.
        ///
        /// Intercepts the message as ``sentMessage(_:)`` does. For `dealloc` it is ``deallocated`` with an empty array.
        ///
        /// - Parameter selector: The selector to intercept; the object must implement it.
        /// - Returns: The arguments, emitted on the thread that sends the message, after the method returns. It
        ///   completes when the object is deallocated, and fails with a ``RxCocoaObjCRuntimeError`` when the selector
        ///   cannot be intercepted.
        public func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
            messages(selector, dealloc: deallocated, subject: \.invoked)
        }

        /// Emits once when ``Reactive/base`` receives `dealloc`, before its own `dealloc` runs; completes when the
        /// object is deallocated.
        ///
        /// It intercepts `dealloc` of the object's class (every instance of the class then checks for an observer).
        ///
        /// - Returns: `()` on the thread that deallocates the object, while the object still exists, then `completed`
        ///   once it is gone; or a ``RxCocoaObjCRuntimeError`` when `dealloc` cannot be intercepted.
        public var deallocating: Observable<Void> {
            do {
                let observer: DeallocatingObserver = try interceptor(InterceptionKeys.dealloc)
                return observer.subject.asObservable()
            } catch {
                return .error(error)
            }
        }

        /// The arguments of each `selector` message, from `subject` of the selector's message observer (``sentMessage(_:)``
        /// before the method runs, ``methodInvoked(_:)`` after); for `dealloc`, `dealloc`'s element as an empty array
        /// (`dealloc` is evaluated only then, since it intercepts `dealloc`). An interception error is emitted.
        private func messages(
            _ selector: Selector,
            dealloc: @autoclosure () -> Observable<Void>,
            subject: KeyPath<MessageObserver, PublishSubject<[Any]>>
        ) -> Observable<[Any]> {
            if selector == InterceptionKeys.dealloc {
                return dealloc().map { _ in [] }
            }
            do {
                let observer: MessageObserver = try interceptor(selector)
                return observer[keyPath: subject].asObservable()
            } catch {
                return .error(error)
            }
        }

        /// The observer of `selector` associated with the base (made the first time), once the selector is intercepted.
        private func interceptor<Observer: NSObject & InterceptionObserver>(_ selector: Selector) throws -> Observer {
            let key = unsafe RXInterception.key(for: selector)
            let observer = unsafe RXInterception.associatedObject(of: base, key: key) { Observer() }
            do {
                try RXInterception.interceptSelector(selector, of: base)
            } catch {
                throw error.rxCocoaErrorForTarget(base)
            }
            return observer as! Observer
        }
    }

    /// The selectors and association keys of this file.
    private enum InterceptionKeys {
        /// `dealloc`, which Swift cannot name with `#selector`.
        static let dealloc = NSSelectorFromString("dealloc")

        /// The key of ``DeallocatedSignal``: the interception key of a selector no class implements, unique to it.
        static var deallocated: UnsafeRawPointer {
            unsafe RXInterception.key(for: NSSelectorFromString("rxcocoa_deallocated"))
        }
    }

    /// What an interception observer needs: a way to make it.
    private protocol InterceptionObserver {
        init()
    }

    /// Emits, then completes, when it is released: associated with an object, when the object is deallocated.
    private final class DeallocatedSignal {
        let subject = ReplaySubject<Void>.create(bufferSize: 1)

        deinit {
            subject.on(.next(()))
            subject.on(.completed)
        }
    }

    /// The observer of `dealloc` of one object: emits when it is called, completes when released with the object.
    private final class DeallocatingObserver: NSObject, InterceptionObserver, RXDeallocationObserving {
        let subject = ReplaySubject<Void>.create(bufferSize: 1)
        /// Whether `dealloc` was reported: with the `dealloc` of a class and of its superclass both intercepted, only the
        /// first (the subclass's) reports. Read and written on the deallocating thread only.
        private var reported = false

        func rx_deallocating() {
            guard !reported else { return }
            reported = true
            subject.on(.next(()))
        }

        deinit {
            subject.on(.completed)
        }
    }

    /// The observer of one selector of one object: forwards the arguments before and after the method runs, completes
    /// when released with the object.
    private final class MessageObserver: NSObject, InterceptionObserver, RXMessageObserving {
        let sent = PublishSubject<[Any]>()
        let invoked = PublishSubject<[Any]>()

        func rx_messageSent(withArguments arguments: [Any]) {
            sent.on(.next(arguments))
        }

        func rx_methodInvoked(withArguments arguments: [Any]) {
            invoked.on(.next(arguments))
        }

        deinit {
            sent.on(.completed)
            invoked.on(.completed)
        }
    }
#endif
