import Dispatch
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

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

    func test_alreadyCancelledTask_throwsWithoutSubscribing() async {
        let subscriptions = Counter()
        let completable = Completable.create { _ in
            subscriptions.increment()
            return Disposables.create()
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
        XCTAssertEqual(subscriptions.value, 0)
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
