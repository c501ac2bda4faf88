// SPDX-License-Identifier: MIT
#if os(iOS) || os(tvOS) || os(visionOS)
    import RxCore
    import RxTraits
    import UIKit
#endif

#if os(iOS) || os(visionOS)
    extension Reactive where Base: UIButton {
        /// The button's taps (`touchUpInside`), as a ``ControlEvent``: one `()` per tap, on the main thread;
        /// completes when the button is deallocated.
        @preconcurrency @MainActor
        public var tap: ControlEvent<Void> {
            controlEvent(.touchUpInside)
        }
    }
#endif

#if os(tvOS)
    extension Reactive where Base: UIButton {
        /// The button's primary actions (`primaryActionTriggered`), as a ``ControlEvent``: one `()` per action, on
        /// the main thread; completes when the button is deallocated.
        @preconcurrency @MainActor
        public var primaryAction: ControlEvent<Void> {
            controlEvent(.primaryActionTriggered)
        }
    }
#endif

#if os(iOS) || os(tvOS) || os(visionOS)
    extension Reactive where Base: UIButton {
        /// A binder that sets the button's title for `controlState`, on the main scheduler.
        ///
        /// - Parameter controlState: The state the title is for; `.normal` (`[]`) by default.
        /// - Returns: A binder that holds the button weakly.
        @preconcurrency @MainActor
        public func title(for controlState: UIControl.State = []) -> Binder<String?> {
            Binder.onMainActor(base) { button, title in
                button.setTitle(title, for: controlState)
            }
        }

        /// A binder that sets the button's image for `controlState`, on the main scheduler.
        ///
        /// - Parameter controlState: The state the image is for; `.normal` (`[]`) by default.
        /// - Returns: A binder that holds the button weakly.
        @preconcurrency @MainActor
        public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
            Binder.onMainActor(base) { button, image in
                button.setImage(image, for: controlState)
            }
        }

        /// A binder that sets the button's background image for `controlState`, on the main scheduler.
        ///
        /// - Parameter controlState: The state the image is for; `.normal` (`[]`) by default.
        /// - Returns: A binder that holds the button weakly.
        @preconcurrency @MainActor
        public func backgroundImage(for controlState: UIControl.State = []) -> Binder<UIImage?> {
            Binder.onMainActor(base) { button, image in
                button.setBackgroundImage(image, for: controlState)
            }
        }

        /// A binder that sets the button's attributed title for `controlState`, on the main scheduler.
        ///
        /// - Parameter controlState: The state the title is for; `.normal` (`[]`) by default.
        /// - Returns: A binder that holds the button weakly.
        @preconcurrency @MainActor
        public func attributedTitle(for controlState: UIControl.State = []) -> Binder<NSAttributedString?> {
            Binder.onMainActor(base) { button, attributedTitle in
                button.setAttributedTitle(attributedTitle, for: controlState)
            }
        }
    }
#endif
