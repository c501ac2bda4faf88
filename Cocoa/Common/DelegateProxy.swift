// SPDX-License-Identifier: MIT
#if canImport(ObjectiveC)
    import Foundation
    import RxCocoaRuntime
    import RxCore
    import RxSchedulers

    /// The base class of delegate proxies: an object that a view holds as its delegate (or data source) in place of
    /// yours, turns the delegate messages into observables, and forwards every message to your delegate, the proxy's
    /// *forward delegate*.
    ///
    /// Subclass it once per delegate protocol, adopt ``DelegateProxyType`` and the protocol, and fetch proxies with
    /// ``DelegateProxyType/proxy(for:)``, never with the initializer:
    ///
    /// ```swift
    /// final class RxSearchBarDelegateProxy: DelegateProxy<UISearchBar, UISearchBarDelegate>,
    ///     DelegateProxyType, UISearchBarDelegate {
    ///     init(searchBar: UISearchBar) {
    ///         super.init(parentObject: searchBar, delegateProxy: RxSearchBarDelegateProxy.self)
    ///     }
    ///     static func registerKnownImplementations() {
    ///         register { RxSearchBarDelegateProxy(searchBar: $0) }
    ///     }
    /// }
    ///
    /// let clicks = RxSearchBarDelegateProxy.proxy(for: searchBar)
    ///     .methodInvoked(#selector(UISearchBarDelegate.searchBarSearchButtonClicked(_:)))
    /// ```
    ///
    /// Isolated to the main actor, as UIKit's and AppKit's delegate protocols are: a subclass conforms to them without
    /// warnings, and a `@MainActor` caller uses it directly. The messages UIKit sends arrive on the main thread.
    @preconcurrency @MainActor
    open class DelegateProxy<P: AnyObject, D>: _RXDelegateProxy {
        /// The type of the object whose delegate the proxy is.
        public typealias ParentObject = P
        /// The delegate protocol.
        public typealias Delegate = D

        private weak var parentObject: ParentObject?
        private let currentDelegateOf: @MainActor (ParentObject) -> AnyObject?
        private let setCurrentDelegate: @MainActor (AnyObject?, ParentObject) -> Void
        /// The observed messages; its observables complete when it is released with the proxy.
        private let messages = MessageDispatchTable<Selector>()

        /// Creates the proxy of `parentObject`. Call it only from your proxy's factory (see
        /// ``DelegateProxyType/register(make:)``); fetch proxies with ``DelegateProxyType/proxy(for:)``.
        ///
        /// - Parameters:
        ///   - parentObject: The object whose delegate the proxy is; held weakly.
        ///   - delegateProxy: The proxy's own type, which says how to read and set the object's delegate.
        /// - Precondition: Called on the main thread.
        public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
        where
            Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate
        {
            self.parentObject = parentObject
            currentDelegateOf = { Proxy._currentDelegate(for: $0) }
            setCurrentDelegate = { Proxy._setCurrentDelegate($0, to: $1) }
            MainScheduler.ensureRunningOnMainThread()
            super.init()
        }

        /// The invocations of the delegate method `selector`, each element its arguments, delivered *before* the
        /// forward delegate's method runs.
        ///
        /// Only methods with a `void` result reach it through forwarding (a method with a result customises behaviour,
        /// and the proxy could not invent a result). When your subclass implements `selector` itself, deliver its calls
        /// with a subject of your own instead: forwarding never sees them (a message in the console says so).
        ///
        /// - Parameter selector: The delegate method.
        /// - Returns: The arguments (`NSNull` for `nil`), on the main thread, where UIKit calls the delegate; the same
        ///   observable on every call. It completes when the proxy is deallocated.
        /// - Precondition: Called on the main thread.
        open func sentMessage(_ selector: Selector) -> Observable<[Any]> {
            MainScheduler.ensureRunningOnMainThread()
            return messages.sentMessage(selector, observersChanged: observersChangedHandler)
        }

        /// The invocations of the delegate method `selector`, each element its arguments, delivered *after* the forward
        /// delegate's method ran. The same rules as ``sentMessage(_:)`` apply.
        ///
        /// - Parameter selector: The delegate method.
        /// - Returns: The arguments (`NSNull` for `nil`), on the main thread; the same observable on every call. It
        ///   completes when the proxy is deallocated.
        /// - Precondition: Called on the main thread.
        open func methodInvoked(_ selector: Selector) -> Observable<[Any]> {
            MainScheduler.ensureRunningOnMainThread()
            return messages.methodInvoked(selector, observersChanged: observersChangedHandler)
        }

        /// Delivers a forwarded message to ``sentMessage(_:)``'s observers. Called by the Objective-C base before the
        /// forward delegate runs; override it only to observe every message, and call `super`.
        ///
        /// - Parameters:
        ///   - selector: The delegate method.
        ///   - arguments: Its arguments.
        override open func _sentMessage(_ selector: Selector, withArguments arguments: [Any]) {
            messages.messageSent(selector, arguments: arguments)
        }

        /// Delivers a forwarded message to ``methodInvoked(_:)``'s observers. Called by the Objective-C base after the
        /// forward delegate ran; override it only to observe every message, and call `super`.
        ///
        /// - Parameters:
        ///   - selector: The delegate method.
        ///   - arguments: Its arguments.
        override open func _methodInvoked(_ selector: Selector, withArguments arguments: [Any]) {
            messages.methodInvoked(selector, arguments: arguments)
        }

        /// Whether ``sentMessage(_:)`` or ``methodInvoked(_:)`` of `selector` has observers; the Objective-C base then
        /// answers `respondsToSelector:` with `YES` for the protocol's `void` methods.
        ///
        /// - Parameter selector: The delegate method.
        /// - Returns: Whether it is observed.
        override open func _isObservingSelector(_ selector: Selector) -> Bool {
            messages.isObserved(selector)
        }

        /// The delegate the proxy forwards messages to.
        ///
        /// - Returns: The forward delegate, or `nil`.
        open func forwardToDelegate() -> Delegate? {
            guard let delegate = _forwardToDelegate else { return nil }
            guard let typed = delegate as? Delegate else {
                fatalError("The forward delegate \(delegate) is not a \(Delegate.self).")
            }
            return typed
        }

        /// Sets the delegate the proxy forwards messages to, then sets the proxy again as the object's delegate, so
        /// that the object asks again which messages the delegates answer (UIKit caches it).
        ///
        /// - Parameters:
        ///   - delegate: The new forward delegate, or `nil`.
        ///   - retainDelegate: Whether the proxy keeps `delegate` alive (it holds it weakly otherwise).
        /// - Precondition: Called on the main thread.
        open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
            MainScheduler.ensureRunningOnMainThread()
            _setForwardToDelegate(delegate.map { $0 as AnyObject }, retainDelegate: retainDelegate)
            for selector in messages.observedKeys {
                warnIfUnobservable(selector)
            }
            reset()
        }

        /// What the message table calls when the observers of a selector change: it runs on the main thread, where the
        /// observables are subscribed (on the main scheduler) and disposed (as UIKit objects are).
        private var observersChangedHandler: (Selector) -> Void {
            { [weak self] selector in
                guard let self else { return }
                assumeMainActor { self.observersChanged(selector) }
            }
        }

        private func observersChanged(_ selector: Selector) {
            if messages.isObserved(selector) {
                warnIfUnobservable(selector)
            }
            reset()
        }

        /// Prints why observing `selector` may never deliver, as RxSwift does.
        private func warnIfUnobservable(_ selector: Selector) {
            if hasWiredImplementation(for: selector) {
                print("⚠️ The delegate proxy implements `\(selector)` itself; observe it with a subject of its own.")
                return
            }
            if voidDelegateMethodsContain(selector) {
                return
            }
            if let forward = _forwardToDelegate, !forward.responds(to: selector) {
                print(
                    "⚠️ The forward delegate \(forward) does not respond to `\(selector)`, which is not a void method of "
                        + "the proxy's protocols: its messages will not reach the proxy."
                )
            }
        }

        /// Sets the proxy again as its object's delegate, if it is, so that the object reads the answers of
        /// `respondsToSelector:` again.
        private func reset() {
            guard let parentObject, currentDelegateOf(parentObject) === self else { return }
            setCurrentDelegate(nil, parentObject)
            setCurrentDelegate(self, parentObject)
        }
    }
#endif
