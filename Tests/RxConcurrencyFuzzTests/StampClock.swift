// SPDX-License-Identifier: MIT
import Foundation

/// A process-wide logical clock. Every element a fuzz case's senders emit is a fresh reading, taken just before the
/// send starts, and every `dispose()` made by a case's observers is followed by a reading once it returned.
///
/// So an element whose value is greater than the reading taken after an observer's `dispose()` returned was sent
/// after that return, and must not reach that observer (the Contract: "once it has returned, the observer receives
/// no event whose delivery starts later"). Operators in the generic pipelines never increase a value (their
/// selectors take the maximum of their inputs, or return constants below ``firstReading``), so a value reaching an
/// observer is a lower bound on when the send that caused it started.
final class StampClock: @unchecked Sendable {
    /// Below every reading: constants (`just`, `startWith`, timer ticks) stay below it, so they never count as late.
    static let firstReading = 1_000_000

    static let shared = StampClock()

    // `lock` guards `value`.
    private let lock = NSLock()
    private var value = StampClock.firstReading

    /// A reading greater than every earlier one.
    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
