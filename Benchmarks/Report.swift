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
                m.ratioToBaseline.map { format($0) } ?? "—",
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

    /// The targets of the performance bar that the measured workloads have, one line each, met or missed.
    ///
    /// - Parameter judgingTimes: Whether time targets are judged; when not (the short runs of `--quick`), they are
    ///   shown with "—" and a note says why.
    static func targets(_ measurements: [Measurement], judgingTimes: Bool) -> String {
        let header = ["workload", "target", "measured", ""]
        var rows = [header]
        for m in measurements {
            for outcome in outcomes(of: m) {
                let status = !judgingTimes && !outcome.isDeterministic ? "—" : outcome.met ? "met" : "MISSED"
                rows.append([m.workload.name, outcome.target, outcome.measured, status])
            }
        }
        if rows.count == 1 { return "" }
        let widths = (0..<header.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        let table = rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                column == 2
                    ? String(repeating: " ", count: widths[column] - cell.count) + cell
                    : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
        guard !judgingTimes else { return table }
        return table + "\n— time targets are judged on full runs only (or with --strict): --quick runs are too short"
    }

    /// What `measurement` shows for each target the performance bar sets its workload.
    static func outcomes(of measurement: Measurement) -> [Target.Outcome] {
        (performanceBar[measurement.workload.name] ?? []).map { $0.outcome(of: measurement) }
    }

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
                "{\"target\": \"\(outcome.target)\", \"measured\": \"\(outcome.measured)\", \"met\": \(outcome.met)}"
            }
            fields.append("\"targets\": [" + targets.joined(separator: ", ") + "]")
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }

    /// Formats a figure with three significant digits at most, as the table shows it.
    static func format(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }
}
