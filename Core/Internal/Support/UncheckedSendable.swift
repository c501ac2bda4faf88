// SPDX-License-Identifier: MIT
/// Carries a value across a concurrency boundary that the Rx contract makes safe: a scheduled action and its
/// state are handed to exactly one run on the scheduler and never touched by the scheduling thread again.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package var value: Value

    package init(_ value: Value) {
        self.value = value
    }
}
