// SPDX-License-Identifier: MIT
import Foundation

/// Calls `send` over and over on a thread of its own while `workers` copies of `work` run concurrently, and returns
/// once the work is done and the sender has stopped: the sends keep overlapping the work however the threads are
/// scheduled, and with a single core too.
///
/// The sender also stops after `maxSends` sends. Without a bound, a worker that ends up delivering the sender's
/// events (a subject's emitter drains what others queue) could be kept busy for as long as the sender outpaces it.
///
/// - Parameters:
///   - maxSends: The most sends made.
///   - send: One send; called with a running count starting at 0.
///   - workers: How many copies of `work` run concurrently.
///   - work: One worker's job; receives its index.
public func whileSending(
    maxSends: Int = 200_000,
    _ send: @escaping @Sendable (Int) -> Void,
    workers: Int,
    _ work: @Sendable (Int) -> Void
) {
    let stop = Counter()
    let stopped = DispatchSemaphore(value: 0)
    let sender = Thread {
        var count = 0
        while count < maxSends && stop.value == 0 {
            send(count)
            count += 1
        }
        stopped.signal()
    }
    sender.start()
    DispatchQueue.concurrentPerform(iterations: workers, execute: work)
    stop.increment()
    stopped.wait()
}
