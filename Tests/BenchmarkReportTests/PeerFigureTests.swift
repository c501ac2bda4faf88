// SPDX-License-Identifier: MIT
import BenchmarkReport
import XCTest

final class PeerFigureTests: XCTestCase {
    func test_ratio_isTheFigureInCalibrations() {
        let figure = PeerFigure(nanoseconds: 340, referenceCalibration: 40)
        XCTAssertEqual(figure.ratio, 8.5)
    }

    func test_expectedNanoseconds_scalesByThisRunsCalibration() {
        let figure = PeerFigure(nanoseconds: 340, referenceCalibration: 40)
        // The same machine: the figure as stored.
        XCTAssertEqual(figure.expectedNanoseconds(calibration: 40), 340)
        // A machine where the calibration takes twice as long: the peer is expected to, too.
        XCTAssertEqual(figure.expectedNanoseconds(calibration: 80), 680)
        XCTAssertEqual(figure.expectedNanoseconds(calibration: 30), 255)
    }

    func test_speedUp_comparesWithTheScaledFigure() {
        // The behavior-relay row: a machine about 1.4× slower than the reference VM, where ours took 41 ns.
        let figure = PeerFigure(nanoseconds: 340, referenceCalibration: 40)
        XCTAssertEqual(figure.speedUp(ofMedian: 41, calibration: 40), 340 / 41, accuracy: 1e-12)
        XCTAssertEqual(figure.speedUp(ofMedian: 41, calibration: 58), 340 * 58 / 40 / 41, accuracy: 1e-12)
        XCTAssertEqual(figure.speedUp(ofMedian: 34, calibration: 40), 10)
    }

    func test_calibrationRuns_medianAndMinimum() {
        let runs = CalibrationRuns(nanosecondsPerOp: [41, 38, 55, 39, 40])
        XCTAssertEqual(runs.nanosecondsPerOp, [38, 39, 40, 41, 55])
        XCTAssertEqual(runs.median, 40)
        XCTAssertEqual(runs.minimum, 38)
        // An even count: the slower of the two middle runs, as the workload table's median.
        XCTAssertEqual(CalibrationRuns(nanosecondsPerOp: [4, 1, 3, 2]).median, 3)
        XCTAssertEqual(CalibrationRuns(nanosecondsPerOp: [7]).median, 7)
    }
}
