// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

/// The order of disposal around the end of a completable made by `asCompletable()` (RxSwift 6.10.2: `ignoreElements`
/// is a `flatMap`, which disposes its source once the source completed and only then completes; the completable's
/// closure `subscribe` runs `onDisposed` when it receives the terminal event).
final class AsCompletableDisposalOrderTests: RxTestCase {
    /// ``recordDisposalOrder(_:subscribe:)`` (RxTestSupport) with the completable `makeCompletable` makes of the
    /// source, subscribed with closures that log `completed`, `error` and `disposed`.
    private func recordOrder(
        _ events: [Recorded<Event<Int>>],
        _ makeCompletable: @escaping (Observable<Int>) -> Completable
    ) -> (log: [String], subscriptions: [Subscription]) {
        recordDisposalOrder(events) { source, log in
            makeCompletable(source).subscribe(
                onCompleted: { log("completed") },
                onError: { _ in log("error") },
                onDisposed: { log("disposed") }
            )
        }
    }

    func test_ignoreElementsAsCompletable_disposesTheSourceBeforeCompleting() {
        let (log, subscriptions) = recordOrder([.next(210, 1), .completed(250)]) {
            $0.ignoreElements().asCompletable()
        }
        XCTAssertEqual(log, ["source disposed", "completed", "disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_ignoreElementsAsCompletable_failsBeforeTheSourceIsDisposed() {
        let (log, subscriptions) = recordOrder([.next(210, 1), .error(250, testError)]) {
            $0.ignoreElements().asCompletable()
        }
        XCTAssertEqual(log, ["error", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_maybeAsCompletable_disposesTheSourceBeforeCompleting() {
        let (log, subscriptions) = recordOrder([.completed(250)]) { $0.asMaybe().asCompletable() }
        XCTAssertEqual(log, ["source disposed", "completed", "disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }
}
