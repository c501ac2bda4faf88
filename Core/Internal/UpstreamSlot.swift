import Synchronization

/// The state of a disposable that is assigned once and may be disposed before or after the assignment.
@usableFromInline
enum UpstreamState {
    case pending
    case attached(Disposable)
    case disposed
}

extension RxMutex where Value == UpstreamState {
    /// Stores `disposable`, or disposes it at once when the slot was disposed first.
    ///
    /// - Parameter misuse: The message to stop with if a disposable was already stored.
    @usableFromInline
    func attach(_ disposable: Disposable, misuse: StaticString = "An upstream disposable was attached twice.") {
        let accepted = withLock { state -> Bool in
            switch state {
            case .pending:
                state = .attached(disposable)
                return true
            case .disposed:
                return false
            case .attached:
                rxFatalError("\(misuse)")
            }
        }
        if !accepted { disposable.dispose() }
    }

    /// Marks the slot disposed and disposes what it held (outside the lock).
    @usableFromInline
    func disposeAttached() {
        let previous = withLock { state -> Disposable? in
            let old = state
            state = .disposed
            if case .attached(let disposable) = old { return disposable }
            return nil
        }
        previous?.dispose()
    }
}
