// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTestSupport
import RxTesting
import XCTest

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
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
        XCTAssertEqual(started.wait(timeout: .now() + 5), .success)
        task.cancel()
        XCTAssertEqual(disposed.wait(timeout: .now() + 5), .success)
        _ = await task.result
    }

    func test_cancellingTheConsumingTask_ofASourceThatNeverEmits_throwsCancellationError() async {
        let disposed = Counter()
        let never = Observable<Int>.never().do(onDispose: { disposed.increment() })
        // Cancelled from inside, before it iterates, and from outside, before or after it started: either way the
        // loop throws.
        let cancelledBeforeIterating = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            for try await _ in never.values {}
        }
        let cancelledFromOutside = Task {
            for try await _ in never.values {}
        }
        cancelledFromOutside.cancel()
        for result in [await cancelledBeforeIterating.result, await cancelledFromOutside.result] {
            if case .failure(let error) = result {
                XCTAssertTrue(error is CancellationError, "\(error)")
            } else {
                XCTFail("expected CancellationError, the loop ended normally")
            }
        }
        XCTAssertEqual(disposed.value, 2)
    }

    func test_cancellingTheConsumingTask_deliversTheBufferedElementsFirst_thenThrowsOrEndsAsTheSourceDid() async {
        let pending = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create()
        }
        let cancelledWhilePending = Task { () -> [Int] in
            withUnsafeCurrentTask { $0?.cancel() }
            var collected: [Int] = []
            do {
                for try await value in pending.values { collected.append(value) }
                XCTFail("expected CancellationError, the loop ended normally")
            } catch {
                XCTAssertTrue(error is CancellationError, "\(error)")
            }
            return collected
        }
        let pendingCollected = await cancelledWhilePending.value
        XCTAssertEqual(pendingCollected, [1, 2])
        // A sequence that already completed ends the loop normally: its end was there before the cancellation.
        let cancelledAfterCompletion = Task { () throws -> [Int] in
            withUnsafeCurrentTask { $0?.cancel() }
            var collected: [Int] = []
            for try await value in Observable.of(1, 2).values { collected.append(value) }
            return collected
        }
        let completedCollected = try? await cancelledAfterCompletion.value
        XCTAssertEqual(completedCollected, [1, 2])
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

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class ObservableFromAsyncSequenceTests: RxTestCase {
    /// A stream and its continuation, yielded to from the test.
    private func makeStream() -> (AsyncThrowingStream<Int, Error>, AsyncThrowingStream<Int, Error>.Continuation) {
        var continuation: AsyncThrowingStream<Int, Error>.Continuation!
        let stream = AsyncThrowingStream<Int, Error> { continuation = $0 }
        return (stream, continuation)
    }

    func test_emitsEveryElementThenCompletes() {
        let events = Recorder<Event<Int>>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.from(
            AsyncStream<Int> { continuation in
                for value in 1...3 { continuation.yield(value) }
                continuation.finish()
            }
        ).subscribe { event in
            events.append(event)
            if event.isStopEvent { done.signal() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(events.values, [.next(1), .next(2), .next(3), .completed])
        subscription.dispose()
    }

    func test_errorThrownBySequence_isEmitted() {
        let (stream, continuation) = makeStream()
        let events = Recorder<Event<Int>>()
        let done = DispatchSemaphore(value: 0)
        let subscription = stream.asObservable().subscribe { event in
            events.append(event)
            if event.isStopEvent { done.signal() }
        }
        continuation.yield(1)
        continuation.finish(throwing: testError)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(events.values, [.next(1), .error(testError)])
        subscription.dispose()
    }

    func test_subscribeDoesNotBlock_andDisposeCancelsTheIteration() {
        let (stream, continuation) = makeStream()
        let terminated = DispatchSemaphore(value: 0)
        continuation.onTermination = { _ in terminated.signal() }
        let received = Recorder<Int>()
        // The stream has produced nothing yet: subscribing must return at once.
        let subscription = Observable.from(stream).subscribe(onNext: { received.append($0) })
        continuation.yield(1)
        poll(until: { received.values == [1] })
        subscription.dispose()
        XCTAssertEqual(terminated.wait(timeout: .now() + 5), .success, "disposing must cancel the iterating task")
        continuation.yield(2)
        XCTAssertEqual(received.values, [1])
    }

    func test_eachSubscriptionIteratesAnew() {
        let sequence = AsyncSequenceOfThree()
        let results = Recorder<[Int]>()
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            _ = Observable.from(sequence).toArrayForTest {
                results.append($0); done.signal()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(results.values, [[1, 2, 3], [1, 2, 3]])
    }

    func test_priority_runsTheIteratingTaskAtThatPriority() {
        let priorities = Recorder<TaskPriority>()
        let done = DispatchSemaphore(value: 0)
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        let subscription = stream.asObservable(priority: .low)
            .do(onNext: { _ in priorities.append(Task.currentPriority) })
            .subscribe(onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(priorities.values, [.low])
        subscription.dispose()
        let explicit = Recorder<[Int]>()
        _ = Observable.from(AsyncSequenceOfThree(), priority: .high).toArrayForTest {
            explicit.append($0); done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(explicit.values, [[1, 2, 3]])
    }

    func test_aSequenceThatIsNotSendable_isAccepted_asInRxSwift() {
        let sequence = NonSendableCountdown(from: 3)
        let results = Recorder<[Int]>()
        let done = DispatchSemaphore(value: 0)
        _ = sequence.asObservable().toArrayForTest {
            results.append($0); done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(results.values, [[3, 2, 1]])
    }
}

/// An async sequence that is not Sendable (a class with mutable state), as app code often has.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
private final class NonSendableCountdown: AsyncSequence {
    typealias Element = Int
    private var start: Int

    init(from start: Int) {
        self.start = start
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var current: Int
        mutating func next() async -> Int? {
            guard current > 0 else { return nil }
            defer { current -= 1 }
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(current: start)
    }
}

/// A Sendable async sequence that yields 1, 2, 3 on every iteration.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
private struct AsyncSequenceOfThree: AsyncSequence, Sendable {
    typealias Element = Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 1
        mutating func next() async -> Int? {
            guard next <= 3 else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}

extension Observable {
    /// Collects the elements and calls `completion` with them when the sequence completes.
    fileprivate func toArrayForTest(_ completion: @escaping ([Element]) -> Void) -> Disposable {
        let collected = Recorder<Element>()
        return subscribe(onNext: { collected.append($0) }, onCompleted: { completion(collected.values) })
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class ObservableAsyncCreateTests: RxTestCase {
    private func collect<Element: Sendable>(_ source: Observable<Element>) -> (
        values: [Element], terminal: Event<Never>?
    ) {
        let values = Recorder<Element>()
        let terminal = Recorder<Event<Never>>()
        let done = DispatchSemaphore(value: 0)
        let subscription = source.subscribe(
            onNext: { values.append($0) },
            onError: {
                terminal.append(.error($0)); done.signal()
            },
            onCompleted: {
                terminal.append(.completed); done.signal()
            }
        )
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        return (values.values, terminal.values.first)
    }

    func test_sendsTheElements_thenCompletesWhenTheBodyReturns() {
        let source = Observable<Int>.create { observer in
            for value in 1...3 {
                await Task.yield()
                observer.onNext(value)
            }
        }
        let result = collect(source)
        XCTAssertEqual(result.values, [1, 2, 3])
        XCTAssertEqual(result.terminal, .completed)
    }

    func test_failsWithTheErrorTheBodyThrows() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            throw testError
        }
        let result = collect(source)
        XCTAssertEqual(result.values, [1])
        XCTAssertEqual(result.terminal, .error(testError))
    }

    func test_subscribingDoesNotBlock_andDisposingCancelsTheTask() {
        let cancelled = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let received = Recorder<Int>()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            started.signal()
            do {
                try await Task.sleep(nanoseconds: 60_000_000_000)
            } catch {
                cancelled.signal()
            }
            observer.onNext(2)
        }
        let subscription = source.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success)
        subscription.dispose()
        XCTAssertEqual(cancelled.wait(timeout: .now() + 10), .success, "disposal cancels the task")
        // The element sent after cancellation is dropped.
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(received.values, [1])
    }

    func test_eachSubscriptionRunsTheBodyAgain() {
        let runs = Counter()
        // No `await` in the body: `async` in the signature picks this overload.
        let source = Observable<Int>.create { observer async in
            runs.increment()
            observer.onNext(runs.value)
        }
        XCTAssertEqual(collect(source).values.count, 1)
        XCTAssertEqual(collect(source).values.count, 1)
        XCTAssertEqual(runs.value, 2)
    }

    func test_theSynchronousCreateIsStillChosenForClosuresReturningADisposable() {
        var values: [Int] = []
        _ = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1], "delivered synchronously, so the synchronous overload ran")
    }
}
