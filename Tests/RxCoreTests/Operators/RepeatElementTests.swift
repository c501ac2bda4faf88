import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class RepeatElementTests: RxTestCase {
    func test_repeatsUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 204) { Observable.repeatElement(7, scheduler: scheduler) }
        XCTAssertEqual(res.events, [.next(201, 7), .next(202, 7), .next(203, 7)])
    }

    func test_onCurrentThread_stopsWhenDisposedFromObserver() {
        var count = 0
        var subscription: Disposable?
        subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
            count += 1
            if count == 1_000 { subscription?.dispose() }
        })
        // The trampoline keeps running until the recursion sees the disposal.
        XCTAssertEqual(count, 1_000)
        subscription?.dispose()
    }
}
