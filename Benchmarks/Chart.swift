// SPDX-License-Identifier: MIT
import BenchmarkReport

/// The rows of the `--svg` chart: every measured workload in the table's order, each with the baseline it is divided
/// by (its median time in this run) and the RxSwift figure the performance bar compares it with.
func chartRows(_ measurements: [Measurement]) -> [BarChart.Row] {
    measurements.map { m in
        let baseline = m.workload.baseline.flatMap { name -> (name: String, nanoseconds: Double)? in
            guard let measured = measurements.first(where: { $0.workload.name == name }) else { return nil }
            return (name, measured.medianNanosecondsPerOp)
        }
        let reference = (performanceBar[m.workload.name] ?? []).lazy.compactMap { target -> Double? in
            if case .fasterThan(_, let nanoseconds, _) = target { return nanoseconds }
            return nil
        }.first
        return BarChart.Row(
            name: m.workload.name,
            unit: m.workload.unit,
            nanoseconds: m.medianNanosecondsPerOp,
            allocations: m.allocationsPerOp,
            baseline: baseline,
            reference: reference
        )
    }
}
