// SPDX-License-Identifier: MIT
// What the runner's output means: the `--help` text, the notes printed under the tables, and where the RxSwift
// figures of the performance bar come from.

/// Where every RxSwift figure of the performance bar (`PerformanceBar.swift`) comes from: the reference VM, where the
/// calibration workload takes ``referenceVMCalibrationNanoseconds``.
///
/// The figures first appear in the repository on 22 November 2026 (README, commit bb136f4, and the commits of that
/// morning); the run that measured them is not recorded beyond that, so they date from before that day.
let rxSwiftReferenceSource =
    "RxSwift 6.10.2, release build, on this project's 2-core Linux VM, measured before 22 November 2026 (the "
    + "app-shaped workloads': measured side by side with ours, for the report that asked for them)"

let usage =
    "usage: Benchmarks [--filter NAME] [--quick] [--runs N] [--json PATH] [--svg PATH] [--strict] [--list] "
    + "[--calibration]"

let helpText = """
    \(usage)

    Runs the benchmark workloads (Benchmarks/README.md describes each) and prints two tables. Build in release
    mode: swift run -c release Benchmarks. Progress goes to stderr, the tables to stdout.

    Options:
      --filter NAME  run only the workloads whose name contains NAME, or the one named exactly NAME (and the
                     baselines they are divided by)
      --quick        a short pass (sizes divided by 100, seconds in all), as CI runs it; only the exact
                     allocation targets are judged, since runs of a millisecond are too short to hold to the
                     others (see "Which targets are judged" below)
      --runs N       timed runs per workload after one warm-up, 5 or more (default 5)
      --json PATH    also write the figures and each target's outcome to PATH as JSON
      --svg PATH     also write a bar chart to PATH (SVG): median ns per operation and allocations per operation
                     per workload, each on a log scale, with the row's baseline (black mark) and RxSwift's figure
                     (red dashed mark), under a line that says whether the run was --quick, when it started (UTC)
                     and on which machine (host name, CPU model, cores)
      --strict       judge every target, --quick included, and fail the run on any missed target (by default
                     only a missed exact allocation target fails it)
      --list         print the workload names and exit
      --calibration  time the calibration workload alone (see "RxSwift's figures" below), print its median and
                     exit: what a peer's figure measured on this machine is stored with
      --help, -h     print this text and exit

    The workload table, one row per workload:
      workload       the workload's name
      per            what one operation is: an element pumped, a subscription made and disposed, an event, …
      min ns/op      the fastest timed run's nanoseconds per operation
      median ns/op   the median run's nanoseconds per operation
      allocs/op      heap allocations per operation (malloc and friends, counted for real) in the run that
                     allocated least; n/a where the counter is not available (Linux/glibc only)
      × baseline     this workload's time over its baseline's, named in the cell ("closures" is baseline-closures):
                     the baseline runs just before each timed run and the cell shows the median of the per-run
                     ratios; "—" and a reason when the row has no baseline (the notes under the table say more)
      checksum       "ok" when the run computed the expected sum, so no work was optimised away; WRONG fails the run

    The targets table, one row per target the performance bar (Benchmarks/PerformanceBar.swift) sets:
      workload       the workload the target is for
      target         the figure to meet: an allocation count, a time, a speed-up over RxSwift's figure scaled to
                     this machine ("N ns here", see below), or a ratio to the baseline
      measured       what this run measured for that target
      status         met; MISSED; or — when the target was not judged (a load-dependent target on a --quick
                     run without --strict)
      peer, reference VM
                     for a speed-up over RxSwift: RxSwift's figure as measured on the reference VM, before scaling
                     (shown when a row has one)

    RxSwift's figures: RxSwift 6.10.2, release build, on this project's 2-core Linux VM (the reference VM),
    measured before 22 November 2026 (when they first appear in the repository). A figure measured on one machine
    does not hold on another, so each is stored as a ratio to a calibration workload: with the time the
    calibration took on the machine the figure was measured on. A workload held to a speed-up over RxSwift runs
    with the calibration (--quick and --filter runs included): one run of it, 50,000 operations whatever
    --quick says (a few ms), just before each of the workload's timed runs, and RxSwift is expected to take its
    figure × (the median of those calibration runs ÷ the calibration on the reference VM): "N ns here" in the
    target, and the note under the table gives both calibrations. Per operation the calibration does a little of
    what the library's hot paths do: it allocates and frees a small object (malloc, free, atomic reference
    counting), loads another through an array, calls a closure the optimiser cannot see, and takes and gives back
    an emitter role (two atomic compare-and-exchanges). Scaling removes the machine's speed; timing the
    calibration beside each workload follows its load too, but only roughly: a shared machine still moves these
    targets from one run to the next. --calibration times it alone.

    Which targets are judged:
      exact allocation targets ("no allocation per …", "≤ N allocations"): on every run, --quick included; a miss
        fails the run, since allocation counts do not depend on the machine's load
      load-dependent targets: times ("< N ns"), speed-ups ("≥ N× faster than RxSwift"), ratios to a baseline
        ("≤ N×" and its name), and batched allocation counts ("< N allocations", for \(batchedAllocationWorkloads):
        how many batches a run makes depends on how its threads interleave). Judged on full runs, where a miss
        shows MISSED but fails the run only with --strict; on --quick they show — unless --strict is given

    Exit status: 1 on a wrong checksum, a miscounted allocation check, or a missed exact allocation target, and
    with --strict on any missed target; 2 on bad arguments.
    """

/// The workloads the performance bar holds to a batched allocation count (``Target/batchedAllocationsBelow(_:)``),
/// which, like times, depends on the machine's load: "observe-on-serial".
let batchedAllocationWorkloads = performanceBar.filter { _, targets in
    targets.contains { target in
        if case .batchedAllocationsBelow = target { return true }
        return false
    }
}.keys.sorted().joined(separator: ", ")

/// Why `workload` has no "× baseline" ratio, in a few words for its cell; `measured` holds every workload of the run.
func noBaselineReason(_ workload: Workload, among measured: [Workload]) -> NoBaselineReason {
    if workload.name.hasPrefix("baseline-") || measured.contains(where: { $0.baseline == workload.name }) {
        return .isBaseline
    }
    if workload.expectedAllocationsPerOp != nil { return .checksCounter }
    if workload.unit == "subscription" { return .perSubscription }
    return .notComparable
}

/// The reasons a row of the workload table shows no ratio.
enum NoBaselineReason: CaseIterable {
    case isBaseline, checksCounter, perSubscription, notComparable

    /// The words after "—" in the cell.
    var cell: String {
        switch self {
        case .isBaseline: "is a baseline"
        case .checksCounter: "counter check"
        case .perSubscription: "per subscription"
        case .notComparable: "not comparable"
        }
    }

    /// The note under the table.
    var note: String {
        switch self {
        case .isBaseline: "the floor other rows are divided by"
        case .checksCounter: "checks the allocation counter, not the library"
        case .perSubscription:
            "plain Swift has nothing to subscribe to and dispose, so there is no baseline; the targets table holds "
                + "these rows to a time or to RxSwift's figure"
        case .notComparable:
            "the baseline is one chain's work on one thread; this row's work (several subjects or subscribers, inner "
                + "sequences, thread hops, a scheduler's queue) has no hand-written twin, so a ratio would mislead"
        }
    }
}
