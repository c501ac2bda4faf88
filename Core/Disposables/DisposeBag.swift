// SPDX-License-Identifier: MIT
/// Holds disposables and disposes them when the bag is deallocated.
///
/// The usual way to tie subscriptions to an owner's lifetime:
///
/// ```swift
/// let disposeBag = DisposeBag()
/// observable.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// ```
///
/// Disposables added after the bag started disposing are disposed at once. A bag is thread-safe.
public final class DisposeBag: DisposeBase, @unchecked Sendable {
    // Unchecked: the one stored property, `disposables`, is a lock.
    @exclusivity(unchecked) private final nonisolated(unsafe) var disposables = RxMutex<[Disposable]?>([])

    /// Creates an empty bag.
    public override init() {}

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// Creates a bag holding the disposables the builder returns.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Creates a bag holding `disposables`.
    public init(disposing disposables: [Disposable]) {
        super.init()
        unsafe RxMutex.withLock(&self.disposables) { $0 = disposables }
    }

    /// Adds `disposable` to the bag, or disposes it at once if the bag is being deallocated.
    public func insert(_ disposable: Disposable) {
        // No array for the one disposable; room for a few from the first, as a bag usually holds several.
        let accepted = unsafe RxMutex.withLock(&disposables) { held -> Bool in
            guard held != nil else { return false }
            if held!.capacity == 0 { held!.reserveCapacity(4) }
            held!.append(disposable)
            return true
        }
        if !accepted { disposable.dispose() }
    }

    /// Adds `disposables` to the bag.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the builder returns to the bag.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Adds `disposables` to the bag.
    public func insert(_ disposables: [Disposable]) {
        let rejected = unsafe RxMutex.withLock(&self.disposables) { held -> [Disposable] in
            guard held != nil else { return disposables }
            held!.append(contentsOf: disposables)
            return []
        }
        for disposable in rejected { disposable.dispose() }
    }

    deinit {
        let held = unsafe RxMutex.withLock(&disposables) { held -> [Disposable] in
            let taken = held ?? []
            held = nil
            return taken
        }
        for disposable in held { disposable.dispose() }
    }

    /// A result builder that collects disposables: `bag.insert { a; b; c }`.
    @resultBuilder
    public enum DisposableBuilder {
        /// Collects the disposables of a block.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    ///
    /// - Parameter bag: The bag that owns the disposable.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
