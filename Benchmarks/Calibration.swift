// SPDX-License-Identifier: MIT
import AllocationCounter
import BenchmarkReport
import Dispatch
import RxCore

// The calibration workload: a small, fixed computation the runner times just before each timed run of a workload held
// to a speed-up over a peer's figure, so that figures measured on another machine are scaled to this one, in the
// state the machine was in while the workload ran (``PeerFigure``).

/// What the calibration workload took, in nanoseconds per operation, on the machine every RxSwift figure of the
/// performance bar was measured on (this project's 2-core Linux VM, quiet), 29 November 2026. The VM was never quiet
/// that morning (load average 3–10 on its 2 cores), and a run of the calibration that the scheduler preempts takes
/// about 80 ns per operation longer per preemption, so only the runs that ran through tell the machine's speed. They
/// fell in two groups: 72–76 ns, nearly all of them at load average 6–10, and 60–65 ns, which appeared as the load
/// fell to 3 (the host's other work, it seems); this is the median of the faster group (20 runs of 20 invocations of
/// `Benchmarks --calibration` at load 3), the state of a quiet VM, in which the RxSwift figures were measured.
let referenceVMCalibrationNanoseconds = 62.0

enum Calibration {
    /// Operations per run: a few milliseconds, so the calibration runs of a whole benchmark run (one warm-up and one
    /// run per timed run of each workload held to a peer's figure) add well under a second. `--quick` does not divide
    /// it: a run much shorter would be timing the scheduler more than the machine.
    static let size = 50_000
    /// Timed runs of `Benchmarks --calibration`, after a warm-up.
    static let runs = 11

    /// The workload. Each operation does a little of what the library's hot paths do, in one loop:
    /// - allocates a small object and stores it in a ring of 64, which releases (and frees) the one it replaces:
    ///   `malloc`, `free`, and the atomic reference counting of a new object;
    /// - reads another object of the ring through the array: two dependent loads, as following an observer chain is;
    /// - calls a closure the optimiser cannot see through, with that object: an indirect call, as a user's closure is;
    /// - takes and gives back an emitter role: two atomic compare-and-exchanges, as an uncontended subject's
    ///   `onNext` does.
    /// The checksum is the sum of the closure's results.
    static let workload = Workload(
        name: "calibration",
        unit: "operation",
        size: size,
        baseline: nil,
        run: { size in
            let mask = 63
            var ring = (0...mask).map { _ in CalibrationNode(0) }
            let read: (CalibrationNode) -> Int = opaque { $0.value &* 3 }
            let role = RxAtomicBox(0)
            var sum = 0
            for index in 0..<size {
                ring[index & mask] = CalibrationNode(index)
                sum &+= read(ring[(index &* 37) & mask])
                _ = role.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
                _ = role.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing)
            }
            return sum
        },
        expectedChecksum: { size in
            let mask = 63
            var ring = [Int](repeating: 0, count: mask + 1)
            var sum = 0
            for index in 0..<size {
                ring[index & mask] = index
                sum &+= ring[(index &* 37) & mask] &* 3
            }
            return sum
        }
    )

    /// Times ``workload`` alone, for `Benchmarks --calibration`: one warm-up run, then ``runs`` timed runs. Nil when a
    /// run's checksum is wrong (the work was optimised away, or is not what it says).
    static func measure() -> (runs: CalibrationRuns, allocationsPerOp: Double?)? {
        _ = workload.run(size)
        var times: [Double] = []
        var allocations: [Int64] = []
        for _ in 0..<runs {
            rx_allocation_counter_start()
            let start = DispatchTime.now().uptimeNanoseconds
            let checksum = workload.run(size)
            let end = DispatchTime.now().uptimeNanoseconds
            allocations.append(rx_allocation_counter_stop())
            guard checksum == workload.expectedChecksum(size) else { return nil }
            times.append(Double(end - start) / Double(size))
        }
        let fewest = Double(allocations.min() ?? 0)
        let allocationsPerOp = rx_allocation_counter_available() ? fewest / Double(size) : nil
        return (CalibrationRuns(nanosecondsPerOp: times), allocationsPerOp)
    }
}

/// The object the calibration workload allocates, one per operation.
final class CalibrationNode {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
