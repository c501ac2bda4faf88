// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC
    import RxCore
    import RxSchedulers

    /// A delegate proxy: lets a view that holds a single delegate (or data source) serve both a delegate of yours and
    /// any number of observables.
    ///
    /// The view holds the proxy as its delegate; the proxy turns the messages into observables and forwards them to
    /// the *forward delegate*, yours. One proxy exists per object and protocol family, kept alive by the object; fetch
    /// it with ``proxy(for:)``, never with an initializer.
    ///
    /// Views and their delegate protocols form hierarchies (`UITableView` is a `UIScrollView`, `UITableViewDelegate`
    /// refines `UIScrollViewDelegate`), so the proxies of one family share an ``identifier`` and a factory, to which
    /// ``registerKnownImplementations()`` adds a maker per class:
    ///
    /// ```swift
    /// static func registerKnownImplementations() {
    ///     register { RxScrollViewDelegateProxy(scrollView: $0) }
    ///     register { RxTableViewDelegateProxy(tableView: $0) }
    /// }
    /// ```
    ///
    /// Isolated to the main actor, as the views and their delegate protocols are.
    @preconcurrency @MainActor
    public protocol DelegateProxyType: AnyObject {
        /// The type of the object whose delegate the proxy is.
        associatedtype ParentObject: AnyObject
        /// The delegate protocol.
        associatedtype Delegate

        /// Registers the makers of the family's proxies with ``register(make:)``; called once, when the family's
        /// factory is first used.
        static func registerKnownImplementations()

        /// The family's identifier: proxies with the same identifier share a factory and the association that keeps
        /// the proxy of an object. By default, derived from the ``Delegate`` type.
        static var identifier: UnsafeRawPointer { get }

        /// The delegate `object` currently holds.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: Its delegate, or `nil`.
        static func currentDelegate(for object: ParentObject) -> Delegate?

        /// Sets the delegate of `object`.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil`.
        ///   - object: The parent object.
        static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

        /// The delegate the proxy forwards messages to.
        ///
        /// - Returns: The forward delegate, or `nil`.
        func forwardToDelegate() -> Delegate?

        /// Sets the delegate the proxy forwards messages to.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward delegate, or `nil`.
        ///   - retainDelegate: Whether the proxy keeps it alive.
        func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
    }

    extension DelegateProxyType {
        /// The family's identifier, derived from the ``Delegate`` type.
        public static var identifier: UnsafeRawPointer {
            // Unsafe: a pointer made from a type's identity, used only as an opaque key and never dereferenced.
            unsafe UnsafeRawPointer(bitPattern: UInt(bitPattern: ObjectIdentifier(Delegate.self).hashValue))!
        }
    }

    extension DelegateProxyType {
        static func _currentDelegate(for object: ParentObject) -> AnyObject? {
            currentDelegate(for: object).map { $0 as AnyObject }
        }

        static func _setCurrentDelegate(_ delegate: AnyObject?, to object: ParentObject) {
            setCurrentDelegate(cast(delegate), to: object)
        }

        func _forwardToDelegate() -> AnyObject? {
            forwardToDelegate().map { $0 as AnyObject }
        }

        func _setForwardToDelegate(_ forwardToDelegate: AnyObject?, retainDelegate: Bool) {
            setForwardToDelegate(Self.cast(forwardToDelegate), retainDelegate: retainDelegate)
        }

        private static func cast(_ delegate: AnyObject?) -> Delegate? {
            guard let delegate else { return nil }
            guard let typed = delegate as? Delegate else {
                fatalError("\(delegate) is not a \(Delegate.self).")
            }
            return typed
        }
    }

    extension DelegateProxyType {
        /// Registers the maker of the proxies of objects of class `Parent` (and of its subclasses without a maker of
        /// their own). Call it from ``registerKnownImplementations()``, or before the first ``proxy(for:)`` of the
        /// class (in `application(_:didFinishLaunchingWithOptions:)`, for example).
        ///
        /// - Parameter make: Makes the proxy of an object.
        /// - Precondition: Called on the main thread, once per class and family.
        public static func register<Parent>(make: @escaping (Parent) -> Self) {
            MainScheduler.ensureRunningOnMainThread()
            factory.register(Parent.self) { make($0) }
        }

        /// Makes a new proxy for `object` with the maker registered for its class or its nearest superclass.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: The new proxy; ``proxy(for:)`` is what installs and keeps it.
        /// - Precondition: A maker is registered for the object's class hierarchy.
        public static func createProxy(for object: AnyObject) -> Self {
            MainScheduler.ensureRunningOnMainThread()
            guard let proxy = factory.makeProxy(for: object) else {
                fatalError(
                    "No delegate proxy is registered for \(type(of: object)); register one with register(make:)."
                )
            }
            guard let typed = proxy as? Self else {
                fatalError("The delegate proxy registered for \(type(of: object)), \(proxy), is not a \(Self.self).")
            }
            return typed
        }

        /// The proxy of `object`: made and kept (associated with the object) on the first call, the same proxy on
        /// every later call; installed as the object's delegate, the previous delegate becoming its forward delegate
        /// (held weakly), when the object's delegate is not the proxy already.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: The installed proxy.
        /// - Precondition: Called on the main thread.
        public static func proxy(for object: ParentObject) -> Self {
            MainScheduler.ensureRunningOnMainThread()
            let proxy: Self
            if let existing = assignedProxy(for: object) {
                proxy = existing
            } else {
                proxy = createProxy(for: object)
                assignProxy(proxy, to: object)
            }
            let current = _currentDelegate(for: object)
            if current !== proxy {
                proxy._setForwardToDelegate(current, retainDelegate: false)
                _setCurrentDelegate(proxy, to: object)
            }
            return proxy
        }

        /// Makes `forwardDelegate` the forward delegate of the proxy of `object` until the returned disposable is
        /// disposed.
        ///
        /// - Parameters:
        ///   - forwardDelegate: The delegate to forward messages to.
        ///   - retainDelegate: Whether the proxy keeps it alive meanwhile.
        ///   - object: The parent object.
        /// - Returns: Disposing it (on the main thread) clears the forward delegate.
        /// - Precondition: Called on the main thread; in debug builds, the proxy has no forward delegate yet (one set
        ///   in a storyboard, for example, would stop receiving messages).
        public static func installForwardDelegate(
            _ forwardDelegate: Delegate,
            retainDelegate: Bool,
            onProxyForObject object: ParentObject
        ) -> Disposable {
            weak let weakForwardDelegate = forwardDelegate as AnyObject
            let proxy = proxy(for: object)
            assert(
                proxy._forwardToDelegate() == nil,
                "The delegate (or data source) of \(object) is already set to \(String(describing: proxy._forwardToDelegate())) "
                    + "and would be replaced; set it to nil first if that is intended (a storyboard may have set it)."
            )
            proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
            let box = ProxyBox(proxy)
            return Disposables.create {
                assumeMainActor {
                    let proxy = box.proxy
                    let expected: AnyObject? = weakForwardDelegate
                    assert(
                        expected == nil || proxy._forwardToDelegate() === expected,
                        "The forward delegate of \(proxy) changed since it was installed."
                    )
                    proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
                }
            }
        }
    }

    extension DelegateProxyType {
        private static var factory: DelegateProxyFactory {
            let key = Int(bitPattern: identifier)
            return DelegateProxyFactory.shared(identifier: key) { registerKnownImplementations() }
        }

        private static func assignedProxy(for object: ParentObject) -> Self? {
            guard let assigned = unsafe objc_getAssociatedObject(object, identifier) else { return nil }
            guard let proxy = assigned as? Self else {
                fatalError("The proxy associated with \(object), \(assigned), is not a \(Self.self).")
            }
            return proxy
        }

        private static func assignProxy(_ proxy: Self, to object: ParentObject) {
            unsafe objc_setAssociatedObject(object, identifier, proxy, .OBJC_ASSOCIATION_RETAIN)
        }
    }

    /// Carries a proxy into the disposal closure of `installForwardDelegate`, which runs on the main thread.
    private final class ProxyBox<Proxy: DelegateProxyType> {
        let proxy: Proxy
        init(_ proxy: Proxy) { self.proxy = proxy }
    }

    /// An object with a delegate, for the default ``DelegateProxyType/currentDelegate(for:)`` and
    /// ``DelegateProxyType/setCurrentDelegate(_:to:)``. Main-actor isolated, as the UIKit views that adopt it are.
    @preconcurrency @MainActor
    public protocol HasDelegate: AnyObject {
        /// The delegate protocol.
        associatedtype Delegate

        /// The object's delegate.
        var delegate: Delegate? { get set }
    }

    extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
        /// The object's `delegate`.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: Its delegate.
        public static func currentDelegate(for object: ParentObject) -> Delegate? {
            object.delegate
        }

        /// Sets the object's `delegate`.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate.
        ///   - object: The parent object.
        public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
            object.delegate = delegate
        }
    }

    /// An object with a data source, for the default ``DelegateProxyType/currentDelegate(for:)`` and
    /// ``DelegateProxyType/setCurrentDelegate(_:to:)``. Main-actor isolated, as the UIKit views that adopt it are.
    @preconcurrency @MainActor
    public protocol HasDataSource: AnyObject {
        /// The data source protocol.
        associatedtype DataSource

        /// The object's data source.
        var dataSource: DataSource? { get set }
    }

    extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
        /// The object's `dataSource`.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: Its data source.
        public static func currentDelegate(for object: ParentObject) -> Delegate? {
            object.dataSource
        }

        /// Sets the object's `dataSource`.
        ///
        /// - Parameters:
        ///   - delegate: The new data source.
        ///   - object: The parent object.
        public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
            object.dataSource = delegate
        }
    }

    /// An object with a prefetch data source, for the default ``DelegateProxyType/currentDelegate(for:)`` and
    /// ``DelegateProxyType/setCurrentDelegate(_:to:)``. Main-actor isolated, as the UIKit views that adopt it are.
    @available(iOS 10.0, tvOS 10.0, *)
    @preconcurrency @MainActor
    public protocol HasPrefetchDataSource: AnyObject {
        /// The prefetch data source protocol.
        associatedtype PrefetchDataSource

        /// The object's prefetch data source.
        var prefetchDataSource: PrefetchDataSource? { get set }
    }

    @available(iOS 10.0, tvOS 10.0, *)
    extension DelegateProxyType
    where ParentObject: HasPrefetchDataSource, Self.Delegate == ParentObject.PrefetchDataSource {
        /// The object's `prefetchDataSource`.
        ///
        /// - Parameter object: The parent object.
        /// - Returns: Its prefetch data source.
        public static func currentDelegate(for object: ParentObject) -> Delegate? {
            object.prefetchDataSource
        }

        /// Sets the object's `prefetchDataSource`.
        ///
        /// - Parameters:
        ///   - delegate: The new prefetch data source.
        ///   - object: The parent object.
        public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
            object.prefetchDataSource = delegate
        }
    }
#endif
