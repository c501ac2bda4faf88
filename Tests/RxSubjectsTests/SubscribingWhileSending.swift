// SPDX-License-Identifier: MIT
import Foundation
import RxSubjects
import RxTestSupport

/// Subscribes and disposes `subscriptions` times on each of two threads while a third sends through `send`; each
/// subscription stays for a few live elements, since a reordering shows up only while subscribed. Returns how many
/// times a subscriber received a value that does not follow its previous one by `follows(previous, value)`; the
/// first value of a subscription is compared with -1.
///
/// The sender keeps sending until the subscribers are done, so subscriptions keep landing between a send taking
/// the emitter role and taking the lock: a new subscriber's replay is queued then, and must come first.
func orderViolationsWhileSending(
    subscribeTo observable: Observable<Int>,
    send: @escaping @Sendable (Int) -> Void,
    subscriptions: Int,
    follows: @escaping @Sendable (_ previous: Int, _ value: Int) -> Bool
) -> Int {
    let violations = Counter()
    whileSending(send, workers: 2) { _ in
        for _ in 0..<subscriptions {
            var last = -1
            let seen = Counter()
            let subscription = observable.subscribe(onNext: { value in
                if !follows(last, value) { violations.increment() }
                last = value
                seen.increment()
            })
            let deadline = Date().addingTimeInterval(0.002)
            while seen.value < 3 && Date() < deadline {}
            subscription.dispose()
        }
    }
    return violations.value
}
