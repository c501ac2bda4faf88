// SPDX-License-Identifier: MIT
import BenchmarkReport
import Foundation

// The benchmark runner: `swift run -c release Benchmarks [--filter NAME] [--quick] [--runs N] [--json PATH]
// [--svg PATH] [--strict]`, or the soak: `Benchmarks --soak [--cycles N] [--quick] [--filter NAME]` (Soak.swift);
// or the allocation table: `Benchmarks --operator-allocations [--filter NAME]` (OperatorAllocations.swift);
// `--help` says what each option and each column means.
// Progress goes to stderr; the table goes to stdout. Benchmarks/README.md describes the workloads.

// In the order of the table. The `AsyncStream` baseline needs Swift concurrency, so on macOS before 10.15 (iOS 13, ...)
// the runner leaves it out; on Linux `#available` is always true.
nonisolated let allWorkloads: [Workload] = {
    var concurrency: [Workload] = []
    if #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) {
        concurrency.append(BaselineWorkloads.asyncStream)
    }
    // The parameter-pack forms of `combineLatest` and `zip` need the Swift runtime of macOS 14 (iOS 17, ...).
    var packs: [Workload] = []
    if #available(macOS 14, iOS 17, tvOS 17, watchOS 10, *) {
        packs = [MultiSourceWorkloads.combineLatestPack3, MultiSourceWorkloads.zipPack3]
    }
    return [BaselineWorkloads.closures] + concurrency + [
        BaselineWorkloads.allocationCheck,
        CoreWorkloads.createPump,
        CoreWorkloads.subscribeJust,
        CoreWorkloads.rangePump,
        CoreWorkloads.subscribeOf,
        OperatorWorkloads.mapFilter,
        OperatorWorkloads.subscribeDispose,
        OperatorWorkloads.flatMap,
        OperatorWorkloads.flatMapSubscribed,
        OperatorWorkloads.flatMapLatest,
        ChainWorkloads.buildSubscribeDispose,
        ChainWorkloads.flatMapBuilt,
        ObserveOnWorkloads.serial,
        ObserveOnWorkloads.concurrent,
        SubjectWorkloads.publishPump,
        SubjectWorkloads.publishFanout,
        SubjectWorkloads.publishContended,
        SubjectWorkloads.behaviorRelay,
        SubjectWorkloads.replaySubject,
        SubjectWorkloads.merge,
        SubjectWorkloads.combineLatest,
        MultiSourceWorkloads.combineLatest3,
        MultiSourceWorkloads.combineLatest4,
        MultiSourceWorkloads.zip3,
        MultiSourceWorkloads.zip4,
        MultiSourceWorkloads.combineLatestCollection3,
        MultiSourceWorkloads.zipCollection3,
    ] + packs + [
        CoverageWorkloads.sample,
        CoverageWorkloads.withLatestFrom,
        CoverageWorkloads.takeUntil,
        CoverageWorkloads.amb,
        CoverageWorkloads.debounce,
        CoverageWorkloads.throttle,
        CoverageWorkloads.delay,
        CoverageWorkloads.takeLast,
        CoverageWorkloads.reduce,
        CoverageWorkloads.groupBy,
        CoverageWorkloads.catch,
        CoverageWorkloads.retryWhen,
        SubjectWorkloads.disposeAtScale1k,
        SubjectWorkloads.disposeAtScale40k,
        SubjectWorkloads.subscribeAtScale1k,
        SubjectWorkloads.subscribeAtScale40k,
        TraitWorkloads.singleZip,
        TraitWorkloads.driverMap,
        SchedulerWorkloads.testScheduler,
        AppWorkloads.formValidation,
        AppWorkloads.searchAsYouType,
        AppWorkloads.cellRebinding,
        AppWorkloads.cellRebindingDriver,
    ]
}()

