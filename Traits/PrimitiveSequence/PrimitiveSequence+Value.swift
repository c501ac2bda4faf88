import RxCore

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element of the single, awaited.
    ///
    /// Subscribes when awaited and returns the element when the single succeeds; throws its error when it fails.
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    public var value: Element {
        get async throws {
            try await AwaitedPrimitive<Element>.await(
                primitiveSequence.asObservable(),
                whenEmpty: .failure(RxError.noElements)
            )
        }
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element of the maybe, or `nil` when it completes empty, awaited.
    ///
    /// Subscribes when awaited; throws the maybe's error when it fails. Cancelling the awaiting task disposes the
    /// subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            try await AwaitedPrimitive<Element?>.await(
                primitiveSequence.asObservable().map { $0 },
                whenEmpty: .success(nil)
            )
        }
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The completion of the completable, awaited.
    ///
    /// Subscribes when awaited and returns when the completable completes; throws its error when it fails.
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
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
// Unchecked: `state` is guarded by its lock; the subscription disposable is thread-safe.
final class AwaitedPrimitive<Value>: @unchecked Sendable {
    private struct State {
        var continuation: CheckedContinuation<UncheckedSendable<Value>, Swift.Error>?
        var isCancelled = false
        var isResumed = false
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
        let cancelled = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.continuation = continuation
            return false
        }
        if cancelled {
            continuation.resume(throwing: CancellationError())
            return
        }
        subscription.setDisposable(
            source.subscribe { [self] event in
                switch event {
                case .next(let element): resume(.success(element))
                case .error(let error): resume(.failure(error))
                case .completed: resume(whenEmpty)
                }
            }
        )
    }

    private func resume(_ result: Result<Value, Swift.Error>) {
        guard let continuation = takeContinuation(cancelling: false) else { return }
        subscription.dispose()
        continuation.resume(with: result.map { UncheckedSendable($0) })
    }

    private func cancel() {
        let continuation = takeContinuation(cancelling: true)
        subscription.dispose()
        continuation?.resume(throwing: CancellationError())
    }

    /// Takes the continuation if nobody resumed it yet (`nil` before `start` installed it or after a resume);
    /// marks the awaiting as resumed, and as cancelled when `cancelling`.
    private func takeContinuation(cancelling: Bool) -> CheckedContinuation<UncheckedSendable<Value>, Swift.Error>? {
        state.withLock { state in
            if cancelling { state.isCancelled = true }
            guard !state.isResumed else { return nil }
            state.isResumed = true
            defer { state.continuation = nil }
            return state.continuation
        }
    }
}
