extension Observable {
    /// An observable of the elements of `sequence`, iterated in a task started at subscription.
    ///
    /// Emits each element as the sequence produces it (on the task's executor, not on a scheduler), then
    /// `completed` when the sequence ends, or `error` when it throws. Disposing cancels the task; nothing is
    /// emitted after that. Subscribing does not block the calling thread (RxSwift's bridge waits on a semaphore).
    ///
    /// - Parameter sequence: The sequence to iterate; each subscription iterates it anew.
    /// - Returns: The elements of the sequence.
    @_disfavoredOverload
    public static func from<Sequence: AsyncSequence & Sendable>(
        _ sequence: Sequence
    ) -> Observable<Element> where Sequence.Element == Element {
        AsyncOperation.observable { observer in
            for try await element in sequence {
                if Task.isCancelled { return }  // stop iterating a sequence that ignores cancellation
                observer.onNext(element)
            }
        }
    }
}

extension AsyncSequence where Self: Sendable {
    /// The sequence as an observable: `Observable.from(self)`.
    ///
    /// - Returns: The elements, emitted as a task iterates the sequence; disposing cancels the task.
    public func asObservable() -> Observable<Element> {
        Observable.from(self)
    }
}
