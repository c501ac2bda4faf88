// SPDX-License-Identifier: MIT
// Not compiled here (no macOS SDK): see "AppKit" in Cocoa/README.md.
#if os(macOS)
    import AppKit
    import Foundation
    import RxCore
    import RxSubjects
    import RxTraits

    /// The delegate proxy of `NSTextField`: installed as the field's delegate by ``DelegateProxyType/proxy(for:)``,
    /// it reports each edit of the text to ``Reactive/text`` and forwards every message to your delegate.
    ///
    /// Main-actor isolated, as `DelegateProxy` and AppKit's delegate protocols are.
    open class RxTextFieldDelegateProxy:
        DelegateProxy<NSTextField, NSTextFieldDelegate>,
        DelegateProxyType,
        NSTextFieldDelegate
    {
        /// The text field whose delegate the proxy is; held weakly.
        public private(set) weak var textField: NSTextField?

        /// The field's text after each edit, for ``Reactive/text``.
        fileprivate let textSubject = PublishSubject<String?>()

        /// Creates the proxy of `textField`; ``DelegateProxyType/proxy(for:)`` calls it through the registered maker.
        ///
        /// - Parameter textField: The text field; held weakly.
        init(textField: NSTextField) {
            self.textField = textField
            super.init(parentObject: textField, delegateProxy: RxTextFieldDelegateProxy.self)
        }

        /// Registers the maker of the proxies of `NSTextField`s.
        public static func registerKnownImplementations() {
            register { RxTextFieldDelegateProxy(textField: $0) }
        }

        /// Reports the field's text to ``Reactive/text``, then forwards the message to your delegate.
        ///
        /// - Parameter notification: `NSControl.textDidChangeNotification`; its object is the text field.
        open func controlTextDidChange(_ notification: Notification) {
            guard let textField = notification.object as? NSTextField else {
                fatalError("controlTextDidChange: the notification's object is not an NSTextField.")
            }
            textSubject.on(.next(textField.stringValue))
            forwardToDelegate()?.controlTextDidChange?(notification)
        }

        /// The field's delegate.
        ///
        /// - Parameter object: The text field.
        /// - Returns: Its delegate, or `nil`.
        open class func currentDelegate(for object: ParentObject) -> NSTextFieldDelegate? {
            object.delegate
        }

        /// Sets the field's delegate.
        ///
        /// - Parameters:
        ///   - delegate: The new delegate, or `nil`.
        ///   - object: The text field.
        open class func setCurrentDelegate(_ delegate: NSTextFieldDelegate?, to object: ParentObject) {
            object.delegate = delegate
        }
    }

    extension Reactive where Base: NSTextField {
        /// The field's delegate proxy (see ``DelegateProxyType``), installed as its delegate; your delegate, set
        /// before or through the proxy's forward delegate, still receives every message.
        @preconcurrency @MainActor
        public var delegate: DelegateProxy<NSTextField, NSTextFieldDelegate> {
            RxTextFieldDelegateProxy.proxy(for: base)
        }

        /// The field's text (`stringValue`), as a ``ControlProperty``: the current text on subscription, then the
        /// text after each edit (reported by the delegate proxy), on the main thread; completes when the field is
        /// deallocated. Binding a text sets it (`nil` clears the field).
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            let delegate = RxTextFieldDelegateProxy.proxy(for: base)
            let source = Observable<String?>.deferred { [weak textField = base] in
                assumeMainActor {
                    delegate.textSubject.startWith(textField?.stringValue)
                }
            }
            .take(until: deallocated)
            let valueSink = Binder<String?>.onMainActor(base) { textField, text in
                textField.stringValue = text ?? ""
            }
            return ControlProperty(values: source, valueSink: valueSink)
        }
    }
#endif
