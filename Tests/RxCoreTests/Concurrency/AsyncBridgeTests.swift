import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class ObservableValuesTests: RxTestCase {
    func test_forAwait_receivesEveryElementThenEnds() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, [1, 2, 3])
    }

    func test_errorIsThrownFromTheLoop() async {
        var collected: [Int] = []
        do {
            for try await value in Observable<Int>.create({ observer in
                observer.onNext(1)
                observer.onError(testError)
                return Disposables.create()
            }).values {
                collected.append(value)
            }
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
        XCTAssertEqual(collected, [1])
    }

    func test_cancellingTheConsumingTask_disposesTheSubscription() async throws {
        let disposed = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let source = Observable<Int>.create { observer in
            observer.onNext(0)
            started.signal()
            return Disposables.create { disposed.signal() }
        }
        let task = Task {
            for try await _ in source.values {}
        }
        started.wait()
        task.cancel()
        XCTAssertEqual(disposed.wait(timeout: .now() + 5), .success)
        _ = await task.result
    }

    func test_elementsFromABackgroundScheduler() async throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        var collected: [Int] = []
        for try await value in Observable.range(start: 0, count: 100, scheduler: scheduler).values {
            collected.append(value)
        }
        XCTAssertEqual(collected, Array(0..<100))
    }
}
