// SPDX-License-Identifier: MIT
import Foundation

/// Prints measurements as a table and as JSON.
enum Report {
    static func table(_ measurements: [Measurement]) -> String {
        let header = ["workload", "per", "min ns/op", "median ns/op", "allocs/op", "× baseline", "checksum"]
        var rows = [header]
        for m in measurements {
            rows.append([
                m.workload.name,
                m.workload.unit,
                format(m.minNanosecondsPerOp),
                format(m.medianNanosecondsPerOp),
                m.allocationsPerOp.map { format($0) } ?? "n/a",
                baselineCell(m, among: measurements),
                m.checksumMatches ? "ok" : "WRONG (\(m.checksum))",
            ])
        }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == 0 || column == 1
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }

    /// The "× baseline" cell of `m`: the ratio and the baseline's short name, or "—" and why there is none.
    static func baselineCell(_ m: Measurement, among measurements: [Measurement]) -> String {
        if let ratio = m.ratioToBaseline, let baseline = m.workload.baseline {
            return "\(format(ratio))× \(shortName(ofBaseline: baseline))"
        }
        return "— " + noBaselineReason(m.workload, among: measurements.map(\.workload)).cell
    }

    /// A baseline's name without its "baseline-" prefix: "closures" for baseline-closures.
    static func shortName(ofBaseline name: String) -> String {
        name.hasPrefix("baseline-") ? String(name.dropFirst("baseline-".count)) : name
    }

    /// The notes under the workload table: what the ratios are divided by, and why some rows have none.
    static func tableNotes(_ measurements: [Measurement]) -> String {
        var notes: [String] = []
        let baselines = Set(measurements.compactMap { $0.ratioToBaseline == nil ? nil : $0.workload.baseline })
        for baseline in baselines.sorted() {
            notes.append(
                "× \(shortName(ofBaseline: baseline)): the row's time over that of \(baseline), both timed in the same "
                    + "runs (the median of the per-run ratios)"
            )
        }
        let workloads = measurements.map(\.workload)
        let reasons = Set(workloads.filter { $0.baseline == nil }.map { noBaselineReason($0, among: workloads) })
        for reason in NoBaselineReason.allCases where reasons.contains(reason) {
            notes.append("— \(reason.cell): \(reason.note)")
        }
        return notes.map { wrapped($0) }.joined(separator: "\n")
    }

    /// One line for a full run whose load-dependent targets (times, speed-ups, ratios, batched allocation counts)
    /// missed without `--strict`, or nil.
    static func lenientNote(_ measurements: [Measurement], strict: Bool) -> String? {
        let missed = measurements.contains { m in outcomes(of: m).contains { !$0.met && !$0.isDeterministic } }
        guard missed, !strict else { return nil }
        return wrapped(
            "MISSED load-dependent targets (times, speed-ups, ratios, batched allocation counts) fail the run only "
                + "with --strict: on shared, noisy machines they can miss from load alone"
        )
    }

    /// Whether the performance bar holds `workload` to a speed-up over a peer's figure, which the calibration
    /// workload's runs then scale to this machine.
    static func comparesWithPeer(_ workload: Workload) -> Bool {
        (performanceBar[workload.name] ?? []).contains { target in
            if case .fasterThan = target { return true }
            return false
        }
    }

    /// The lines under the targets table that say where its RxSwift figures come from and how they were scaled to
    /// this machine, when it shows one.
    static func referenceNote(_ measurements: [Measurement]) -> String? {
        let compared = measurements.filter { comparesWithPeer($0.workload) }
        guard !compared.isEmpty else { return nil }
        var note = "RxSwift figures: \(rxSwiftReferenceSource). "
        let medians = compared.compactMap { $0.calibration?.median }.sorted()
        if let fastest = medians.first, let slowest = medians.last {
            let span = fastest == slowest ? format(fastest) : "\(format(fastest))–\(format(slowest))"
            note +=
                "Each is scaled to this machine: \"N ns here\" is the figure × the calibration workload's time here "
                + "(the median of its runs just before the row's timed runs: \(span) ns per operation in this run) ÷ "
                + "its time on the reference VM (\(format(referenceVMCalibrationNanoseconds)) ns); the last column is "
                + "the figure as measured there"
        } else {
            note += "The calibration workload was not timed, so no speed-up over them is judged"
        }
        return wrapped(note)
    }

