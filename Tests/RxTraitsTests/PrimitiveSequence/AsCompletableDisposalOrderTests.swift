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
    private func recordOrder(
        _ events: [Recorded<Event<Int>>],
        _ makeCompletable: @escaping (Observable<Int>) -> Completable
    ) -> (log: [String], subscriptions: [Subscription]) {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable(events)
        let source = Observable<Int>.create { observer in
            let inner = xs.subscribe(observer)
            return Disposables.create {
                log.append("source disposed")
                inner.dispose()
            }
        }
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = makeCompletable(source).subscribe(
                onCompleted: { log.append("completed") },
                onError: { _ in log.append("error") },
                onDisposed: { log.append("disposed") }
            )
        }
        scheduler.scheduleAt(1000) { subscription?.dispose() }
        scheduler.start()
        return (log, xs.subscriptions)
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
