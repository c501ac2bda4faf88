// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

final class BlockingObservableTests: RxTestCase {
    func test_toArray_collectsElements() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func test_toArray_throwsSequenceError() {
        XCTAssertThrowsError(try Observable<Int>.error(testError).toBlocking().toArray()) { error in
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_first_returnsFirstAndDisposes() throws {
        let disposed = Counter()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { disposed.increment() }
        }
        XCTAssertEqual(try source.toBlocking().first(), 1)
        XCTAssertEqual(disposed.value, 1)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func test_last_returnsLastOrNil() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func test_single_requiresExactlyOneElement() throws {
        XCTAssertEqual(try Observable.just(4).toBlocking().single(), 4)
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
            guard case RxError.noElements = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
    }

    func test_singleWithPredicate() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 1 }) { error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { _ in throw testError }) { error in
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_singleWithPredicate_stopsCallingThePredicateAtTheSecondMatch() {
        var checked: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(42, 43, 44, 45).toBlocking().single {
                checked.append($0); return $0 > 42
            }
        ) {
            error in
            guard case RxError.moreThanOneElement = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(checked, [42, 43, 44])
    }

    func test_singleWithPredicate_stopsCallingThePredicateAfterItThrows() {
        var checked: [Int] = []
        XCTAssertThrowsError(
            try Observable.of(1, 2, 3).toBlocking().single {
                checked.append($0); if $0 == 2 { throw testError }; return false
            }
        ) { XCTAssertEqual($0 as? TestError, testError) }
        XCTAssertEqual(checked, [1, 2])
    }

    func test_materialize_reportsCompletionAndFailure() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
        let failing = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(testError)
            return Disposables.create()
        }
        guard case .failed(let partial, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(partial, [1])
        XCTAssertEqual(error as? TestError, testError)
    }

    func test_timeout_throwsTimeoutError() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
            guard case RxError.timeout = error else { return XCTFail("\(error)") }
        }
    }

    func test_waitsForBackgroundScheduler() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        XCTAssertEqual(try Observable.of(1, 2, 3, scheduler: scheduler).toBlocking(timeout: 5).toArray(), [1, 2, 3])
    }

    func test_onMainThread_keepsMainSchedulerRunning() throws {
        XCTAssertTrue(Thread.isMainThread)
        let source = Observable<Int>.timer(.milliseconds(10), scheduler: MainScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [0])
    }

    func test_offMainThread_waits() {
        let done = expectation(description: "background blocking finished")
        DispatchQueue.global().async {
            let values = try? Observable<Int>.timer(
                .milliseconds(5),
                scheduler: ConcurrentDispatchQueueScheduler(qos: .default)
            )
            .toBlocking(timeout: 5).toArray()
            XCTAssertEqual(values, [0])
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
    }
}
