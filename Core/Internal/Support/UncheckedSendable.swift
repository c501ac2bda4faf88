// SPDX-License-Identifier: MIT
/// Carries a value across a concurrency boundary that the Rx contract makes safe: a scheduled action and its
/// state are handed to exactly one run on the scheduler and never touched by the scheduling thread again.
///
/// Inlinable, so that wrapping and unwrapping cost nothing where it is used (a generic value crossing a module
/// boundary unspecialised would be copied through its metadata).
// Unchecked: what it is for; each use is a hand-over the Rx contract makes safe (see above).
@frozen
@usableFromInline
package struct UncheckedSendable<Value>: @unchecked Sendable {
    @usableFromInline
    package var value: Value

    @inlinable
    package init(_ value: Value) {
        self.value = value
    }
}
