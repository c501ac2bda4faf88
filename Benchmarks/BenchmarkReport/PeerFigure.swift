// SPDX-License-Identifier: MIT

/// A peer library's time per operation (RxSwift's), stored so that it travels from the machine it was measured on to
/// the machine a run is on.
///
/// A figure measured on one machine says little on another: a run on a machine twice as slow would miss every
/// speed-up target, although the two libraries, run side by side there, are as far apart as ever. So each figure is
/// stored with what the runner's calibration workload (the same small, fixed computation on every machine) took on
/// the machine it was measured on. Their ratio is the figure in calibrations; a run measures the calibration again,
/// and expects the peer to take that many calibrations here: ``expectedNanoseconds(calibration:)``.
package struct PeerFigure: Equatable, Sendable {
    /// The peer's time per operation, in nanoseconds, on the machine it was measured on.
    package let nanoseconds: Double
    /// The calibration workload's time per operation, in nanoseconds, on that machine.
    package let referenceCalibration: Double

    /// A figure of `nanoseconds` per operation, measured where the calibration took `referenceCalibration`.
    package init(nanoseconds: Double, referenceCalibration: Double) {
        precondition(referenceCalibration > 0, "PeerFigure: the reference calibration must be a positive time")
        self.nanoseconds = nanoseconds
        self.referenceCalibration = referenceCalibration
    }

    /// The figure in calibrations: how many runs of the calibration's operation one of the peer's operations takes.
    package var ratio: Double { nanoseconds / referenceCalibration }

    /// The peer's time per operation expected on a machine where the calibration takes `calibration` nanoseconds.
    package func expectedNanoseconds(calibration: Double) -> Double {
        ratio * calibration
    }

    /// How many times faster than the peer a median of `nanoseconds` per operation is, on a machine where the
    /// calibration takes `calibration` nanoseconds; infinite for a median of zero.
    package func speedUp(ofMedian nanoseconds: Double, calibration: Double) -> Double {
        expectedNanoseconds(calibration: calibration) / nanoseconds
    }
}

/// The calibration workload's timed runs in one run of the benchmarks: what ``PeerFigure``s are scaled by.
package struct CalibrationRuns: Equatable, Sendable {
    /// Nanoseconds per operation of each timed run, fastest first.
    package let nanosecondsPerOp: [Double]

    /// The runs' times per operation, in any order; at least one.
    package init(nanosecondsPerOp: [Double]) {
        precondition(!nanosecondsPerOp.isEmpty, "CalibrationRuns: at least one run")
        self.nanosecondsPerOp = nanosecondsPerOp.sorted()
    }

    /// The median run's time per operation (of an even count, the slower of the two middle runs, as the workload
    /// table's median is): the figure peer figures are scaled by, since the workloads are judged by their medians.
    package var median: Double { nanosecondsPerOp[nanosecondsPerOp.count / 2] }

    /// The fastest run's time per operation.
    package var minimum: Double { nanosecondsPerOp[0] }
}
