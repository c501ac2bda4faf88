// SPDX-License-Identifier: MIT
/// A disposable that disposes its underlying disposable on a given scheduler.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler on which the underlying disposable is disposed.
    public let scheduler: ImmediateSchedulerType

    @exclusivity(unchecked) private final nonisolated(unsafe) var disposable: RxMutex<Disposable?>

    /// Creates a disposable that disposes `disposable` on `scheduler`.
    ///
    /// - Parameters:
    ///   - scheduler: Where the disposal runs.
    ///   - disposable: The underlying disposable.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        unsafe self.disposable = RxMutex(disposable)
    }

    /// `true` once the underlying disposable was disposed.
    public var isDisposed: Bool {
        unsafe RxMutex.withLock(&disposable) { $0 == nil }
    }

    /// Schedules the disposal of the underlying disposable on ``scheduler``.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        let taken = unsafe RxMutex.withLock(&disposable) { disposable -> Disposable? in
            let taken = disposable
            disposable = nil
            return taken
        }
        taken?.dispose()
    }
}
