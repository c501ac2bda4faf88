// SPDX-License-Identifier: MIT
import RxCore

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element of the single, awaited.
    ///
    /// Subscribes when awaited and returns the element when the single succeeds; throws its error when it fails.
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`, unless the single
    /// already succeeded or failed: a result it delivers while being subscribed wins, also in a task cancelled
    /// before it awaits (which still subscribes, as in RxSwift).
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public var value: Element {
        get async throws {
            try await AwaitedPrimitive<Element>.await(
                primitiveSequence.asObservable(),
                whenEmpty: .failure(RxError.noElements)
            )
        }
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element of the maybe, or `nil` when it completes empty, awaited.
    ///
    /// Subscribes when awaited; throws the maybe's error when it fails. Cancelling the awaiting task disposes the
    /// subscription and throws `CancellationError`, unless the maybe already ended: a result it delivers while
    /// being subscribed wins, also in a task cancelled before it awaits (which still subscribes, as in RxSwift), so
    /// an empty maybe that completes at once returns `nil`.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public var value: Element? {
        get async throws {
            try await AwaitedPrimitive<Element?>.await(
                primitiveSequence.asObservable().map { $0 },
                whenEmpty: .success(nil)
            )
        }
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The completion of the completable, awaited.
    ///
    /// Subscribes when awaited and returns when the completable completes; throws its error when it fails.
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`, unless the
    /// completable already ended: an end it delivers while being subscribed wins, also in a task cancelled before
    /// it awaits (which still subscribes, as in RxSwift).
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public var value: Void {
        get async throws {
            let source = primitiveSequence.asObservable()
            let completion = Observable<Void>.create { observer in
                source.subscribe { event in
                    if case .error(let error) = event { observer.onError(error) } else { observer.onCompleted() }
                }
            }
            return try await AwaitedPrimitive<Void>.await(completion, whenEmpty: .success(()))
        }
    }
}

/// One awaited subscription to a sequence of at most one element: resumes its continuation exactly once, with the
/// element, the terminal event, or `CancellationError` when the task is cancelled (which also disposes).
///
/// As in RxSwift, the awaiting subscribes even in a task that is already cancelled, and a result the sequence
/// delivers while being subscribed wins over the cancellation: `try await Maybe<Int>.empty().value` returns `nil`
/// in a cancelled task. A cancellation that comes while the subscription is being made is carried out when the
/// subscribe returns; after that, it resumes at once.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
// Unchecked: `state` is guarded by its lock; the subscription disposable is thread-safe.
final class AwaitedPrimitive<Value>: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>?
        var isCancelled = false
        var isResumed = false
        /// `true` once the subscription was made: from then on a cancellation resumes at once.
        var isSubscribed = false
    }

    private let state = Locked(State())
    private let subscription = SingleAssignmentDisposable()

    static func await(_ source: Observable<Value>, whenEmpty: Result<Value, Swift.Error>) async throws -> Value {
        let awaited = AwaitedPrimitive()
        let emptyResult = UncheckedSendable(whenEmpty)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                awaited.start(source, continuation: continuation, whenEmpty: emptyResult.value)
            }
        } onCancel: {
            awaited.cancel()
        }.value
    }

    private func start(
        _ source: Observable<Value>,
        continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>,
        whenEmpty: Result<Value, Swift.Error>
    ) {
        state.withLock { $0.continuation = continuation }
        // Disposed already when the task was cancelled before it started: the subscription is then disposed as
        // soon as it is assigned, after anything the source sent while being subscribed.
        subscription.setDisposable(
            source.subscribe { [self] event in
                switch event {
                case .next(let element): resume(.success(element))
                case .error(let error): resume(.failure(error))
                case .completed: resume(whenEmpty)
                }
            }
        )
        let cancelled = state.withLock { state in
            state.isSubscribed = true
            return state.isCancelled ? Self.take(from: &state) : nil
        }
        cancelled?.resume(throwing: CancellationError())
    }

    private func resume(_ result: Result<Value, Swift.Error>) {
        guard let continuation = state.withLock({ Self.take(from: &$0) }) else { return }
        subscription.dispose()
        continuation.resume(with: result.map { UncheckedSendable($0) })
    }

    private func cancel() {
        let continuation = state.withLock { state in
            state.isCancelled = true
            return state.isSubscribed ? Self.take(from: &state) : nil
        }
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    /// Takes the continuation if nobody resumed it yet, and marks the awaiting as resumed.
    private static func take(
        from state: inout State
    ) -> CheckedContinuation<UncheckedSendable<Value>, Swift.Error>? {
        guard !state.isResumed else { return nil }
        state.isResumed = true
        defer { state.continuation = nil }
        return state.continuation
    }
}
