// SPDX-License-Identifier: MIT
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension Observable {
    /// An observable of the elements of `sequence`, iterated in a task started at subscription.
    ///
    /// Emits each element as the sequence produces it (on the task's executor, not on a scheduler), then
    /// `completed` when the sequence ends, or `error` when it throws. Disposing cancels the task; nothing is
    /// emitted after that. Subscribing does not block the calling thread (RxSwift's bridge waits on a semaphore).
    ///
    /// As in RxSwift, the sequence need not be `Sendable`: it is handed to the task and iterated only there (once per
    /// subscription), so share one sequence between subscriptions only if it supports several iterations.
    ///
    /// - Parameters:
    ///   - sequence: The sequence to iterate; each subscription iterates it anew.
    ///   - priority: The priority of the iterating task; `nil` inherits the caller's, as `Task(priority:)` does.
    /// - Returns: The elements of the sequence.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    @_disfavoredOverload
    public static func from<Sequence: AsyncSequence>(
        _ sequence: Sequence,
        priority: TaskPriority? = nil
    ) -> Observable<Element> where Sequence.Element == Element {
        // Built here, outside any task, and handed over unchecked: the sequence is only iterated inside the tasks
        // this observable starts, one per subscription.
        let iterate = UncheckedSendable { (observer: AnyObserver<Element>) async throws in
            for try await element in sequence {
                if Task.isCancelled { return }  // stop iterating a sequence that ignores cancellation
                observer.onNext(element)
            }
        }
        return AsyncOperation.observable(priority: priority) { observer in try await iterate.value(observer) }
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension AsyncSequence {
    /// The sequence as an observable; see ``RxCore/Observable/from(_:priority:)``.
    ///
    /// ```swift
    /// let lines = url.lines.asObservable()
    /// ```
    ///
    /// - Parameter priority: The priority of the iterating task; `nil` inherits the caller's.
    /// - Returns: An observable that iterates the sequence in a task per subscription.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.from(self, priority: priority)
    }
}
