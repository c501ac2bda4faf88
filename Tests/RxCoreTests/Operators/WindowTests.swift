// SPDX-License-Identifier: MIT
import RxCore
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
