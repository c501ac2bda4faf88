// SPDX-License-Identifier: MIT
/// A disposable that disposes its underlying disposable only when it was disposed itself and every
/// dependent disposable handed out by ``retain()`` was disposed too.
public final class RefCountDisposable: Cancelable {
    private struct State {
        var disposable: Disposable?
        var isPrimaryDisposed = false
        var count = 0
    }

    @exclusivity(unchecked) private final nonisolated(unsafe) var state: RxMutex<State>

    /// Wraps `disposable`.
    ///
    /// - Parameter disposable: The underlying disposable.
    public init(disposable: Disposable) {
        unsafe state = RxMutex(State(disposable: disposable))
    }

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool {
        unsafe RxMutex.withLock(&state) { $0.disposable == nil }
    }

    /// Returns a dependent disposable that keeps the underlying one alive until it is disposed.
    ///
    /// - Returns: A dependent disposable, or a no-op one when the underlying disposable is already disposed.
    public func retain() -> Disposable {
        let retained = unsafe RxMutex.withLock(&state) { state -> Bool in
            guard state.disposable != nil else { return false }
            state.count += 1
            return true
        }
        return retained ? RefCountInnerDisposable(self) : Disposables.create()
    }

    /// Disposes the primary reference; the underlying disposable goes once no dependent remains.
    public func dispose() {
        let toDispose = unsafe RxMutex.withLock(&state) { state -> Disposable? in
            guard let disposable = state.disposable, !state.isPrimaryDisposed else { return nil }
            state.isPrimaryDisposed = true
            guard state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }

    fileprivate func release() {
        let toDispose = unsafe RxMutex.withLock(&state) { state -> Disposable? in
            guard let disposable = state.disposable else { return nil }
            precondition(state.count > 0, "RefCountDisposable: a dependent disposable was released twice.")
            state.count -= 1
            guard state.isPrimaryDisposed, state.count == 0 else { return nil }
            state.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }
}

private final class RefCountInnerDisposable: Disposable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var parent = RxAtomic<Bool>(false)
    private let owner: RefCountDisposable

    init(_ owner: RefCountDisposable) {
        self.owner = owner
    }

    func dispose() {
        if unsafe RxAtomic.exchange(&parent, true, ordering: .acquiringAndReleasing) { return }
        owner.release()
    }
}
