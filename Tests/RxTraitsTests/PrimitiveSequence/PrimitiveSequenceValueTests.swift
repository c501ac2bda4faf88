// SPDX-License-Identifier: MIT
import Dispatch
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class PrimitiveSequenceValueTests: RxTestCase {
    func test_singleValue_returnsTheElementOrThrowsTheError() async throws {
        let value = try await Single.just(42).value
        XCTAssertEqual(value, 42)
        do {
            _ = try await Single<Int>.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_singleValue_fromABackgroundThread() async throws {
        let single = Single.just(7).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        let value = try await single.value
        XCTAssertEqual(value, 7)
    }

    func test_createObserverIsSendable_resultFromACompletionHandlerOnAnotherThread() async throws {
        let single = Single<Int>.create { observer in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { observer(.success(7)) }
            return Disposables.create()
        }
        let maybe = Maybe<Int>.create { observer in
            DispatchQueue.global().async { observer(.completed) }
            return Disposables.create()
        }
        let completable = Completable.create { observer in
            DispatchQueue.global().async { observer(.error(testError)) }
            return Disposables.create()
        }
        let element = try await single.value
        XCTAssertEqual(element, 7)
        let nothing = try await maybe.value
        XCTAssertNil(nothing)
        do {
            try await completable.value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_maybeValue_elementNilOrError() async throws {
        let element = try await Maybe.just("a").value
        XCTAssertEqual(element, "a")
        let empty = try await Maybe<String>.empty().value
        XCTAssertNil(empty)
        do {
            _ = try await Maybe<String>.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_completableValue_returnsOnCompletionOrThrows() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(testError).value
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error as? TestError, testError)
        }
    }

    func test_cancellingTheAwaitingTask_disposesAndThrowsCancellationError() async {
        let subscribed = DispatchSemaphore(value: 0)
        let disposed = DispatchSemaphore(value: 0)
        let never = Single<Int>.create { _ in
            subscribed.signal()
            return Disposables.create { disposed.signal() }
        }
        let task = Task { try await never.value }
        XCTAssertEqual(subscribed.wait(timeout: .now() + 5), .success)
        task.cancel()
        XCTAssertEqual(disposed.wait(timeout: .now() + 5), .success, "cancelling must dispose the subscription")
        let result = await task.result
        XCTAssertTrue((try? result.get()) == nil)
        if case .failure(let error) = result { XCTAssertTrue(error is CancellationError, "\(error)") }
    }

    func test_alreadyCancelledTask_subscribes_thenDisposesAndThrowsCancellationError() async {
        let subscriptions = Counter()
        let disposals = Counter()
        let completable = Completable.create { _ in
            subscriptions.increment()
            return Disposables.create { disposals.increment() }
        }
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await completable.value
        }
        let result = await task.result
        if case .failure(let error) = result {
            XCTAssertTrue(error is CancellationError, "\(error)")
        } else {
            XCTFail("expected CancellationError")
        }
        // As RxSwift: the awaiting subscribes even when cancelled, so that a result the sequence has at once wins.
        XCTAssertEqual(subscriptions.value, 1)
        XCTAssertEqual(disposals.value, 1)
    }

    /// Awaits `value` in a task that cancels itself before it starts awaiting.
    private func awaitedInACancelledTask<Value: Sendable>(
        _ value: @escaping @Sendable () async throws -> Value
    ) async -> Result<Value, Swift.Error> {
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await value()
        }.result
    }

    func test_aResultTheSequenceHasAtOnce_winsOverCancellation() async throws {
        let empty = try await awaitedInACancelledTask { try await Maybe<Int>.empty().value }.get()
        XCTAssertNil(empty)
        let element = try await awaitedInACancelledTask { try await Maybe.just(1).value }.get()
        XCTAssertEqual(element, 1)
        let success = try await awaitedInACancelledTask { try await Single.just(2).value }.get()
        XCTAssertEqual(success, 2)
        try await awaitedInACancelledTask { try await Completable.empty().value }.get()
        for result in [
            await awaitedInACancelledTask { try await Single<Int>.error(testError).value }.map { _ in () },
            await awaitedInACancelledTask { try await Maybe<Int>.error(testError).value }.map { _ in () },
            await awaitedInACancelledTask { try await Completable.error(testError).value },
        ] {
            XCTAssertThrowsError(try result.get()) { XCTAssertEqual($0 as? TestError, testError) }
        }
    }

    func test_aResultTheSequenceHasAtOnce_winsOverCancellationFromOutside() async throws {
        // Cancelled before or after the task started awaiting: the result is there as soon as it subscribes.
        let empty = Task { try await Maybe<Int>.empty().value }
        empty.cancel()
        let nothing = try await empty.value
        XCTAssertNil(nothing)
        let just = Task { try await Single.just(3).value }
        just.cancel()
        let three = try await just.value
        XCTAssertEqual(three, 3)
    }

    func test_aResultStillToCome_losesToCancellation() async {
        let disposals = Counter()
        let later = Maybe<Int>.create { _ in Disposables.create { disposals.increment() } }
        let result = await awaitedInACancelledTask { try await later.value }
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError, "\($0)") }
        XCTAssertEqual(disposals.value, 1)
    }

    func test_stress_manyConcurrentAwaits_eachGetsItsOwnElement() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let sum = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask { try await Single.just(index).delay(.milliseconds(1), scheduler: scheduler).value }
            }
            return try await group.reduce(0, +)
        }
        XCTAssertEqual(sum, (0..<200).reduce(0, +))
    }
}
