// SPDX-License-Identifier: MIT
/// Runs an async body in a task per subscription: the body sends its elements, then the task completes or fails
/// the observer unless the subscription was disposed (which cancels the task).
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
package enum AsyncOperation {
    package static func observable<Element>(
        priority: TaskPriority? = nil,
        _ body: @escaping @Sendable (AnyObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            // Stops the task's events once disposed, even if the body ignores cancellation. An adapter handed to the
            // user's body, not an operator's sink, so a closure observer is the right shape here.
            let gate = BooleanDisposable()
            let guarded = AnyObserver<Element> { event in
                if !gate.isDisposed { observer.on(event) }
            }
            let task = Task(priority: priority) {
                do {
                    try await body(guarded)
                    guarded.onCompleted()
                } catch {
                    guarded.onError(error)
                }
            }
            return Disposables.create {
                gate.dispose()
                task.cancel()
            }
        }
    }
}
