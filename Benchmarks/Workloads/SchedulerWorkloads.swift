import RxCore
import RxTesting

/// Workloads of the schedulers.
enum SchedulerWorkloads {
    /// Relative actions scheduled on a `TestScheduler`, then `start()`.
    static let testScheduler = Workload(
        name: "test-scheduler", unit: "action", size: 1_000_000, baseline: nil,
        run: { size in
            let scheduler = TestScheduler(initialClock: 0)
            let accumulator = Accumulator()
            for index in 0..<size {
                _ = scheduler.scheduleRelative(index, dueTime: .seconds(index & 1023)) { value in
                    accumulator.sum &+= value
                    return Disposables.create()
                }
            }
            scheduler.start()
            return accumulator.sum
        },
        expectedChecksum: { size in (0..<size).reduce(0, &+) })
}
