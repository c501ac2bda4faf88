// SPDX-License-Identifier: MIT
/// A disposable whose underlying disposable is assigned exactly once.
///
/// Disposing before the assignment disposes the underlying disposable as soon as it is assigned.
/// Assigning twice is a programming error and stops the program with a clear message.
public final class SingleAssignmentDisposable: Cancelable {
    private enum State {
        case pending
        case assigned(Disposable)
        case disposed
    }

    @exclusivity(unchecked) private final nonisolated(unsafe) var state = RxMutex<State>(.pending)
    @exclusivity(unchecked) private final nonisolated(unsafe) var disposed = RxAtomic<Bool>(false)

    /// Creates an empty disposable.
    public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        unsafe RxAtomic.load(&disposed, ordering: .acquiring)
    }

    /// Assigns the underlying disposable; disposes it at once if this disposable was already disposed.
    ///
    /// - Parameter disposable: The disposable to hold.
    /// - Precondition: No disposable was assigned before.
    public func setDisposable(_ disposable: Disposable) {
        let accepted = unsafe RxMutex.withLock(&state) { state -> Bool in
            switch state {
            case .pending:
                state = .assigned(disposable)
                return true
            case .disposed:
                return false
            case .assigned:
                rxFatalError("SingleAssignmentDisposable.setDisposable(_:) was called twice.")
            }
        }
        if !accepted { disposable.dispose() }
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        if unsafe RxAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) { return }
        let assigned = unsafe RxMutex.withLock(&state) { state -> Disposable? in
            defer { state = .disposed }
            if case .assigned(let disposable) = state { return disposable }
            return nil
        }
        assigned?.dispose()
    }
}
