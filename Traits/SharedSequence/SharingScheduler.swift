// SPDX-License-Identifier: MIT
import RxCore
import RxSchedulers

/// The scheduler Drivers and Signals deliver on: the main scheduler, or a test scheduler inside ``mock(scheduler:action:)``.
public enum SharingScheduler {
    private static let factory = Locked<@Sendable () -> SchedulerType>({ MainScheduler() })

    /// Makes the scheduler shared sequences created now deliver on: by default a new `MainScheduler()` per call,
    /// as in RxCocoa.
    ///
    /// Each Driver or Signal operator thus gets a main scheduler of its own, which runs work inline when called on
    /// the main thread while nothing of its own is queued. A drive that starts another drive synchronously (a
    /// driver driving a relay that another driver reads) then delivers inline too, in the order RxSwift does,
    /// instead of queueing behind the outer delivery.
    public static var make: @Sendable () -> SchedulerType {
        factory.withLock { $0 }
    }

    /// Runs `action` with shared sequences delivering on `scheduler`, then restores the previous scheduler.
    ///
    /// ```swift
    /// SharingScheduler.mock(scheduler: testScheduler) {
    ///     let res = testScheduler.start { xs.asDriver(onErrorJustReturn: 0).asObservable() }
    /// }
    /// ```
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on the scheduler `makeScheduler` returns.
    public static func mock(makeScheduler: @escaping @Sendable () -> SchedulerType, action: () throws -> Void) rethrows
    {
        let previous = factory.withLock { factory -> @Sendable () -> SchedulerType in
            defer { factory = makeScheduler }
            return factory
        }
        defer { factory.withLock { $0 = previous } }
        try action()
    }
}
