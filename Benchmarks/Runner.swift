import AllocationCounter
import Dispatch
import Foundation

/// What a benchmark measured.
struct Measurement {
    let workload: Workload
    let size: Int
    let minNanosecondsPerOp: Double
    let medianNanosecondsPerOp: Double
    let allocationsPerOp: Double?
    let checksum: Int
    let checksumMatches: Bool
    var ratioToBaseline: Double?
}

/// Runs workloads: one warm-up, then `runs` timed runs, each counting allocations.
struct Runner {
    let runs: Int
    let divisor: Int

    func measure(_ workload: Workload) -> Measurement {
        let size = max(1, workload.size / divisor)
        _ = workload.run(max(1, size / 10))
        var times: [Double] = []
        var allocations: [Int64] = []
        var checksum = 0
        for _ in 0..<runs {
            rx_allocation_counter_start()
            let start = DispatchTime.now().uptimeNanoseconds
            checksum = workload.run(size)
            let end = DispatchTime.now().uptimeNanoseconds
            allocations.append(rx_allocation_counter_stop())
            times.append(Double(end - start) / Double(size))
        }
        times.sort()
        return Measurement(
            workload: workload,
            size: size,
            minNanosecondsPerOp: times[0],
            medianNanosecondsPerOp: times[times.count / 2],
            allocationsPerOp: rx_allocation_counter_available()
                ? Double(allocations.min() ?? 0) / Double(size) : nil,
            checksum: checksum,
            checksumMatches: checksum == workload.expectedChecksum(size),
            ratioToBaseline: nil)
    }
}
