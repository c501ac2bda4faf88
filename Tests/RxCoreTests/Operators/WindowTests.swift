// SPDX-License-Identifier: MIT
import Foundation
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class WindowTests: RxTestCase {
    func test_windowsCloseOnCountOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(320),
        ])
        var windows: [TestableObserver<Int>] = []
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler).subscribe(
                onNext: { window in
                    let observer = scheduler.createObserver(Int.self)
                    windows.append(observer)
                    outer.onNext(windows.count)
                    _ = window.subscribe(observer)
                },
                onCompleted: { outer.onCompleted() }
            )
        }
        scheduler.start()
        XCTAssertEqual(outer.events, [.next(200, 1), .next(230, 2), .next(280, 3), .completed(320)])
        XCTAssertEqual(
            windows.map(\.events),
            [
                [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)],
                [.next(260, 4), .completed(280)],
                [.completed(320)],
            ]
        )
    }

    func test_errorReachesTheOpenWindow_andDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let window = scheduler.createObserver(Int.self)
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler).subscribe(
                onNext: { _ = $0.subscribe(window) },
                onError: { outer.onError($0) }
            )
        }
        scheduler.start()
        XCTAssertEqual(window.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(outer.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(300, 2)])
        _ = disposal.start(disposed: 250) {
            ys.window(timeSpan: .seconds(100), count: 5, scheduler: disposal).map { _ in 0 }
        }
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}

/// Sources that act while being subscribed (RxSwift 6.10.2 `Window.swift`).
extension WindowTests {
    func test_synchronousSource_fillsWindowsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, windows) = recordWindows(scheduler) { Observable.of(1, 2, 3) }
        XCTAssertEqual(outer.events, [.next(200, 1), .next(200, 2), .completed(200)])
        XCTAssertEqual(
            windows(),
            [
                [.next(200, 1), .next(200, 2), .completed(200)],
                [.next(200, 3), .completed(200)],
            ]
        )
    }

    func test_synchronousJustAndError() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, windows) = recordWindows(scheduler) { Observable.just(1) }
        XCTAssertEqual(outer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(windows(), [[.next(200, 1), .completed(200)]])
        let failing = TestScheduler(initialClock: 0)
        let (failingOuter, failingWindows) = recordWindows(failing) { Observable.error(testError) }
        XCTAssertEqual(failingOuter.events, [.next(200, 1), .error(200, testError)])
        XCTAssertEqual(failingWindows(), [[.error(200, testError)]])
    }
}

/// Subscribes, at 200, to the windows of the sequence `makeSource` builds (`window(timeSpan:count:scheduler:)` on
/// `scheduler`), records each window with an observer of its own, and runs the scheduler. Returns the outer
/// sequence's events (each window numbered from 1) and the events of every window.
func recordWindows(
    _ scheduler: TestScheduler,
    timeSpan: RxTimeInterval = .seconds(50),
    count: Int = 2,
    _ makeSource: @escaping () -> Observable<Int>
) -> (outer: TestableObserver<Int>, windows: () -> [[Recorded<Event<Int>>]]) {
    var windows: [TestableObserver<Int>] = []
    let outer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
        _ = makeSource().window(timeSpan: timeSpan, count: count, scheduler: scheduler).subscribe(
            onNext: { window in
                let observer = scheduler.createObserver(Int.self)
                windows.append(observer)
                outer.onNext(windows.count)
                _ = window.subscribe(observer)
            },
            onError: { outer.onError($0) },
            onCompleted: { outer.onCompleted() }
        )
    }
    scheduler.start()
    return (outer, { windows.map(\.events) })
}

