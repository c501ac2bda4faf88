// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers
import RxTestSupport
import XCTest

/// Bad arguments stop the program with a message that names the operator and the argument (each check runs in a
/// child process; see `expectPreconditionFailure`).
final class ArgumentPreconditionTests: XCTestCase {
    func test_take_negativeCount() {
        expectPreconditionFailure("take(_:): count must not be negative, got -1.") { _ = Observable.of(1).take(-1) }
    }

    func test_skip_negativeCount() {
        expectPreconditionFailure("skip(_:): count must not be negative, got -2.") { _ = Observable.of(1).skip(-2) }
    }

    func test_takeLast_negativeCount() {
        expectPreconditionFailure("takeLast(_:): count must not be negative, got -1.") {
            _ = Observable.of(1).takeLast(-1)
        }
    }

    func test_elementAt_negativeIndex() {
        expectPreconditionFailure("element(at:): index must not be negative, got -1.") {
            _ = Observable.of(1).element(at: -1)
        }
    }

    func test_retry_negativeAttempts() {
        expectPreconditionFailure("retry(_:): maxAttemptCount must not be negative, got -1.") {
            _ = Observable.of(1).retry(-1)
        }
    }

    func test_buffer_zeroCount() {
        expectPreconditionFailure("buffer(timeSpan:count:scheduler:): count must be positive, got 0.") {
            _ = Observable.of(1).buffer(timeSpan: .seconds(1), count: 0, scheduler: MainScheduler.instance)
        }
    }

    func test_window_zeroCount() {
        expectPreconditionFailure("window(timeSpan:count:scheduler:): count must be positive, got 0.") {
            _ = Observable.of(1).window(timeSpan: .seconds(1), count: 0, scheduler: MainScheduler.instance)
        }
    }

    func test_merge_negativeMaxConcurrent() {
        expectPreconditionFailure("merge(maxConcurrent:): maxConcurrent must be positive, got -1.") {
            _ = Observable.of(Observable.of(1)).merge(maxConcurrent: -1)
        }
    }

    func test_share_negativeReplay() {
        expectPreconditionFailure("share(replay:scope:): replay must not be negative, got -1.") {
            _ = Observable.of(1).share(replay: -1)
        }
    }

    func test_range_negativeCount() {
        expectPreconditionFailure("range(start:count:): count must not be negative, got -1.") {
            _ = Observable<Int>.range(start: 0, count: -1)
        }
    }

    func test_range_overflow() {
        expectPreconditionFailure("range(start:count:): start + count - 1 overflows Int8") {
            _ = Observable<Int8>.range(start: 120, count: 10)
        }
    }

    /// The harness itself: a body that returns is seen as such, so the checks above can fail.
    func test_harness_reportsABodyThatReturns() {
        let probe = probePrecondition {}
        XCTAssertEqual(probe?.crashed, false)
        XCTAssertEqual(probe?.status, 0)
        XCTAssertEqual(probe?.output.contains(PreconditionProbe.returnedNormally), true)
    }
}
