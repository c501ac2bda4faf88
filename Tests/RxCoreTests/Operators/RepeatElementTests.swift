// SPDX-License-Identifier: MIT
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

    func test_onCurrentThread_emissionStartsAfterSubscriptionIsSetUp_soItCanBeStopped() {
        // The first element is queued on the trampoline, so the inner subscription is assigned before anything is
        // emitted and the observer can dispose it (as `take` does).
        var count = 0
        var completed = false
        _ = Observable<Int>.create { observer in
            let inner = SingleAssignmentDisposable()
            inner.setDisposable(
                Observable.repeatElement(1).subscribe(onNext: { _ in
                    count += 1
                    if count == 1_000 {
                        inner.dispose()
                        observer.onCompleted()
                    }
                })
            )
            return inner
        }.subscribe(onCompleted: { completed = true })
        XCTAssertEqual(count, 1_000)
        XCTAssertTrue(completed)
    }

    func test_marbles_repeatsEveryTickUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable.repeatElement("r", scheduler: scheduler) }
        XCTAssertMarbles(res, "-rrrr", timing: MarbleTiming(ticksPerFrame: 1))
    }
}
