// SPDX-License-Identifier: MIT
/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var disposed: RxAtomic<Bool>

    /// Creates a disposable that is not yet disposed.
    public init() {
        unsafe disposed = RxAtomic(false)
    }

    /// Creates a disposable in the given state.
    ///
    /// - Parameter isDisposed: The initial state.
    public init(isDisposed: Bool) {
        unsafe disposed = RxAtomic(isDisposed)
    }

    /// `true` once disposed.
    public var isDisposed: Bool {
        unsafe RxAtomic.load(&disposed, ordering: .acquiring)
    }

    /// Marks the disposable as disposed.
    public func dispose() {
        unsafe RxAtomic.store(&disposed, true, ordering: .releasing)
    }
}
