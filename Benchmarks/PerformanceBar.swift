// SPDX-License-Identifier: MIT
import BenchmarkReport

/// One figure of the performance bar that a workload must meet.
///
/// Peer figures are RxSwift's: RxSwift 6.10.2, release build, on this project's 2-core Linux VM, measured before
/// 22 November 2026 (``rxSwiftReferenceSource``, which the runner prints under the targets table), and scaled to the
/// machine a run is on by the calibration workload (``PeerFigure``).
enum Target: Sendable {
    /// No allocation per operation: whatever a run allocates to set up, spread over its operations, stays below
    /// 0.05 per operation.
    case noAllocations
    /// At most `limit` allocations per operation, plus less than 0.05 per operation for what a run allocates to set
    /// up (as for ``noAllocations``), so an exact target holds on `--quick` runs too.
    case allocationsAtMost(Double)
    /// Fewer than `limit` allocations per operation, for work that batches across threads: how many batches
    /// there are, and so how many allocations, depends on how the threads interleave.
    case batchedAllocationsBelow(Double)
    /// A median time per operation below `limit` nanoseconds.
    case nanoseconds(below: Double)
    /// A median time per operation at least `factor` times shorter than the time `peer` is expected to take on this
    /// machine: its `nanoseconds`, measured on a machine where the calibration workload (Calibration.swift) took
    /// `calibration` nanoseconds per operation, times what the calibration takes here, timed just before each of the
    /// workload's timed runs (``PeerFigure``). The calibration is the reference VM's unless given: every figure below
    /// was measured there.
    case fasterThan(
        peer: String,
        nanoseconds: Double,
        calibration: Double = referenceVMCalibrationNanoseconds,
        factor: Double
    )
    /// A ratio to the workload's baseline of at most `limit`.
    case ratioToBaseline(atMost: Double)

    /// What a measurement shows for one target.
    struct Outcome {
        /// The target, as the report shows it.
        let target: String
        /// The measured figure the target is about, or "n/a" when it was not measured.
        let measured: String
        /// False only when the figure was measured and misses the target.
        let met: Bool
        /// True for exact allocation counts (``Target/noAllocations`` and ``Target/allocationsAtMost(_:)``), which do
        /// not depend on the machine's load: they are judged on every run, `--quick` included, and a miss is a
        /// regression that fails the run. False for the rest (times, speed-ups, ratios, and
        /// ``Target/batchedAllocationsBelow(_:)``, whose count depends on how threads interleave): judged on full
        /// runs, where a miss fails the run only with `--strict`, and on `--quick` runs only with `--strict`.
        let isDeterministic: Bool
        /// For a speed-up over a peer: the peer's figure as stored, and the median of the calibration runs timed with
        /// the workload (nil when they were not); nil for the other targets.
        var peer: (figure: PeerFigure, calibration: Double?)? = nil
    }

    /// Checks `measurement` against this target.
    func outcome(of measurement: Measurement) -> Outcome {
        let allocations = measurement.allocationsPerOp
        let shownAllocations = allocations.map(Report.format) ?? "n/a"
        let median = measurement.medianNanosecondsPerOp
        switch self {
        case .noAllocations:
            return Outcome(
                target: "no allocation per \(measurement.workload.unit)",
                measured: shownAllocations,
                met: allocations.map { $0 < 0.05 } ?? true,
                isDeterministic: true
            )
        case .allocationsAtMost(let limit):
            return Outcome(
                target: "≤ \(plain(limit)) allocations",
                measured: shownAllocations,
                met: allocations.map { $0 < limit + 0.05 } ?? true,
                isDeterministic: true
            )
        case .batchedAllocationsBelow(let limit):
            return Outcome(
                target: "< \(plain(limit)) allocations",
                measured: shownAllocations,
                met: allocations.map { $0 < limit } ?? true,
                isDeterministic: false
            )
        case .nanoseconds(below: let limit):
            return Outcome(
                target: "< \(plain(limit)) ns",
                measured: "\(Report.format(median)) ns",
                met: median < limit,
                isDeterministic: false
            )
        case .fasterThan(let peer, let nanoseconds, let referenceCalibration, let factor):
            let figure = PeerFigure(nanoseconds: nanoseconds, referenceCalibration: referenceCalibration)
            guard let calibration = measurement.calibration?.median else {
                return Outcome(
                    target: "≥ \(plain(factor))× faster than \(peer) (not calibrated)",
                    measured: "n/a",
                    met: true,
                    isDeterministic: false,
                    peer: (figure, nil)
                )
            }
            let speedUp = figure.speedUp(ofMedian: median, calibration: calibration)
            let expected = Report.format(figure.expectedNanoseconds(calibration: calibration))
            return Outcome(
                target: "≥ \(plain(factor))× faster than \(peer) (\(expected) ns here)",
                measured: "\(Report.format(speedUp))×",
                met: speedUp >= factor,
                isDeterministic: false,
                peer: (figure, calibration)
            )
        case .ratioToBaseline(atMost: let limit):
            let ratio = measurement.ratioToBaseline
            return Outcome(
                target: "≤ \(plain(limit))× \(measurement.workload.baseline ?? "baseline")",
                measured: ratio.map { "\(Report.format($0))×" } ?? "n/a",
                met: ratio.map { $0 <= limit } ?? true,
                isDeterministic: false
            )
        }
    }
}

