// SPDX-License-Identifier: MIT
import Foundation
import RxCore

/// Wraps every source of a fuzz case, so that the case can check that each subscription made to it is disposed
/// exactly once: by the operator above it when the source ends or when the subscriber goes.
///
/// A plain ``ObservableType`` (not `create`), so the disposable an operator holds is the probe's own and a second
/// `dispose()` from the operator is seen, not absorbed by another operator's idempotence.
struct Probe: ObservableType {
    typealias Element = Int

    let name: String
    let source: Observable<Int>
    let ledger: ProbeLedger

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        let subscription = ProbeSubscription(source: name)
        ledger.add(subscription)
        subscription.attach(source.subscribe(observer))
        return subscription
    }
}

/// One subscription to a probed source: counts the calls to `dispose()`.
final class ProbeSubscription: Disposable, @unchecked Sendable {
    let source: String

    // `lock` guards `upstream` and `disposals`.
    private let lock = NSLock()
    private var upstream: Disposable?
    private var disposals = 0

    init(source: String) {
        self.source = source
    }

    var disposeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return disposals
    }

    func attach(_ disposable: Disposable) {
        lock.lock()
        let disposed = disposals > 0
        if !disposed { upstream = disposable }
        lock.unlock()
        if disposed { disposable.dispose() }
    }

    func dispose() {
        lock.lock()
        disposals += 1
        let first = disposals == 1
        // Let the upstream go once disposed: the ledger keeps this subscription until the case ends, and the upstream
        // would otherwise keep its sinks alive (`Resources.total`).
        let upstream = self.upstream
        self.upstream = nil
        lock.unlock()
        if first { upstream?.dispose() }
    }
}

/// Every probed subscription of one fuzz case.
final class ProbeLedger: @unchecked Sendable {
    // `lock` guards `subscriptions`.
    private let lock = NSLock()
    private var subscriptions: [ProbeSubscription] = []

    func add(_ subscription: ProbeSubscription) {
        lock.lock()
        subscriptions.append(subscription)
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return subscriptions.count
    }

    /// The subscriptions not disposed exactly once, described; empty when all are.
    var unbalanced: [String] {
        lock.lock()
        let all = subscriptions
        lock.unlock()
        var counts: [String: (never: Int, twice: Int)] = [:]
        for subscription in all {
            let disposals = subscription.disposeCount
            guard disposals != 1 else { continue }
            var entry = counts[subscription.source] ?? (0, 0)
            if disposals == 0 { entry.never += 1 } else { entry.twice += 1 }
            counts[subscription.source] = entry
        }
        return counts.sorted { $0.key < $1.key }.flatMap { source, entry in
            (entry.never > 0 ? ["\(entry.never) subscription(s) to \(source) never disposed"] : [])
                + (entry.twice > 0 ? ["\(entry.twice) subscription(s) to \(source) disposed more than once"] : [])
        }
    }
}
