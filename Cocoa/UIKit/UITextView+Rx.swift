// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxSchedulers
    import RxTraits
    import UIKit

    extension Reactive where Base: UITextView {
        /// The text view's text, as a ``ControlProperty``: the same as ``value``.
        @preconcurrency @MainActor
        public var text: ControlProperty<String?> {
            value
        }

        /// The text view's text, as a ``ControlProperty``.
        ///
        /// ```
        /// text: "a"--"ab"--"abc"--|     (the text on subscription, then after each edit; completes when the view's
        ///                                text storage is deallocated)
        /// ```
        ///
        /// The text is read again after each edit its text storage processes (typing, and setting the text in code),
        /// on the next turn of the main queue, so that UIKit finished updating the view. Binding a text sets it unless
        /// the view already shows it (so the cursor does not jump).
        ///
        /// - Returns: The text, on the main thread.
        @preconcurrency @MainActor
        public var value: ControlProperty<String?> {
            textStorageProperty(
                read: { textView in textView.text },
                readAfterEdit: { textView in textView.textStorage.string },
                write: { textView, text in textView.text = text }
            )
        }

        /// The text view's attributed text, as a ``ControlProperty``: the attributed text on subscription, then after
        /// each edit its text storage processes, on the next turn of the main queue; completes when the view's text
        /// storage is deallocated. Binding a value sets it unless the view already shows an equal one.
        ///
        /// - Returns: The attributed text, on the main thread.
        @preconcurrency @MainActor
        public var attributedText: ControlProperty<NSAttributedString?> {
            textStorageProperty(
                read: { textView in textView.attributedText },
                readAfterEdit: { textView in textView.attributedText },
                write: { textView, attributedText in textView.attributedText = attributedText }
            )
        }

        /// An element each time the text view begins editing (`textViewDidBeginEditing(_:)`), after the forward
        /// delegate's method, on the main thread; completes when the text view is deallocated.
        @preconcurrency @MainActor
        public var didBeginEditing: ControlEvent<Void> {
            textViewEvent(#selector(UITextViewDelegate.textViewDidBeginEditing(_:)))
        }

        /// An element each time the text view ends editing (`textViewDidEndEditing(_:)`), after the forward
        /// delegate's method, on the main thread; completes when the text view is deallocated.
        @preconcurrency @MainActor
        public var didEndEditing: ControlEvent<Void> {
            textViewEvent(#selector(UITextViewDelegate.textViewDidEndEditing(_:)))
        }

        /// An element each time the user changes the text (`textViewDidChange(_:)`; not when code sets it), after
        /// the forward delegate's method, on the main thread; completes when the text view is deallocated.
        @preconcurrency @MainActor
        public var didChange: ControlEvent<Void> {
            textViewEvent(#selector(UITextViewDelegate.textViewDidChange(_:)))
        }

        /// An element each time the selection changes (`textViewDidChangeSelection(_:)`), after the forward
        /// delegate's method, on the main thread; completes when the text view is deallocated.
        @preconcurrency @MainActor
        public var didChangeSelection: ControlEvent<Void> {
            textViewEvent(#selector(UITextViewDelegate.textViewDidChangeSelection(_:)))
        }

        /// The messages `selector` of the text view's delegate proxy (the scroll view family's), as `()`.
        /// A property of the text view that its text storage's edits change (``value``, ``attributedText``): `read`
        /// on subscription, then `readAfterEdit` after each edit the storage processes, on the next turn of the main
        /// queue; completes when the text storage is deallocated. Binding a value sets it with `write` unless `read`
        /// already gives an equal one (so the cursor does not jump).
        @MainActor
        private func textStorageProperty<Value: Equatable>(
            read: @escaping @MainActor @Sendable (UITextView) -> Value?,
            readAfterEdit: @escaping @MainActor @Sendable (UITextView) -> Value?,
            write: @escaping @MainActor @Sendable (UITextView, Value?) -> Void
        ) -> ControlProperty<Value?> {
            let source = Observable<Value?>.deferred { [weak textView = base] in
                assumeMainActor {
                    let current: Value? = if let textView { read(textView) } else { nil }
                    let edits = textView?.textStorage.rx.didProcessEditingRangeChangeInLength
                        .observe(on: MainScheduler.asyncInstance)
                        .map { _ -> Value? in
                            assumeMainActor { if let textView { readAfterEdit(textView) } else { nil } }
                        }
                    return (edits ?? Observable.empty()).startWith(current)
                }
            }
            let sink = Binder<Value?>.onMainActor(base) { textView, value in
                if TextViewValue.needsUpdate(current: read(textView), new: value) {
                    write(textView, value)
                }
            }
            return ControlProperty(values: source, valueSink: sink)
        }

        @MainActor
        private func textViewEvent(_ selector: Selector) -> ControlEvent<Void> {
            let proxy: DelegateProxy<UIScrollView, UIScrollViewDelegate> = RxScrollViewDelegateProxy.proxy(for: base)
            return ControlEvent(events: proxy.methodInvoked(selector).map { _ in })
        }
    }
#endif
