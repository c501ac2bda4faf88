// SPDX-License-Identifier: MIT
import RxCore

/// An observer that records every event with the virtual time of its ``TestScheduler``.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // Unchecked: `recorded` is guarded by its mutex; `scheduler` is immutable.

    /// The scheduler whose clock stamps the events.
    public let scheduler: TestScheduler

    private let recorded = Locked<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, with their virtual times.
    public var events: [Recorded<Event<Element>>] {
        recorded.withLock { $0 }
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        let time = scheduler.clock
        recorded.withLock { $0.append(Recorded(time: time, value: event)) }
    }
}
