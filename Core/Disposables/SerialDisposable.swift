// SPDX-License-Identifier: MIT
/// A disposable whose underlying disposable can be replaced; replacing disposes the previous one.
///
/// After `dispose()`, any disposable assigned is disposed at once.
public final class SerialDisposable: Cancelable {
    private struct State {
        var current: Disposable?
        var isDisposed = false
    }

    @exclusivity(unchecked) private final nonisolated(unsafe) var state = RxMutex(State())

    /// Creates an empty serial disposable.
    public init() {}

    /// `true` once disposed.
    public var isDisposed: Bool {
        unsafe RxMutex.withLock(&state) { $0.isDisposed }
    }

    /// The current underlying disposable. Setting it disposes the previous one (outside the lock), or the new
    /// one when this disposable is already disposed.
    public var disposable: Disposable {
        get {
            unsafe RxMutex.withLock(&state) { $0.current } ?? Disposables.create()
        }
        set {
            let toDispose = unsafe RxMutex.withLock(&state) { state -> Disposable? in
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
        let current = unsafe RxMutex.withLock(&state) { state -> Disposable? in
            if state.isDisposed { return nil }
            state.isDisposed = true
            let current = state.current
            state.current = nil
            return current
        }
        current?.dispose()
    }
}

extension SerialDisposable {
    /// Replaces the current disposable with the subscription `subscribe` makes, through a slot assigned *before*
    /// `subscribe` runs. A source that ends while being subscribed may already have put its successor here (a
    /// `catch` fallback, the next source of `concat`); that successor replaces the slot, which then disposes the
    /// source's subscription as soon as it is assigned, and is never itself replaced by it.
    ///
    /// - Parameter subscribe: Subscribes the source and returns its subscription.
    @usableFromInline
    package func replace(subscribing subscribe: () -> Disposable) {
        let slot = SingleAssignmentDisposable()
        disposable = slot
        slot.setDisposable(subscribe())
    }
}
