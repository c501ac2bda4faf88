// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit

    /// A view that takes text input together with its text as a ``ControlProperty``, for code that works with any
    /// text input (a `UITextField`, or a type of your own).
    public struct TextInput<Base: UITextInput> {
        /// The view.
        public let base: Base

        /// The view's text: its current value on subscription, then every edit, on the main thread.
        public let text: ControlProperty<String?>

        /// Pairs a text input view with its text property.
        ///
        /// - Parameters:
        ///   - base: The view.
        ///   - text: The view's text as a control property.
        public init(base: Base, text: ControlProperty<String?>) {
            self.base = base
            self.text = text
        }
    }

    extension Reactive where Base: UITextField {
        /// The text field with its ``Reactive/text`` property, as a ``TextInput``.
        @preconcurrency @MainActor
        public var textInput: TextInput<Base> {
            TextInput(base: base, text: text)
        }
    }

    extension Reactive where Base: UITextView {
        /// The text view with its ``Reactive/text`` property, as a ``TextInput``.
        @preconcurrency @MainActor
        public var textInput: TextInput<Base> {
            TextInput(base: base, text: text)
        }
    }
#endif

#if os(macOS)
    import AppKit
    import RxCore
    import RxTraits

    /// A view that takes text input together with its text as a ``ControlProperty``, for code that works with any
    /// text input (an `NSTextField`, or a type of your own).
    public struct TextInput<Base: NSTextInputClient> {
        /// The view.
        public let base: Base

        /// The view's text: its current value on subscription, then every edit, on the main thread.
        public let text: ControlProperty<String?>

        /// Pairs a text input view with its text property.
        ///
        /// - Parameters:
        ///   - base: The view.
        ///   - text: The view's text as a control property.
        public init(base: Base, text: ControlProperty<String?>) {
            self.base = base
            self.text = text
        }
    }

    extension Reactive where Base: NSTextField, Base: NSTextInputClient {
        /// The text field with its ``Reactive/text`` property, as a ``TextInput``.
        @preconcurrency @MainActor
        public var textInput: TextInput<Base> {
            TextInput(base: base, text: text)
        }
    }
#endif
