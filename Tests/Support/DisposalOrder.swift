// SPDX-License-Identifier: MIT
import RxCore
import RxTesting

/// Records the order of what happens around a terminal event: the subscriber's closures and the source's disposal.
///
/// `events` become a hot observable, wrapped in a source that logs `source disposed` when its subscription is
/// disposed. `subscribe` subscribes to that source at 200, logging through the function it is given; the subscription
/// is disposed at 1000 (after the end, so only a subscription still live by then is disposed there).
///
/// - Returns: The log, and the hot observable's subscriptions.
public func recordDisposalOrder(
    _ events: [Recorded<Event<Int>>],
    subscribe: @escaping (_ source: Observable<Int>, _ log: @escaping (String) -> Void) -> Disposable
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
    subscribeAt200DisposeAt1000(on: scheduler) { subscribe(source) { log.append($0) } }
    return (log, xs.subscriptions)
}

/// Runs `scheduler` with `subscribe` called at 200 and the subscription it returns disposed at 1000.
func subscribeAt200DisposeAt1000(on scheduler: TestScheduler, _ subscribe: @escaping () -> Disposable) {
    var subscription: Disposable?
    scheduler.scheduleAt(200) { subscription = subscribe() }
    scheduler.scheduleAt(1000) { subscription?.dispose() }
    scheduler.start()
}

/// Subscribes to `observable` with closures that log each event (`next 1`, `error`, `completed`) and `disposed`.
public func subscribeLogging<Element>(
    _ observable: Observable<Element>,
    to log: @escaping (String) -> Void
) -> Disposable {
    observable.subscribe(
        onNext: { log("next \($0)") },
        onError: { _ in log("error") },
        onCompleted: { log("completed") },
        onDisposed: { log("disposed") }
    )
}
