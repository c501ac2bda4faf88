// SPDX-License-Identifier: MIT
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension ObservableType {
    /// Creates an observable from an async function that sends elements to an observer; each subscription runs
    /// it in a new task.
    ///
    /// ```swift
    /// let pages = Observable<Page>.create { observer in
    ///     var cursor: Cursor? = .first
    ///     while let current = cursor {
    ///         let page = try await api.page(current)
    ///         observer.onNext(page)
    ///         cursor = page.next
    ///     }
    /// }
    /// ```
    ///
    /// When the function returns the observable completes; when it throws, it fails with the error. Disposing the
    /// subscription cancels the task (so `try Task.checkCancellation()` and cancellable awaits end early), and
    /// nothing the function sends after that is delivered. Subscribing never blocks the calling thread.
    ///
    /// A closure that neither awaits nor throws is taken for the synchronous `create(_:)` (which returns a `Disposable`);
    /// write `{ observer async in … }` to choose this one.
    ///
    /// - Parameter body: Sends the elements; runs in a task outside any actor, so it is `@Sendable`.
    /// - Returns: An observable that runs `body` for every subscriber.
    /// - Note: Events are delivered on the task's executor (the global concurrent executor).
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public static func create(_ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void)
        -> Observable<Element>
    {
        AsyncOperation.observable(body)
    }
}
