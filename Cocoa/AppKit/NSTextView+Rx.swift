// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import Foundation
    import RxCore
    import RxSubjects
    import RxTraits

    /// The delegate proxy of `NSTextView`: installed as the view's delegate by ``DelegateProxyType/proxy(for:)``, it
    /// reports each edit of the text to ``Reactive/string`` and forwards every message to your delegate.
    ///
    /// Main-actor isolated, as `DelegateProxy` and AppKit's delegate protocols are.
    open class RxTextViewDelegateProxy:
        DelegateProxy<NSTextView, NSTextViewDelegate>,
        DelegateProxyType,
        NSTextViewDelegate
    {
        /// The text view whose delegate the proxy is. Held strongly, as in RxSwift: Swift does not accept a `weak`
        /// reference to an `NSTextView`.
        public private(set) var textView: NSTextView?

        /// The view's text after each edit, for ``Reactive/string``.
        fileprivate let textSubject = PublishSubject<String>()

        /// Creates the proxy of `textView`; ``DelegateProxyType/proxy(for:)`` calls it through the registered maker.
        ///
        /// - Parameter textView: The text view.
        init(textView: NSTextView) {
            self.textView = textView
            super.init(parentObject: textView, delegateProxy: RxTextViewDelegateProxy.self)
        }

        /// Registers the maker of the proxies of `NSTextView`s.
        public static func registerKnownImplementations() {
            register { RxTextViewDelegateProxy(textView: $0) }
        }

        /// Reports the view's text to ``Reactive/string``, then forwards the message to your delegate.
        ///
        /// - Parameter notification: `NSText.didChangeNotification`; its object is the text view.
        open func textDidChange(_ notification: Notification) {
            guard let textView = notification.object as? NSTextView else {
                fatalError("textDidChange: the notification's object is not an NSTextView.")
            }
            textSubject.on(.next(textView.string))
            forwardToDelegate()?.textDidChange?(notification)
        }

        /// The view's delegate.
        ///
        /// - Parameter object: The text view.
        /// - Returns: Its delegate, or `nil`.
        open class func currentDelegate(for object: ParentObject) -> NSTextViewDelegate? {
            object.delegate
        }

        /// Sets the view's delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil`.
        ///   - object: The text view.
        open class func setCurrentDelegate(_ delegate: NSTextViewDelegate?, to object: ParentObject) {
            object.delegate = delegate
        }
    }

    extension Reactive where Base: NSTextView {
        /// The view's delegate proxy (see ``DelegateProxyType``), installed as its delegate; your delegate, set before
        /// or through the proxy's forward delegate, still receives every message.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<NSTextView, NSTextViewDelegate> {
            RxTextViewDelegateProxy.proxy(for: base)
        }

        /// The view's text (`string`), as a ``ControlProperty``: the current text on subscription, then the text
        /// after each edit (reported by the delegate proxy), on the main thread; completes when the view is
        /// deallocated. Binding a text sets it.
        @preconcurrency @MainActor
        public var string: ControlProperty<String> {
            let delegate = RxTextViewDelegateProxy.proxy(for: base)
            // The proxy holds the text view (Swift refuses `weak` references to an `NSTextView`).
            let source = Observable<String>.deferred {
                assumeMainActor {
                    delegate.textSubject.startWith(delegate.textView?.string ?? "")
                }
            }
            .take(until: deallocated)
            let valueSink = Binder<String>.onMainActor(base) { textView, text in
                textView.string = text
            }
            return ControlProperty(values: source, valueSink: valueSink)
        }
    }
#endif