struct Options {
    var filter: String?
    var quick = false
    var runs = 5
    var jsonPath: String?
    var svgPath: String?
    var strict = false
    var list = false
    /// Time the calibration workload alone and print its figures (Calibration.swift).
    var calibration = false
    /// Run the soak (Soak.swift) instead of the benchmark tables.
    var soak = false
    var cycles: Int?
    /// Count instructions under Valgrind (InstructionCount.swift) instead of timing.
    var instructions = false
    /// With `instructions`: another build of this runner to count beside this one.
    var against: String?
    var valgrind = "valgrind"
    /// Print the allocations of one subscription for every operator (OperatorAllocations.swift) instead.
    var operatorAllocations = false
    /// `--run-once NAME --size N`: the child process `instructions` counts.
    var runOnce: String?
    var size: Int?
    /// The options given that only the benchmark tables use.
    var tableOptions: [String] = []
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    FileHandle.standardError.write(
        Data(
            "\(usage)\n\(soakUsage)\n\(InstructionCount.usage)\n\(OperatorAllocations.usage)\n(--help says more)\n".utf8
        )
    )
    exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    func value(for option: String) -> String {
        guard let value = iterator.next(), !value.hasPrefix("--") else { fail("\(option) needs a value") }
        return value
    }
    while let argument = iterator.next() {
        switch argument {
        case "--filter": options.filter = value(for: argument)
        case "--quick": options.quick = true
        case "--runs":
            let text = value(for: argument)
            guard let runs = Int(text) else { fail("--runs needs a whole number, got '\(text)'") }
            // The minimum and median are taken over at least 5 runs (Benchmarks/README.md).
            guard runs >= 5 else { fail("--runs needs at least 5 (the table reports the median of 5 runs or more)") }
            options.runs = runs
            options.tableOptions.append(argument)
        case "--json":
            options.jsonPath = value(for: argument)
            options.tableOptions.append(argument)
        case "--svg":
            options.svgPath = value(for: argument)
            options.tableOptions.append(argument)
        case "--strict":
            options.strict = true
            options.tableOptions.append(argument)
        case "--soak": options.soak = true
        case "--cycles":
            let text = value(for: argument)
            guard let cycles = Int(text), cycles >= 100 else {
                fail("--cycles needs a whole number of at least 100 (the soak samples 100 points), got '\(text)'")
            }
            options.cycles = cycles
        case "--list": options.list = true
        case "--calibration": options.calibration = true
        case "--instructions": options.instructions = true
        case "--operator-allocations": options.operatorAllocations = true
        case "--against": options.against = value(for: argument)
        case "--valgrind": options.valgrind = value(for: argument)
        case "--run-once": options.runOnce = value(for: argument)
        case "--size":
            let text = value(for: argument)
            guard let size = Int(text), size > 0 else { fail("--size needs a positive whole number, got '\(text)'") }
            options.size = size
        case "--help", "-h":
            print(helpText)
            print("\n" + soakHelpText)
            print("\n" + InstructionCount.helpText)
            print("\n" + OperatorAllocations.helpText)
            exit(0)
        default: fail("unknown option '\(argument)'")
        }
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
if options.operatorAllocations {
    if options.soak || options.instructions || options.quick || !options.tableOptions.isEmpty {
        fail("--operator-allocations takes --filter only")
    }
    exit(OperatorAllocations.run(filter: options.filter))
}
if options.soak {
    if let option = options.tableOptions.first { fail("\(option) applies to the benchmark tables, not to --soak") }
    if options.list {
        for pipeline in SoakPipelines.all() { print(pipeline.name) }
        exit(0)
    }
    exit(runSoak(cycles: options.cycles ?? (options.quick ? 500_000 : 10_000_000), filter: options.filter))
}
if options.cycles != nil { fail("--cycles applies to --soak only") }
if options.calibration {
    guard let (runs, allocations) = Calibration.measure() else {
        FileHandle.standardError.write(Data("error: wrong checksum in the calibration workload\n".utf8))
        exit(1)
    }
    let allocationsPerOp = allocations.map { Report.format($0) } ?? "n/a"
    print(
        "calibration: \(Report.format(runs.median)) ns per operation (median of \(runs.nanosecondsPerOp.count) runs of "
            + "\(Calibration.size); fastest \(Report.format(runs.minimum)), slowest "
            + "\(Report.format(runs.nanosecondsPerOp.last ?? 0)); \(allocationsPerOp) allocations per operation); "
            + "reference VM: \(Report.format(referenceVMCalibrationNanoseconds)) ns"
    )
    print("runs, fastest first: " + runs.nanosecondsPerOp.map { Report.format($0) }.joined(separator: " "))
    exit(0)
}
if options.list {
    for workload in allWorkloads { print(workload.name) }
    exit(0)
}
if let name = options.runOnce {
    guard let workload = allWorkloads.first(where: { $0.name == name }) else { fail("no workload is named '\(name)'") }
    InstructionCount.runOnce(workload, size: options.size ?? InstructionCount.sizes(of: workload).small)
}
if !options.instructions, options.against != nil { fail("--against applies to --instructions only") }
for name in performanceBar.keys where !allWorkloads.contains(where: { $0.name == name }) {
    fail("the performance bar names an unknown workload '\(name)'")
}
// A name that is exactly a workload's selects that workload alone (`cell-rebinding`, not `cell-rebinding-driver`).
let selected = allWorkloads.filter { workload in
    guard let filter = options.filter else { return true }
    if allWorkloads.contains(where: { $0.name == filter }) { return workload.name == filter }
    return workload.name.contains(filter)
}
if selected.isEmpty {
    fail("no workload matches '\(options.filter ?? "")'; use --list to see them")
}

if options.instructions {
    if let option = options.tableOptions.first { fail("\(option) applies to the timed tables, not to --instructions") }
    #if os(Linux) || os(macOS)
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        exit(InstructionCount.run(selected, executable: executable, other: options.against, valgrind: options.valgrind))
    #else
        fail("--instructions runs child processes, which this platform does not offer")
    #endif
}

// The baselines are measured whenever a selected workload is compared with them.
let baselineNames = Set(selected.compactMap(\.baseline))
let selectedNames = Set(selected.map(\.name))
let toMeasure = allWorkloads.filter { selectedNames.contains($0.name) || baselineNames.contains($0.name) }

let runner = Runner(runs: options.runs, divisor: options.quick ? 100 : 1)
let started = Date()
var measurements: [Measurement] = []
for workload in toMeasure {
    FileHandle.standardError.write(Data("running \(workload.name)…\n".utf8))
    let baseline = workload.baseline.map { name in
        guard let found = allWorkloads.first(where: { $0.name == name }) else {
            fail("\(workload.name) names an unknown baseline '\(name)'")
        }
        return found
    }
    // A workload held to a peer's figure runs with the calibration workload, which scales that figure to this machine.
    let calibration = Report.comparesWithPeer(workload) ? Calibration.workload : nil
    measurements.append(runner.measure(workload, against: baseline, calibration: calibration))
}

print(Report.table(measurements))
print(Report.tableNotes(measurements))
// `--quick` runs last a millisecond or so: too short to hold them to a target that depends on the machine's load
// (a time, a speed-up, a ratio, a batched allocation count), unless asked to. Exact allocation counts are always
// judged.
let judgingLoadDependent = !options.quick || options.strict
let targets = Report.targets(measurements, judgingLoadDependent: judgingLoadDependent)
if !targets.isEmpty { print("\n" + targets) }
if let note = Report.referenceNote(measurements) { print(note) }
if judgingLoadDependent, let note = Report.lenientNote(measurements, strict: options.strict) { print(note) }
if let path = options.svgPath {
    do {
        let run = BarChart.Run(isQuick: options.quick, date: started, machine: machineDescription())
        let source = "RxSwift 6.10.2, scaled to this machine (see --help)"
        try BarChart.render(chartRows(measurements), run: run, referenceSource: source)
            .write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(path): \(error)")
    }
}
if let path = options.jsonPath {
    do {
        try Report.json(measurements).write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(path): \(error)")
    }
}
if measurements.contains(where: { !$0.calibrationChecksumMatches }) {
    FileHandle.standardError.write(Data("error: wrong checksum in the calibration workload\n".utf8))
    exit(1)
}
let wrong = measurements.filter { !$0.checksumMatches }
if !wrong.isEmpty {
    FileHandle.standardError.write(
        Data("error: wrong checksum in \(wrong.map(\.workload.name).joined(separator: ", "))\n".utf8)
    )
    exit(1)
}
for miscounted in measurements where !miscounted.allocationsMatch {
    let expected = miscounted.workload.expectedAllocationsPerOp ?? 0
    FileHandle.standardError.write(
        Data(
            ("error: \(miscounted.workload.name) allocates exactly \(expected) object(s) per operation, but the "
                + "allocation counter read \(miscounted.allocationsPerOp ?? 0) per operation\n").utf8
        )
    )
    exit(1)
}
// Exact allocation counts do not depend on the machine's load, so missing one is a regression; the other targets
// (times, speed-ups, ratios, batched allocation counts) fail the run only with `--strict`, since these machines are
// shared and noisy.
let missed = measurements.flatMap { m in
    Report.outcomes(of: m).filter { !$0.met && ($0.isDeterministic || options.strict) }.map { (m.workload.name, $0) }
}
if !missed.isEmpty {
    for (name, outcome) in missed {
        FileHandle.standardError.write(
            Data("error: \(name) misses its target \(outcome.target): measured \(outcome.measured)\n".utf8)
        )
    }
    exit(1)
}
