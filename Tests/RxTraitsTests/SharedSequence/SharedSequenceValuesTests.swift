// SPDX-License-Identifier: MIT
import Dispatch
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class SharedSequenceValuesTests: RxTestCase {
    private let background = ConcurrentDispatchQueueScheduler(qos: .default)

    func test_driverValues_everyElementThenTheLoopEnds() async {
        var driver: Driver<Int>!
        SharingScheduler.mock(scheduler: background) {
            driver = Observable.of(1, 2, 3).asDriver(onErrorJustReturn: -1)
        }
        var collected: [Int] = []
        for await value in driver.values { collected.append(value) }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func test_signalValues_sourceErrorBecomesTheReplacementElement() async {
        var signal: Signal<Int>!
        SharingScheduler.mock(scheduler: background) {
            signal = Observable<Int>.error(testError).asSignal(onErrorJustReturn: 9)
        }
        var collected: [Int] = []
        for await value in signal.values { collected.append(value) }
        XCTAssertEqual(collected, [9])
    }

    func test_cancellingTheConsumingTask_disposesTheSubscription() async {
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        var signal: Signal<Int>!
        SharingScheduler.mock(scheduler: background) {
            signal = Observable<Int>.create { _ in
                subscribed.signal()
                return Disposables.create { disposed.signal() }
            }.asSignal(onErrorJustReturn: 0)
        }
        let values = signal.values
        let task = Task {
            for await _ in values {}
        }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 5), .success)
        task.cancel()
        XCTAssertEqual(disposed.wait(timeout: .now() + 5), .success, "cancelling must dispose the subscription")
        await task.value
    }
}