    /// The targets of the performance bar that the measured workloads have, one line each, met or missed.
    ///
    /// - Parameter judgingLoadDependent: Whether the targets that depend on the machine's load (all but the exact
    ///   allocation counts: see ``Target/Outcome/isDeterministic``) are judged; when not (the short runs of
    ///   `--quick`), they are shown with "—" and a note says why.
    static func targets(_ measurements: [Measurement], judgingLoadDependent: Bool) -> String {
        // The last column, shown when a row compares with a peer: the peer's figure as stored, measured on the
        // reference VM, for readers who compare it with other figures of that VM.
        let showsPeers = measurements.contains { comparesWithPeer($0.workload) }
        let header = ["workload", "target", "measured", "status"] + (showsPeers ? ["peer, reference VM"] : [])
        var rows = [header]
        for m in measurements {
            for outcome in outcomes(of: m) {
                let status = !judgingLoadDependent && !outcome.isDeterministic ? "—" : outcome.met ? "met" : "MISSED"
                let stored = outcome.peer.map { "\(format($0.figure.nanoseconds)) ns" } ?? ""
                rows.append([m.workload.name, outcome.target, outcome.measured, status] + (showsPeers ? [stored] : []))
            }
        }
        if rows.count == 1 { return "" }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let table = rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == 2 || column == 4
                    ? String(repeating: " ", count: widths[column] - cell.count) + cell
                    : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
        guard !judgingLoadDependent else { return table }
        return table + "\n"
            + Report.wrapped(
                "— load-dependent targets (times, speed-ups, ratios, batched allocation counts) are judged on full runs "
                    + "only (or with --strict): --quick runs are too short; exact allocation targets are judged on "
                    + "every run"
            )
    }

    /// What `measurement` shows for each target the performance bar sets its workload.
    static func outcomes(of measurement: Measurement) -> [Target.Outcome] {
        (performanceBar[measurement.workload.name] ?? []).map { $0.outcome(of: measurement) }
    }

    /// The measurements as JSON; a target that compares with a peer also gives the peer's figure as stored
    /// (`peer_ns_stored`, measured on the reference VM), the calibration it was measured with there
    /// (`peer_calibration_ns`), the median of the calibration runs timed with the workload (`calibration_ns`) and the
    /// figure scaled by it (`peer_ns_here`).
    static func json(_ measurements: [Measurement]) -> String {
        let objects = measurements.map { m -> String in
            var fields = [
                "\"name\": \"\(m.workload.name)\"",
                "\"per\": \"\(m.workload.unit)\"",
                "\"size\": \(m.size)",
                "\"min_ns_per_op\": \(format(m.minNanosecondsPerOp))",
                "\"median_ns_per_op\": \(format(m.medianNanosecondsPerOp))",
                "\"allocations_per_op\": \(m.allocationsPerOp.map { format($0) } ?? "null")",
                "\"checksum\": \(m.checksum)",
                "\"checksum_ok\": \(m.checksumMatches)",
            ]
            fields.append("\"ratio_to_baseline\": \(m.ratioToBaseline.map { format($0) } ?? "null")")
            let targets = outcomes(of: m).map { outcome in
                var fields = [
                    "\"target\": \"\(outcome.target)\"", "\"measured\": \"\(outcome.measured)\"",
                    "\"met\": \(outcome.met)",
                ]
                if let (figure, calibration) = outcome.peer {
                    let here = calibration.map { format(figure.expectedNanoseconds(calibration: $0)) }
                    fields += [
                        "\"peer_ns_stored\": \(format(figure.nanoseconds))",
                        "\"peer_calibration_ns\": \(format(figure.referenceCalibration))",
                        "\"calibration_ns\": \(calibration.map { format($0) } ?? "null")",
                        "\"peer_ns_here\": \(here ?? "null")",
                    ]
                }
                return "{" + fields.joined(separator: ", ") + "}"
            }
            fields.append("\"targets\": [" + targets.joined(separator: ", ") + "]")
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// `text` broken into lines of at most `width` characters at spaces, the lines after the first indented by two.
    static func wrapped(_ text: String, width: Int = 116) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = "  "
            }
            line += (line.isEmpty || line == "  " ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    /// Formats a figure with three significant digits at most, as the table shows it.
    static func format(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}
