// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class IgnoreElementsTests: RxTestCase {
    func test_forwardsOnlyTheTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.ignoreElements() }
        XCTAssertEqual(res.events, [.completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        let failing = TestScheduler(initialClock: 0)
        let ys = failing.createHotObservable([.next(210, 1), .error(220, testError)])
        XCTAssertEqual(failing.start { ys.ignoreElements() }.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let zs = disposal.createHotObservable([Recorded<Event<Int>>.completed(300)])
        XCTAssertEqual(disposal.start(disposed: 250) { zs.ignoreElements() }.events, [])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 250)])
    }
}

extension IgnoreElementsTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_ignoreElements_standardSources() {
        assertStandardCases(
            StandardExpectation<Never>(
                empty: [.completed(250)],
                disposed: []
            )
        ) { xs, _ in
            xs.ignoreElements()
        }
    }
}

extension IgnoreElementsTests {
    func test_synchronousSources_forwardOnlyTheTerminalEventWhileSubscribing() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Observable.of(1, 2).ignoreElements() }.events, [.completed(200)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(
            failing.start { Observable.just(1).concat(Observable<Int>.error(testError)).ignoreElements() }.events,
            [.error(200, testError)]
        )
    }
}

/// The order of disposal around the terminal event (RxSwift 6.10.2 builds `ignoreElements` on `flatMap`, whose sink
/// disposes the source once it completed and only then completes; an error is forwarded first).
extension IgnoreElementsTests {
    private func recordOrder(_ events: [Recorded<Event<Int>>]) -> (log: [String], subscriptions: [Subscription]) {
        recordDisposalOrder(events) { source, log in subscribeLogging(source.ignoreElements(), to: log) }
    }

    func test_completion_disposesTheSourceBeforeCompleting() {
        let (log, subscriptions) = recordOrder([.next(210, 1), .completed(250)])
        XCTAssertEqual(log, ["source disposed", "completed", "disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_error_isForwardedBeforeTheSourceIsDisposed() {
        let (log, subscriptions) = recordOrder([.next(210, 1), .error(250, testError)])
        XCTAssertEqual(log, ["error", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_synchronousCompletion_completesThenDisposesTheSource() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        _ = source.ignoreElements()
            .do(onDispose: { log.append("ignore disposed") })
            .subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["completed", "disposed", "source disposed", "ignore disposed"])
    }
}
