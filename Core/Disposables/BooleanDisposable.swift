import Synchronization

/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    private let disposed: Atomic<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        disposed = Atomic(false)
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: The initial state.
    public init(isDisposed: Bool) {
        disposed = Atomic(isDisposed)
    }

    /// `true` once disposed.
    public var isDisposed: Bool {
        disposed.load(ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
