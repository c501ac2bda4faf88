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
                onCompleted: { outer.onCompleted() })
        }
        scheduler.start()
        XCTAssertEqual(outer.events, [.next(200, 1), .next(230, 2), .next(280, 3), .completed(320)])
        XCTAssertEqual(windows.map(\.events), [
            [.next(210, 1), .next(220, 2), .next(230, 3), .completed(230)],
            [.next(260, 4), .completed(280)],
            [.completed(320)],
        ])
    }

    func test_errorReachesTheOpenWindow_andDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let window = scheduler.createObserver(Int.self)
        let outer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler).subscribe(
                onNext: { _ = $0.subscribe(window) }, onError: { outer.onError($0) })
        }
        scheduler.start()
        XCTAssertEqual(window.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(outer.events, [.error(220, testError)])
        let disposal = TestScheduler(initialClock: 0)
        let ys = disposal.createHotObservable([.next(210, 1), .next(300, 2)])
        _ = disposal.start(disposed: 250) { ys.window(timeSpan: .seconds(100), count: 5, scheduler: disposal).map { _ in 0 } }
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }
}
