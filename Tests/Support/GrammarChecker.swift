// SPDX-License-Identifier: MIT
import Foundation

/// Records events delivered from any thread and checks the Rx grammar: never two deliveries at once, nothing
/// after a terminal event, at most one terminal event.
public final class GrammarChecker<Element>: @unchecked Sendable {
    // `lock` guards the recorded state; `inside` detects overlapping deliveries.
    private let lock = NSLock()
    private var elements: [Element] = []
    private var terminals = 0
    private var violations: [String] = []
    private var inside = false
    private let finished = DispatchSemaphore(value: 0)

    public init() {}

    /// Records one delivery.
    public func record(_ element: Element?, terminal: Bool) {
        lock.lock()
        if inside { violations.append("concurrent delivery") }
        inside = true
        if terminals > 0 { violations.append("event after a terminal event") }
        if let element { elements.append(element) }
        lock.unlock()
        usleep(0)
        lock.lock()
        inside = false
        if terminal { terminals += 1 }
        lock.unlock()
        if terminal { finished.signal() }
    }

    /// Waits for the terminal event; `false` on timeout.
    public func waitForTermination(seconds: Double = 20) -> Bool {
        finished.wait(timeout: .now() + seconds) == .success
    }

    public var recorded: [Element] {
        lock.lock()
        defer { lock.unlock() }
        return elements
    }

    public var problems: [String] {
        lock.lock()
        defer { lock.unlock() }
        return violations + (terminals > 1 ? ["\(terminals) terminal events"] : [])
    }
}
