// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    extension Reactive where Base: UITextField {
        /// The text field's text, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            value
        }

        /// The text field's text, as a ``ControlProperty``: the current text on subscription, then the text after
        /// every editing event and value change, on the main thread; completes when the field is deallocated.
        /// Binding a text sets it unless the field already shows it (so the cursor does not jump).
        @preconcurrency @MainActor
        public var value: ControlProperty<String?> {
            controlPropertyWithDefaultEvents(
                getter: { textField in textField.text },
                setter: { textField, text in
                    if textField.text != text {
                        textField.text = text
                    }
                }
            )
        }

        /// The text field's attributed text, as a ``ControlProperty``: the current value on subscription, then the
        /// value after every editing event and value change, on the main thread; completes when the field is
        /// deallocated. Binding a value sets it unless the field already shows an equal one.
        @preconcurrency @MainActor
        public var attributedText: ControlProperty<NSAttributedString?> {
            controlPropertyWithDefaultEvents(
                getter: { textField in textField.attributedText },
                setter: { textField, attributedText in
                    if textField.attributedText != attributedText {
                        textField.attributedText = attributedText
                    }
                }
            )
        }
    }
#endif
