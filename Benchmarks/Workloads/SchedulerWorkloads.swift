// SPDX-License-Identifier: MIT
import Dispatch
import RxCore
import RxSchedulers
import RxTesting

/// Workloads of the schedulers.
enum SchedulerWorkloads {
    /// Relative actions scheduled on a `TestScheduler`, then `start()`.
    static let testScheduler = Workload(
        name: "test-scheduler",
        unit: "action",
        size: 1_000_000,
        baseline: nil,
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
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )
}

/// Workloads of `observe(on:)`.
enum ObserveOnWorkloads {
    /// Ints through `observe(on: SerialDispatchQueueScheduler)`, timed until the last one is delivered.
    static let serial = Workload(
        name: "observe-on-serial",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in run(size, on: SerialDispatchQueueScheduler(internalSerialQueueName: "bench.observe-on")) },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    /// The same through `ConcurrentDispatchQueueScheduler`.
    static let concurrent = Workload(
        name: "observe-on-concurrent",
        unit: "element",
        size: 1_000_000,
        baseline: nil,
        run: { size in run(size, on: ConcurrentDispatchQueueScheduler(qos: .userInitiated)) },
        expectedChecksum: { size in (0..<size).reduce(0, &+) }
    )

    private static func run(_ size: Int, on scheduler: ImmediateSchedulerType) -> Int {
        let accumulator = Accumulator()
        let done = DispatchSemaphore(value: 0)
        let source = countingSource(size)
        let subscription = source.observe(on: scheduler)
            .subscribe(onNext: { accumulator.sum &+= $0 }, onCompleted: { done.signal() })
        done.wait()
        subscription.dispose()
        return accumulator.sum
    }
}