/// The source's lifetime (RxSwift 6.10.2 `Window.swift` and `AddRef.swift`): the outer subscription and every
/// subscription to an open window each hold the source, which is disposed when the last of them goes. A window's
/// hold ends with its terminal event.
extension WindowTests {
    func test_outerEndedWhileAWindowIsSubscribed_keepsTheSourceUntilTheWindowFills() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        let (outer, windows) = recordFirstWindow(scheduler, timeSpan: .seconds(100), count: 3) { xs.asObservable() }
        XCTAssertEqual(outer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(windows(), [[.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_outerEndedWhileAWindowIsSubscribed_keepsTheSourceAndTimerUntilTheWindowCloses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
        let (outer, windows) = recordFirstWindow(scheduler, timeSpan: .seconds(50), count: 5) { xs.asObservable() }
        XCTAssertEqual(outer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(windows(), [[.next(210, 1), .next(220, 2), .completed(250)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func test_outerEndedWhileAWindowIsSubscribed_theSourcesEndReachesTheWindow() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(300, testError)])
        let (_, windows) = recordFirstWindow(scheduler, timeSpan: .seconds(1000), count: 10) { xs.asObservable() }
        XCTAssertEqual(windows(), [[.next(210, 1), .next(220, 2), .error(300, testError)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_outerEndedWhileAWindowIsSubscribed_disposingTheWindowReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let window = scheduler.createObserver(Int.self)
        var windowSubscription: Disposable?
        scheduler.scheduleAt(235) { windowSubscription?.dispose() }
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(1000), count: 10, scheduler: scheduler).take(1).map { observable -> Int in
                windowSubscription = observable.subscribe(window)
                return 0
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(window.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
    }

    func test_outerDisposed_theOpenWindowGoesOnUntilItsTimerAndNoNewWindowIsEmitted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(260, 2), .next(290, 3), .next(310, 4), .completed(400),
        ])
        var windows: [TestableObserver<Int>] = []
        let res = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { observable -> Int in
                let observer = scheduler.createObserver(Int.self)
                windows.append(observer)
                _ = observable.subscribe(observer)
                return windows.count
            }
        }
        XCTAssertEqual(res.events, [.next(200, 1)])
        XCTAssertEqual(windows.map(\.events), [[.next(210, 1), .next(260, 2), .next(290, 3), .completed(300)]])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func test_outerEndedWithoutAWindowSubscribed_disposesTheSourceAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler).take(1).map { _ in 0 }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func test_windowSubscribedAfterItClosed_getsItsEndAndHoldsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var first: Observable<Int>?
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(250) { _ = first?.subscribe(late) }
        let res = scheduler.start(disposed: 270) {
            xs.window(timeSpan: .seconds(1000), count: 2, scheduler: scheduler).map { observable -> Int in
                if first == nil { first = observable }
                return 0
            }
        }
        XCTAssertEqual(res.events, [.next(200, 0), .next(220, 0)])
        XCTAssertEqual(late.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
    }

    func test_synchronousSource_outerEndedWhileTheWindowIsSubscribed_theWindowGetsTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let (outer, windows) = recordFirstWindow(scheduler, timeSpan: .seconds(50), count: 2) {
            Observable.of(1, 2, 3)
        }
        XCTAssertEqual(outer.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(windows(), [[.next(200, 1), .next(200, 2), .completed(200)]])
        let just = TestScheduler(initialClock: 0)
        let (_, justWindows) = recordFirstWindow(just, timeSpan: .seconds(50), count: 2) { Observable.just(1) }
        XCTAssertEqual(justWindows(), [[.next(200, 1), .completed(200)]])
        let failing = TestScheduler(initialClock: 0)
        let (_, failingWindows) = recordFirstWindow(failing, timeSpan: .seconds(50), count: 2) {
            Observable.error(testError)
        }
        XCTAssertEqual(failingWindows(), [[.error(200, testError)]])
        let empty = TestScheduler(initialClock: 0)
        let (_, emptyWindows) = recordFirstWindow(empty, timeSpan: .seconds(50), count: 2) { Observable.empty() }
        XCTAssertEqual(emptyWindows(), [[.completed(200)]])
    }
}

/// The source's lifetime under threads: the outer subscription is disposed from another thread while the source
/// emits on this one and the timer fires on a concurrent scheduler.
extension WindowTests {
    func test_outerDisposedFromAnotherThread_subscribedWindowsLoseNothingAndTheSourceIsReleasedOnce() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        var failures: [String] = []
        let windowSubscriptions = Recorder<Disposable>()
        for iteration in 0..<100 where failures.isEmpty {
            let observers = Recorder<AnyObserver<Int>>()
            let sourceDisposals = Recorder<Bool>()
            let source = Observable<Int>.create { observer in
                observers.append(observer)
                return Disposables.create { sourceDisposals.append(true) }
            }
            let windows = Recorder<Recorder<Int>>()
            let ended = Recorder<Int>()
            let subscription = source.window(timeSpan: .microseconds(300), count: 1_000_000, scheduler: scheduler)
                .subscribe(onNext: { window in
                    let values = Recorder<Int>()
                    windows.append(values)
                    windowSubscriptions.append(
                        window.subscribe(onNext: { values.append($0) }, onCompleted: { ended.append(0) })
                    )
                })
            DispatchQueue.global().asyncAfter(deadline: .now() + .microseconds(700)) { subscription.dispose() }
            let observer = observers.values[0]
            let deadline = Date() + 10
            var value = 0
            while sourceDisposals.values.isEmpty && Date() < deadline {
                observer.onNext(value)
                value += 1
                if value % 16 == 0 { sched_yield() }
            }
            let received = windows.values.flatMap(\.values)
            if received != Array(0..<received.count) {
                failures.append("iteration \(iteration): the windows got \(received.count) elements, not a prefix")
            }
            if sourceDisposals.values.count != 1 {
                failures.append("iteration \(iteration): source disposed \(sourceDisposals.values.count) times")
            }
            // A window emitted while the outer subscription is being disposed may be subscribed just after the
            // source was released: it gets nothing and never ends (as in RxSwift).
            let unended = windows.values.count - ended.values.count
            if unended > 1 || (unended == 1 && !(windows.values.last?.values.isEmpty ?? true)) {
                failures.append(
                    "iteration \(iteration): \(ended.values.count) of \(windows.values.count) windows ended"
                )
            }
        }
        // Such a window may be subscribed on the timer's thread just after an iteration ended: give it time, then
        // end every window subscription.
        Thread.sleep(forTimeInterval: 0.05)
        windowSubscriptions.values.forEach { $0.dispose() }
        XCTAssertEqual(failures, [])
    }
}

/// `recordWindows` over `window(timeSpan:count:scheduler:).take(1)`: the outer subscription ends at once, after
/// the first window was subscribed.
func recordFirstWindow(
    _ scheduler: TestScheduler,
    timeSpan: RxTimeInterval,
    count: Int,
    _ makeSource: @escaping () -> Observable<Int>
) -> (outer: TestableObserver<Int>, windows: () -> [[Recorded<Event<Int>>]]) {
    var windows: [TestableObserver<Int>] = []
    let outer = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
        _ = makeSource().window(timeSpan: timeSpan, count: count, scheduler: scheduler).take(1).subscribe(
            onNext: { window in
                let observer = scheduler.createObserver(Int.self)
                windows.append(observer)
                outer.onNext(windows.count)
                _ = window.subscribe(observer)
            },
            onError: { outer.onError($0) },
            onCompleted: { outer.onCompleted() }
        )
    }
    scheduler.start()
    return (outer, { windows.map(\.events) })
}
