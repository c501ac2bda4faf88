// SPDX-License-Identifier: MIT
import AllocationCounter
import BenchmarkReport
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
    let ratioToBaseline: Double?
    /// False when the workload expects an exact allocation count and the counter read another (see
    /// ``Workload/expectedAllocationsPerOp``).
    let allocationsMatch: Bool
    /// The calibration workload's runs, one just before each timed run of this workload, for a workload held to a
    /// peer's figure (Calibration.swift); nil for the others, and when the calibration's checksum was wrong.
    var calibration: CalibrationRuns? = nil
    /// False when the calibration ran and computed a wrong checksum.
    var calibrationChecksumMatches = true
}

/// Runs workloads: one warm-up, then `runs` timed runs, each counting allocations.
struct Runner {
    let runs: Int
    let divisor: Int

    /// Measures `workload`; when `baseline` is given, also runs it just before each timed run of `workload` and
    /// reports the median of the per-run ratios, so that both sides of each ratio see the machine in the same state.
    /// When `calibration` is given (the calibration workload, for a workload held to a peer's figure), it runs before
    /// each of those, at its own size whatever the divisor, so that the peer's figure is scaled by what the machine
    /// did while this workload ran.
    func measure(_ workload: Workload, against baseline: Workload? = nil, calibration: Workload? = nil) -> Measurement {
        let size = max(1, workload.size / divisor)
        let baselineSize = baseline.map { max(1, $0.size / divisor) } ?? 0
        _ = time(workload, size: max(1, size / 10))
        if let baseline { _ = time(baseline, size: max(1, baselineSize / 10)) }
        if let calibration { _ = time(calibration, size: calibration.size) }
        var calibrationTimes: [Double] = []
        var calibrationChecksumMatches = true
        var times: [Double] = []
        var ratios: [Double] = []
        var allocations: [Int64] = []
        var checksum = 0
        for _ in 0..<runs {
            if let calibration {
                let run = time(calibration, size: calibration.size)
                calibrationTimes.append(run.nanosecondsPerOp)
                calibrationChecksumMatches =
                    calibrationChecksumMatches
                    && run.checksum == calibration.expectedChecksum(calibration.size)
            }
            let baselineTime = baseline.map { time($0, size: baselineSize).nanosecondsPerOp }
            let run = time(workload, size: size)
            allocations.append(run.allocations)
            checksum = run.checksum
            times.append(run.nanosecondsPerOp)
            if let baselineTime, baselineTime > 0 { ratios.append(run.nanosecondsPerOp / baselineTime) }
        }
        times.sort()
        ratios.sort()
        let fewestAllocations = allocations.min() ?? 0
        let allocationsMatch =
            workload.expectedAllocationsPerOp.map { perOp in
                !rx_allocation_counter_available() || fewestAllocations == Int64(perOp * size)
            } ?? true
        return Measurement(
            workload: workload,
            size: size,
            minNanosecondsPerOp: times[0],
            medianNanosecondsPerOp: times[times.count / 2],
            allocationsPerOp: rx_allocation_counter_available() ? Double(fewestAllocations) / Double(size) : nil,
            checksum: checksum,
            checksumMatches: checksum == workload.expectedChecksum(size),
            ratioToBaseline: ratios.isEmpty ? nil : ratios[ratios.count / 2],
            allocationsMatch: allocationsMatch,
            calibration: calibrationTimes.isEmpty || !calibrationChecksumMatches
                ? nil : CalibrationRuns(nanosecondsPerOp: calibrationTimes),
            calibrationChecksumMatches: calibrationChecksumMatches
        )
    }

    /// Runs `workload` once over `size` operations (after its untimed setup, if any); returns the time per
    /// operation, the checksum and the allocations counted.
    private func time(_ workload: Workload, size: Int) -> (nanosecondsPerOp: Double, checksum: Int, allocations: Int64)
    {
        prepared = workload.setUp?(size)
        rx_allocation_counter_start()
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = workload.run(size)
        let end = DispatchTime.now().uptimeNanoseconds
        let allocations = rx_allocation_counter_stop()
        prepared?.tearDown()
        prepared = nil
        return (Double(end - start) / Double(size), checksum, allocations)
    }
}
