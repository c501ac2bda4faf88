// SPDX-License-Identifier: MIT
/// A group of disposables that are disposed together.
///
/// Disposables added after the group was disposed are disposed at once.
public final class CompositeDisposable: Cancelable {
    /// The key of a disposable in the group, used to remove it.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    @exclusivity(unchecked) private final nonisolated(unsafe) var state: RxMutex<KeyedStore<Disposable>>

    /// Creates an empty group.
    public init() {
        unsafe state = RxMutex(KeyedStore<Disposable>())
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
    public convenience init(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposable4: Disposable,
        _ disposables: Disposable...
    ) {
        self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
    }

    /// Creates a group of the given disposables.
    public init(disposables: [Disposable]) {
        var initial = KeyedStore<Disposable>()
        for disposable in disposables { _ = initial.insert(disposable) }
        unsafe state = RxMutex(initial)
    }

    /// `true` once the group was disposed.
    public var isDisposed: Bool {
        unsafe RxMutex.withLock(&state) { $0.isClosed }
    }

    /// The number of disposables in the group.
    public var count: Int {
        unsafe RxMutex.withLock(&state) { $0.count }
    }

    /// Adds `disposable` to the group.
    ///
    /// - Parameter disposable: The disposable to add.
    /// - Returns: The key to remove it with, or `nil` when the group is already disposed, in which case
    ///   `disposable` is disposed at once.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key = unsafe RxMutex.withLock(&state) { $0.insert(disposable) }
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
        unsafe RxMutex.withLock(&state) { $0.remove(for: disposeKey.value) }?.dispose()
    }

    /// Disposes every disposable of the group, in insertion order, and every one added later.
    public func dispose() {
        let toDispose = unsafe RxMutex.withLock(&state) { $0.isClosed ? nil : $0.takeAll() }
        toDispose?.forEach { $0.dispose() }
    }
}
