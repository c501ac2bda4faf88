// SPDX-License-Identifier: MIT
import Dispatch
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class PrimitiveSequenceAsyncCreateTests: RxTestCase {
    func test_single_succeedsWithTheResultOrFailsWithTheError() async throws {
        let value = try await Single.create {
            try await Task.sleep(nanoseconds: 1_000_000)
            return 5
        }.value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.create { throw testError }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_maybe_elementOrEmpty() async throws {
        let element = try await Maybe<Int>.create { 3 }.value
        XCTAssertEqual(element, 3)
        let empty = try await Maybe<Int>.create { nil }.value
        XCTAssertNil(empty)
    }

    func test_completable_completesOrFails() async throws {
        let ran = Counter()
        try await Completable.create { ran.increment() }.value
        XCTAssertEqual(ran.value, 1)
        do {
            try await Completable.create { throw testError }.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_eachSubscriptionRunsTheOperationAgain_recordedEvents() {
        let runs = Counter()
        let single = Single<Int>.create {
            runs.increment()
            return runs.value * 10
        }
        let events = Recorder<Event<Int>>()
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            _ = single.asObservable().subscribe { event in
                events.append(event)
                if event.isStopEvent { done.signal() }
            }
            XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        }
        XCTAssertEqual(events.values, [.next(10), .completed, .next(20), .completed])
    }

    func test_disposingCancelsTheTask_andNothingIsEmitted() {
        let started = DispatchSemaphore(value: 0)
        let cancelled = DispatchSemaphore(value: 0)
        let single = Single<Int>.create {
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.signal()
                throw error
            }
            return 1
        }
        let events = Recorder<Event<Int>>()
        let subscription = single.asObservable().subscribe { events.append($0) }
        XCTAssertEqual(started.wait(timeout: .now() + 5), .success)
        subscription.dispose()
        XCTAssertEqual(cancelled.wait(timeout: .now() + 5), .success, "disposing must cancel the task")
        Thread.sleep(forTimeInterval: 0.02)
        XCTAssertEqual(events.values, [], "the CancellationError must not be emitted after dispose")
    }
}