/// A limit as the bar states it: `8`, `0.1`, `1520`.
private func plain(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// The performance bar: the targets each workload must meet, by workload name.
///
/// Every `RxSwift` figure below (nanoseconds per operation) is RxSwift 6.10.2 in a release build on this project's
/// 2-core Linux VM, measured before 22 November 2026: the figures first appear in the repository that day (README,
/// commit bb136f4), and the run itself is not recorded (``rxSwiftReferenceSource``). Each is stored with what the
/// calibration workload takes on that VM (``referenceVMCalibrationNanoseconds``, the default of
/// ``Target/fasterThan(peer:nanoseconds:calibration:factor:)``), so a run on another machine scales it by its own
/// calibration. A figure measured elsewhere gives its own `calibration:` (`Benchmarks --calibration` prints it).
let performanceBar: [String: [Target]] = [
    // Pumping paths: no allocation per element, at least 10× faster than RxSwift.
    "publish-pump": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 255, factor: 10)],
    // RxSwift takes 1,520 ns per `onNext` to 16 subscribers: 95 ns per subscriber.
    "publish-fanout": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 1_520, factor: 10)],
    "map-filter": [
        .noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 232, factor: 10), .ratioToBaseline(atMost: 3),
    ],
    "behavior-relay": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 340, factor: 10)],
    "replay-subject": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 590, factor: 10)],
    "merge": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 370, factor: 10)],
    "combineLatest": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 500, factor: 10)],
    // RxSwift's figure for a Driver chain is one allocation per element; it has no time to compare with.
    "driver-map": [.noAllocations],
    // Subscription paths.
    // A chain over `just` subscribed with closures: no sink and no subscriber (EndingWhileSubscribed). 170 ns is
    // issue 43's target for it on the reference VM (232 ns there with the subscriber; 1,877 → 992 instructions since).
    "subscribe-dispose": [.noAllocations, .nanoseconds(below: 170)],
    "flatMap": [.allocationsAtMost(2), .fasterThan(peer: "RxSwift", nanoseconds: 780, factor: 5)],
    "flatMapLatest": [.allocationsAtMost(2), .fasterThan(peer: "RxSwift", nanoseconds: 740, factor: 5)],
    // Building a chain per operation: 8 fused operators built, subscribed and disposed; a two-operator chain built
    // inside `flatMap` per element. The ratio was 3× while `subscribe-dispose` took about 310 ns; the typed subscribe
    // path made that 44 % faster and building a chain 22 % faster, so the ratio rose from 2.6 to 3.7 while both times
    // fell. 4× kept the target's point (building costs a few subscriptions, not dozens) at that speed. A chain over
    // `just` then needed no subscriber, which took `subscribe-dispose` 1,877 → 992 instructions and this row
    // 6,022 → 5,113 (the subscriber was one of its ten allocations): the ratio rose from 4.2 to 5.2 in
    // instructions while both fell, so 6×.
    "build-subscribe-dispose": [.allocationsAtMost(9), .ratioToBaseline(atMost: 6)],
    "flatMap-built": [.allocationsAtMost(3)],
    "observe-on-serial": [.batchedAllocationsBelow(0.1)],
    // Disposing one of n subscriptions, and subscribing the n-th, cost the same for n = 40,000 as for
    // n = 1,000, within 2× (the 1,000 figure is the baseline, measured in the same run). RxSwift: about 680 ns per
    // dispose at every n; we were at 14.8 µs (1,000) and 608 µs (40,000).
    // Disposing allocates nothing (it allocated 4 times before: copies of the observer array). Subscribing with
    // `subscribe(onNext:)` allocates 4 objects: the handle, the closure observer, the subject's subscription and its
    // registry slot (3 before: no slot, but the array copied on the next change); the registry's growth adds a
    // fraction, most visible in `--quick` runs.
    "subject-dispose-at-scale/1000": [.allocationsAtMost(0)],
    "subject-dispose-at-scale/40000": [.allocationsAtMost(0), .ratioToBaseline(atMost: 2)],
    "subject-subscribe-at-scale/1000": [.allocationsAtMost(4.5)],
    "subject-subscribe-at-scale/40000": [.allocationsAtMost(4.5), .ratioToBaseline(atMost: 2)],
    "test-scheduler": [.allocationsAtMost(2), .fasterThan(peer: "RxSwift", nanoseconds: 5_800, factor: 5)],
    // App-shaped workloads. The RxSwift figures are the ones measured side by side with ours, in one run on this VM,
    // for the report that asked for these workloads (RxSwift: 1,648–1,682 ns and 0 allocations per accept; 7,614 ns
    // and 56.5 per keystroke; 10,738–11,011 ns and 60 per cell); the fastest is used. The speed-ups are the targets
    // that report set. Cell rebinding allocated 40 per cell when it was asked for; the aim was 24, and 22 is measured
    // (Benchmarks/README.md lists them), so the ceiling is the figure measured.
    "form-validation": [.noAllocations, .fasterThan(peer: "RxSwift", nanoseconds: 1_648, factor: 4)],
    // Search: 5.88 allocations per keystroke in full runs, 5.91 in `--quick` ones (a run's set-up spread over fewer).
    "search-as-you-type": [.allocationsAtMost(6), .fasterThan(peer: "RxSwift", nanoseconds: 7_614, factor: 4)],
    "cell-rebinding": [.allocationsAtMost(22), .fasterThan(peer: "RxSwift", nanoseconds: 10_738, factor: 3)],
    // No RxSwift figure. Each Driver operator shares again, as RxSwift's does, so each binding subscribes through
    // two shared connections: 122 allocations a cell before the light connection (`ShareWhileConnected`), 39 now (the
    // issue asked for at most 50), and at most twice the time of the same cell written with plain chains
    // (`cell-rebinding`, this workload's baseline, measured in the same run). A run's set-up (16 relays) spread over
    // `--quick`'s 1,000 cells adds more than the 0.05 an exact count allows, hence the ceiling one above.
    "cell-rebinding-driver": [.allocationsAtMost(40), .ratioToBaseline(atMost: 2)],
    // combineLatest and zip of any arity: no allocation per element, and, since each arity has a typed sink of its
    // own (generated), close to the two-source forms: 23–28 ns measured, where the type-erased sink took 190–310 ns.
    "combineLatest3": [.noAllocations, .nanoseconds(below: 60)],
    "combineLatest4": [.noAllocations, .nanoseconds(below: 60)],
    "zip3": [.noAllocations, .nanoseconds(below: 60)],
    "zip4": [.noAllocations, .nanoseconds(below: 60)],
    // The collection forms of three sources: a typed sink of their own (CombineCollectionSink), 438 and 519 instructions
    // an event where the type-erased sink took 5,546 and 5,234. The parameter-pack forms keep each source's elements
    // in a typed slot, and are inlinable, so that the code that reads the slots, calls the selector and sends the
    // result is specialised for the caller's pack: 467 and 443 instructions an event (834 and 816 unspecialised,
    // 3,444 and 4,528 with the type-erased sink), as fast as the collection forms in the same run.
    "combineLatest-collection3": [.noAllocations, .nanoseconds(below: 60)],
    "zip-collection3": [.noAllocations, .nanoseconds(below: 60)],
    "combineLatest-pack3": [.noAllocations, .nanoseconds(below: 60)],
    "zip-pack3": [.noAllocations, .nanoseconds(below: 60)],
    // The operators that had no workload, each held to its allocation count and to about 1.5× its median on a quiet
    // run of this VM (29 November 2026), to catch regressions; not aims. `sample`, `withLatestFrom`, `take(until:)`,
    // `takeLast` and `reduce` were made inlinable with their sinks the same day, so they are specialised where they
    // are used (983, 721, 259, 86 and 75 ns before). `groupBy` followed (500 ns an element before; 3,284 -> 506
    // instructions), and `amb` of two sources holds both subscriptions in its sink (15 allocations per subscription
    // before, 2 now: the sink and the subscriber; 19,972 -> 5,417 instructions). `retry(when:)` makes 31: RxSwift
    // makes a subject of errors per subscription too, and its subscription, the trigger's and the handler's sequence
    // come with it (`Benchmarks --operator-allocations` lists each operator's own count). The `amb` and `groupBy`
    // times were set on a busy machine (load 6–7 on 2 cores: 3,845 and 251 ns median, against 14,316 and 1,503 for
    // the build before in the same minutes), so they are looser than 1.5× a quiet median.
    "sample": [.noAllocations, .nanoseconds(below: 170)],
    "withLatestFrom": [.noAllocations, .nanoseconds(below: 175)],
    "take-until": [.noAllocations, .nanoseconds(below: 35)],
    "amb": [.allocationsAtMost(2), .nanoseconds(below: 4_500)],
    "debounce": [.allocationsAtMost(1), .nanoseconds(below: 2_200)],
    "throttle": [.noAllocations, .nanoseconds(below: 1_500)],
    "delay": [.allocationsAtMost(1), .nanoseconds(below: 2_700)],
    // O(1) per element (a ring), where removing the oldest from the front of an array was O(count).
    "takeLast": [.noAllocations, .nanoseconds(below: 13)],
    "reduce": [.noAllocations, .nanoseconds(below: 15)],
    "groupBy": [.noAllocations, .nanoseconds(below: 300)],
    "catch": [.allocationsAtMost(3), .nanoseconds(below: 2_200)],
    // The recursive sources (29 November 2026, a busy machine: 52 ns and 1,057 ns median, so about 2× that): each
    // element a trampoline step with the sink queued as its own item, compiled for the element type (830 ns an element
    // and 24 allocations a subscription of `of(1, 2, 3)` before).
    "range-pump": [.noAllocations, .nanoseconds(below: 110)],
    "subscribe-of": [.allocationsAtMost(2), .nanoseconds(below: 2_200)],
    "retry-when": [.allocationsAtMost(13), .nanoseconds(below: 19_000)],
]
