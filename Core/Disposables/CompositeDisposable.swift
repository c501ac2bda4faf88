import Synchronization

/// A group of disposables that are disposed together.
///
/// Disposables added after the group was disposed are disposed at once.
public final class CompositeDisposable: Cancelable {
    /// The key of a disposable in the group, used to remove it.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private struct State {
        var disposables: [UInt64: Disposable]? = [:]
        var nextKey: UInt64 = 0
        var order: [UInt64] = []
    }

    private let state: RxMutex<State>

    /// Creates an empty group.
    public init() {
        state = RxMutex(State())
    }

    /// Creates a group of two disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    /// Creates a group of three disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    /// Creates a group of the given disposables.
    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                            _ disposable4: Disposable, _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        var initial = State()
        for disposable in disposables {
            initial.disposables![initial.nextKey] = disposable
            initial.order.append(initial.nextKey)
            initial.nextKey += 1
        }
        state = RxMutex(initial)
    }

    /// `true` once the group was disposed.
    public var isDisposed: Bool {
        state.withLock { $0.disposables == nil }
    }

    /// The number of disposables in the group.
    public var count: Int {
        state.withLock { $0.disposables?.count ?? 0 }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: The key to remove it with, or `nil` when the group is already disposed, in which case
    ///   `disposable` is disposed at once.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = state.withLock { state -> UInt64? in
            guard state.disposables != nil else { return nil }
            let key = state.nextKey
            state.nextKey += 1
            state.disposables![key] = disposable
            state.order.append(key)
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable added under `disposeKey` from the group and disposes it.
    ///
    /// - Parameter disposeKey: A key returned by ``insert(_:)``.
    public func remove(for disposeKey: DisposeKey) {
        let removed = state.withLock { state -> Disposable? in
            guard let removed = state.disposables?.removeValue(forKey: disposeKey.value) else { return nil }
            if state.order.count > 32 && state.order.count > 2 * state.disposables!.count {
                state.order.removeAll { state.disposables![$0] == nil }
            }
            return removed
        }
        removed?.dispose()
    }

    /// Disposes every disposable of the group, in insertion order, and every one added later.
    public func dispose() {
        let toDispose = state.withLock { state -> [Disposable] in
            guard let disposables = state.disposables else { return [] }
            let ordered = state.order.compactMap { disposables[$0] }
            state.disposables = nil
            state.order = []
            return ordered
        }
        for disposable in toDispose { disposable.dispose() }
    }
}
