// SPDX-License-Identifier: MIT
/// A disposable whose underlying disposable is assigned exactly once.
///
/// Disposing before the assignment disposes the underlying disposable as soon as it is assigned.
/// Assigning twice is a programming error and stops the program with a clear message.
public final class SingleAssignmentDisposable: Cancelable {
    // The same state machine as a sink's inline source subscription (pending, set once, disposed), in this object.
    @exclusivity(unchecked) private final nonisolated(unsafe) var state = SourceSubscription.make()
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
        unsafe SourceSubscription.set(&state, disposable) {
            rxFatalError("SingleAssignmentDisposable.setDisposable(_:) was called twice.")
        }
    }

    /// Disposes the underlying disposable, now or when it is assigned.
    public func dispose() {
        if unsafe RxAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) { return }
        unsafe SourceSubscription.dispose(&state)
    }
}
