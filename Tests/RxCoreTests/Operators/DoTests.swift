import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DoTests: RxTestCase {
    func test_sideEffectsRunInOrderAroundEachEvent() {
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(onNext: { log.append("on \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("onCompleted") }, afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") })
            .subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, [
            "subscribe", "subscribed", "on 1", "got 1", "after 1", "on 2", "got 2", "after 2",
            // As RxSwift: the subscription is disposed after `afterCompleted`.
            "onCompleted", "completed", "afterCompleted", "dispose",
        ])
    }

    func test_errorHandlersAndDisposalAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start {
            xs.do(onError: { _ in log.append("onError") }, afterError: { _ in log.append("afterError") },
                  onDispose: { log.append("dispose \(scheduler.clock)") })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(log, ["onError", "afterError", "dispose 220"])
        let disposal = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let ys = disposal.createHotObservable([.next(210, 1), .next(260, 2)])
        _ = disposal.start(disposed: 250) { ys.do(onDispose: { disposedAt.append(disposal.clock) }) }
        XCTAssertEqual(disposedAt, [250])
    }

    func test_throwingHandler_emitsError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.do(onNext: { if $0 == 2 { throw testError } }) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}

extension DoTests {
    /// Empty, never, failing and disposed-at-300 sources, and re-subscription (see `assertStandardCases`).
    func test_do_standardSources() {
        assertStandardCases(StandardExpectation(
            empty: [.completed(250)], disposed: [.next(210, 1)])) { xs, _ in
            xs.do(onNext: { _ in })
        }
    }
}
