import Synchronization

/// A disposable whose underlying disposable is assigned exactly once.
///
/// Disposing before the assignment disposes the underlying disposable as soon as it is assigned.
/// Assigning twice is a programming error and stops the program with a clear message.
public final class SingleAssignmentDisposable: Cancelable {
    private let state = RxMutex<UpstreamState>(.pending)
    private let disposed = Atomic<Bool>(false)

    /// Creates an empty disposable.
    public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Assigns the underlying disposable; disposes it at once if this disposable was already disposed.
    ///
    /// - Parameter disposable: The disposable to hold.
    /// - Precondition: No disposable was assigned before.
    public func setDisposable(_ disposable: Disposable) {
        state.attach(disposable, misuse: "SingleAssignmentDisposable.setDisposable(_:) was called twice.")
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
        state.disposeAttached()
    }
}
