// SPDX-License-Identifier: MIT
import BenchmarkReport

/// The rows of the `--svg` chart: every measured workload in the table's order, each with the baseline it is divided
/// by (its median time in this run) and the RxSwift figure the performance bar compares it with, scaled to this machine
/// by the calibration runs timed with the row (the figure as stored when there were none).
func chartRows(_ measurements: [Measurement]) -> [BarChart.Row] {
    measurements.map { m in
        let baseline = m.workload.baseline.flatMap { name -> (name: String, nanoseconds: Double)? in
            guard let measured = measurements.first(where: { $0.workload.name == name }) else { return nil }
            return (name, measured.medianNanosecondsPerOp)
        }
        let reference = (performanceBar[m.workload.name] ?? []).lazy.compactMap { target -> Double? in
            guard case .fasterThan(_, let nanoseconds, let referenceCalibration, _) = target else { return nil }
            guard let calibration = m.calibration?.median else { return nanoseconds }
            return PeerFigure(nanoseconds: nanoseconds, referenceCalibration: referenceCalibration)
                .expectedNanoseconds(calibration: calibration)
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
