// SPDX-License-Identifier: MIT
/// Factory methods for disposables.
public enum Disposables {}

extension Disposables {
    /// Returns a disposable that does nothing when disposed.
    @inlinable
    public static func create() -> Disposable {
        NopDisposable()
    }

    /// Returns a disposable that runs `dispose` once, on the first call to `dispose()`.
    ///
    /// - Parameter dispose: The action; it runs on the thread that disposes.
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Returns a disposable that disposes both disposables, in order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// Returns a disposable that disposes the three disposables, in order.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// Returns a disposable that disposes all the given disposables.
    public static func create(
        _ disposable1: Disposable,
        _ disposable2: Disposable,
        _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    /// Returns a disposable that disposes all the given disposables.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The disposable that does nothing.
@usableFromInline
struct NopDisposable: Disposable {
    @usableFromInline
    init() {}

    @usableFromInline
    func dispose() {}
}

/// What `subscribe` returns for a subscription that already ended while it was being subscribed: nothing to dispose,
/// and `isDisposed` says so, as the disposable RxSwift returns then does. A struct without storage: no allocation.
@usableFromInline
struct EndedSubscription: Cancelable {
    @usableFromInline
    init() {}

    @usableFromInline
    var isDisposed: Bool { true }

    @usableFromInline
    func dispose() {}
}

/// Runs a closure on the first `dispose()`.
final class AnonymousDisposable: Cancelable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var disposed = RxAtomic<Bool>(false)
    // Unsafe: touched only by the one thread that wins `disposed.exchange`.
    private nonisolated(unsafe) var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        unsafe self.action = action
    }

    var isDisposed: Bool {
        unsafe RxAtomic.load(&disposed, ordering: .acquiring)
    }

    func dispose() {
        if unsafe RxAtomic.exchange(&disposed, true, ordering: .acquiringAndReleasing) { return }
        let action = unsafe self.action
        unsafe self.action = nil
        action?()
    }
}

// Unchecked: the action is taken exactly once, by the thread that wins the atomic `disposed` flag.
extension AnonymousDisposable: @unchecked Sendable {}

/// Disposes two disposables, in order, on the first `dispose()`.
final class BinaryDisposable: Cancelable {
    @exclusivity(unchecked) private final nonisolated(unsafe) var disposables: RxMutex<(Disposable, Disposable)?>

    init(_ disposable1: Disposable, _ disposable2: Disposable) {
        unsafe self.disposables = RxMutex((disposable1, disposable2))
    }

    var isDisposed: Bool {
        unsafe RxMutex.withLock(&disposables) { $0 == nil }
    }

    func dispose() {
        let pair = unsafe RxMutex.withLock(&disposables) { pair -> (Disposable, Disposable)? in
            let taken = pair
            pair = nil
            return taken
        }
        pair?.0.dispose()
        pair?.1.dispose()
    }
}
