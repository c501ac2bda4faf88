// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DoTests: RxTestCase {
    func test_sideEffectsRunInOrderAroundEachEvent() {
        var log: [String] = []
        _ = Observable.of(1, 2)
            .do(
                onNext: { log.append("on \($0)") },
                afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("onCompleted") },
                afterCompleted: { log.append("afterCompleted") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
            .subscribe(onNext: { log.append("got \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(
            log,
            [
                "subscribe", "subscribed", "on 1", "got 1", "after 1", "on 2", "got 2", "after 2",
                // As RxSwift: the subscription is disposed after `afterCompleted`.
                "onCompleted", "completed", "afterCompleted", "dispose",
            ]
        )
    }

    func test_errorHandlersAndDisposalAtExactTime() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start {
            xs.do(
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onDispose: { log.append("dispose \(scheduler.clock)") }
            )
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
        assertStandardCases(
            StandardExpectation(
                empty: [.completed(250)],
                disposed: [.next(210, 1)]
            )
        ) { xs, _ in
            xs.do(onNext: { _ in })
        }
    }
}

/// Sources that act while being subscribed (RxSwift 6.10.2 `Do.swift`: the sink's disposal waits for the end of
/// the subscription).
extension DoTests {
    func test_synchronousError_callbacksInRxSwiftOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Observable<Int>.error(testError).do(
                onError: { _ in log.append("onError") },
                afterError: { _ in log.append("afterError") },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log, ["subscribe", "onError", "afterError", "subscribed", "dispose"])
    }

    func test_synchronousSource_throwingOnNext_failsAndDisposesAfterOnSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let res = scheduler.start {
            Observable.just(1).do(
                onNext: { _ in
                    log.append("onNext"); throw testError
                },
                onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") },
                onDispose: { log.append("dispose") }
            )
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(log, ["subscribe", "onNext", "subscribed", "dispose"])
    }

    func test_synchronousCompletion_onDisposeFollowsOnSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        let res = scheduler.start {
            source.do(onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
        }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        // `create` releases its own disposable when its observer completes, as RxSwift's does.
        XCTAssertEqual(log, ["source disposed", "subscribed", "dispose"])
    }
}

/// The order of disposal around a terminal event under a closure `subscribe` (RxSwift 6.10.2
/// `ObservableType+Extensions.swift`: the closure subscriber runs `onDisposed` and leaves the upstream to dispose
/// itself; `Do.swift`: the sink runs `after…`, then disposes its source, then `onDispose`).
extension DoTests {
    private func recordTerminalOrder(_ terminal: Recorded<Event<Int>>) -> (log: [String], subscriptions: [Subscription])
    {
        recordDisposalOrder([terminal]) { source, log in
            subscribeLogging(
                source.do(
                    afterError: { _ in log("afterError") },
                    afterCompleted: { log("afterCompleted") },
                    onDispose: { log("do disposed") }
                ),
                to: log
            )
        }
    }

    func test_afterCompleted_runsBeforeTheSourceIsDisposed_underClosureSubscribe() {
        let (log, subscriptions) = recordTerminalOrder(.completed(250))
        XCTAssertEqual(log, ["completed", "disposed", "afterCompleted", "source disposed", "do disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_afterError_runsBeforeTheSourceIsDisposed_underClosureSubscribe() {
        let (log, subscriptions) = recordTerminalOrder(.error(250, testError))
        XCTAssertEqual(log, ["error", "disposed", "afterError", "source disposed", "do disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_afterCompleted_withAnOperatorBetween_runsAfterThatOperatorDisposedTheChain() {
        // RxSwift: `map`'s sink disposes itself, and so `do`'s and the source, once it forwarded the completion,
        // before control returns to `do`'s sink to run `afterCompleted`.
        let (log, subscriptions) = recordDisposalOrder([.completed(250)]) { source, log in
            subscribeLogging(
                source.do(afterCompleted: { log("afterCompleted") }, onDispose: { log("do disposed") }).map { $0 + 1 },
                to: log
            )
        }
        XCTAssertEqual(log, ["completed", "disposed", "source disposed", "do disposed", "afterCompleted"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_closureSubscribe_onDisposedRunsBeforeTheSourceDisposesItself() {
        let (log, subscriptions) = recordDisposalOrder([.next(210, 1), .completed(250)]) { source, log in
            subscribeLogging(source.map { $0 * 10 }, to: log)
        }
        XCTAssertEqual(log, ["next 10", "completed", "disposed", "source disposed"])
        XCTAssertEqual(subscriptions, [Subscription(200, 250)])
    }

    func test_synchronousCompletion_afterCompletedThenSourceDisposalUnderClosureSubscribe() {
        var log: [String] = []
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create { log.append("source disposed") }
        }
        _ = source.do(
            afterCompleted: { log.append("afterCompleted") },
            onSubscribed: { log.append("subscribed") },
            onDispose: { log.append("do disposed") }
        )
        .subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(
            log,
            ["next 1", "completed", "disposed", "afterCompleted", "source disposed", "subscribed", "do disposed"]
        )
    }
}
