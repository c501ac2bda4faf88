import Synchronization

/// A disposable whose underlying disposable can be replaced; replacing disposes the previous one.
///
/// After `dispose()`, any disposable assigned is disposed at once.
public final class SerialDisposable: Cancelable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    private let state = RxMutex(State())

    /// Creates an empty serial disposable.
    public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        state.withLock { $0.isDisposed }
    }

    /// The current underlying disposable. Setting it disposes the previous one (outside the lock), or the new
    /// one when this disposable is already disposed.
    public var disposable: Disposable {
        get {
            state.withLock { $0.current } ?? Disposables.create()
        }
        set {
            let toDispose = state.withLock { state -> Disposable? in
                if state.isDisposed { return newValue }
                let previous = state.current
                state.current = newValue
                return previous
            }
            toDispose?.dispose()
        }
    }

    /// Disposes the current underlying disposable and every one assigned later.
    public func dispose() {
        let current = state.withLock { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let current = state.current
            state.current = nil
            return current
        }
        current?.dispose()
    }
}
