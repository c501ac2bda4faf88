// SPDX-License-Identifier: MIT
/// When a text view's bound `rx.text`, `rx.value` or `rx.attributedText` writes the view.
///
/// Platform-neutral, so that Linux tests it.
package enum TextViewValue {
    /// Whether binding `new` to a view that shows `current` must set it: only when they differ, so that writing the
    /// text the user just typed back into the view neither moves the cursor nor resets the undo stack.
    ///
    /// - Parameters:
    ///   - current: What the view shows.
    ///   - new: The value bound.
    /// - Returns: `true` when the view must be set.
    package static func needsUpdate<Value: Equatable>(current: Value?, new: Value?) -> Bool {
        current != new
    }
}
