// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that completes at once, without elements.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Note: Emits synchronously on the subscribing thread.
    @inlinable
    public static func empty() -> Observable<Element> {
        Producer(trampolined: false) { observer in
            observer.on(.completed)
            return Disposables.create()
        }
    }

    /// Returns an observable that never emits anything and never terminates.
    ///
    /// ```
    /// never(): ------
    /// ```
    ///
    /// - Note: Emits synchronously on the subscribing thread.
    @inlinable
    public static func never() -> Observable<Element> {
        Producer(trampolined: false) { _ in Disposables.create() }
    }

    /// Returns an observable that fails at once with `error`.
    ///
    /// ```
    /// error(e): #
    /// ```
    ///
    /// - Parameter error: The error to emit.
    /// - Note: Emits synchronously on the subscribing thread.
    @inlinable
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(trampolined: false) { observer in
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
